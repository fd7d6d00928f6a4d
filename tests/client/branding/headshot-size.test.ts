import { describe, expect, it } from 'vitest';
import { scaledSize } from '../../../src/client/branding/headshot-image.ts';

describe('scaledSize', () => {
  it.each([
    ['a large portrait is scaled to 200 px wide', 800, 1000, { width: 200, height: 250 }],
    ['a large landscape', 1000, 500, { width: 200, height: 100 }],
    ['exactly 200 px is kept', 200, 200, { width: 200, height: 200 }],
    ['a small image is never enlarged', 120, 90, { width: 120, height: 90 }],
    ['a very flat image keeps at least 1 px', 4000, 5, { width: 200, height: 1 }],
    ['an image without a size (SVG) is drawn 200 px square', 0, 0, { width: 200, height: 200 }],
  ])('%s', (_case, width, height, expected) => {
    expect(scaledSize(width, height, 200)).toEqual(expected);
  });
});
