import { describe, expect, it } from 'vitest';
import {
  brandingCacheKey,
  brokerCacheKeys,
  fitsHeadshotCache,
  isFresh,
  otherBrokersCacheKeys,
} from '../../../src/client/branding/branding-cache-keys.ts';

const HOUR = 60 * 60 * 1000;
const NOW = 1_700_000_000_000;

describe('brandingCacheKey', () => {
  it.each([
    ['logo', 'broker_logo_2000001'],
    ['footer', 'broker_footer_2000001'],
    ['loanOfficer', 'broker_lo_2000001'],
    ['headshot', 'broker_headshot_2000001'],
    ['brokerData', 'broker_data_2000001'],
  ] as const)('%s -> %s', (kind, key) => {
    expect(brandingCacheKey(kind, '2000001')).toBe(key);
  });
});

describe('isFresh', () => {
  it.each([
    ['logo just written', 'logo', 0, true],
    ['logo at 23 h 59', 'logo', 24 * HOUR - 60_000, true],
    ['logo at 24 h', 'logo', 24 * HOUR, false],
    ['footer at 25 h', 'footer', 25 * HOUR, false],
    ['officer at 23 h', 'loanOfficer', 23 * HOUR, true],
    ['officer at 24 h', 'loanOfficer', 24 * HOUR, false],
    ['headshot at 6 days', 'headshot', 6 * 24 * HOUR, true],
    ['headshot at 7 days', 'headshot', 7 * 24 * HOUR, false],
    ['broker data at 29 min', 'brokerData', 29 * 60_000, true],
    ['broker data at 30 min', 'brokerData', 30 * 60_000, false],
    ['written in the future (clock changed)', 'logo', -HOUR, false],
  ] as const)('%s -> %s', (_case, kind, age, expected) => {
    expect(isFresh({ timestamp: NOW - age }, kind, NOW)).toBe(expected);
  });

  it.each([
    ['no entry', null],
    ['no timestamp', {} as { timestamp: number }],
    ['a text timestamp', { timestamp: '1700000000000' as unknown as number }],
  ])('%s is never fresh', (_case, entry) => {
    expect(isFresh(entry, 'logo', NOW)).toBe(false);
  });
});

describe('fitsHeadshotCache', () => {
  it.each([
    [1_999_999, true],
    [2_000_000, false],
    [2_500_000, false],
  ])('%s characters -> %s', (length, expected) => {
    expect(fitsHeadshotCache('x'.repeat(length))).toBe(expected);
  });
});

describe('otherBrokersCacheKeys', () => {
  it('keeps the current broker and keys that are not branding caches', () => {
    const keys = [
      'broker_logo_2000001',
      'broker_logo_2000002',
      'broker_footer_2000002',
      'broker_lo_2000002',
      'broker_lo_2000001',
      'broker_headshot_2000002',
      'broker_data_2000002',
      'broker_logo_20000011',
      'appId',
      'currentLoanOfficerId',
    ];
    expect(otherBrokersCacheKeys(keys, '2000001')).toEqual([
      'broker_logo_2000002',
      'broker_footer_2000002',
      'broker_lo_2000002',
      'broker_headshot_2000002',
      'broker_data_2000002',
      'broker_logo_20000011',
    ]);
  });
});

describe('brokerCacheKeys', () => {
  it('lists every branding key of one broker', () => {
    expect(brokerCacheKeys('7')).toEqual([
      'broker_logo_7',
      'broker_footer_7',
      'broker_lo_7',
      'broker_headshot_7',
      'broker_data_7',
    ]);
  });
});
