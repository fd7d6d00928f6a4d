import { describe, expect, it } from 'vitest';
import {
  AA_NORMAL_TEXT,
  contrastRatio,
  isHexColor,
  pickContrastText,
  readableOn,
} from '../../../src/shared/branding/contrast.ts';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#278A43', '#ffffff', 4.37],
    ['#58595B', '#ffffff', 7.0],
    ['#0B5394', '#ffffff', 7.84],
    ['#fff', '#000', 21],
  ])('%s against %s is %s:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it('rejects something that is not a hex colour', () => {
    expect(() => contrastRatio('green', '#ffffff')).toThrow('Not a hex colour');
  });
});

describe('pickContrastText', () => {
  it.each([
    ['default brand green: white is only 4.4:1', '#278A43', '#000000'],
    ['default secondary', '#333333', '#ffffff'],
    ['generic broker black', '#000000', '#ffffff'],
    ['Harborview blue', '#0B5394', '#ffffff'],
    ['Harborview orange: white just reaches AA', '#B45F06', '#ffffff'],
    ['theme secondary grey', '#8c8c8f', '#000000'],
    ['sidebar grey', '#58595B', '#ffffff'],
    ['pale yellow', '#FBEC5D', '#000000'],
  ])('%s (%s) gets %s', (_case, background, expected) => {
    const text = pickContrastText(background);
    expect(text).toBe(expected);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

describe('readableOn', () => {
  const backgrounds = ['#ffffff', '#f5f5f5'];
  it.each([
    ['#0B5394', true],
    ['#000000', true],
    ['#278A43', false],
    ['#FBEC5D', false],
  ])('%s is kept as is: %s, and the result reads at AA', (color, kept) => {
    const readable = readableOn(color, backgrounds);
    expect(readable.toLowerCase() === color.toLowerCase()).toBe(kept);
    for (const bg of backgrounds) expect(contrastRatio(readable, bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

describe('isHexColor', () => {
  it.each([
    ['#278A43', true],
    ['#abc', true],
    [' #0B5394 ', true],
    ['278A43', false],
    ['#12345', false],
    ['red', false],
    [null, false],
    [42, false],
  ])('%s -> %s', (value, expected) => {
    expect(isHexColor(value)).toBe(expected);
  });
});
