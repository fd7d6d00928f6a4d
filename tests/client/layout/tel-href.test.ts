import { describe, expect, it } from 'vitest';
import { telHref } from '../../../src/client/layout/tel-href.ts';

describe('telHref', () => {
  it.each([
    ['(617) 555-0191', 'tel:+16175550191'],
    ['617.555.0191', 'tel:+16175550191'],
    ['1-800-555-0142', 'tel:+18005550142'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['555-0191', 'tel:5550191'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each(['', 'Unknown Phone', '12'])('gives no link for %j', (phone) => {
    expect(telHref(phone)).toBeNull();
  });
});
