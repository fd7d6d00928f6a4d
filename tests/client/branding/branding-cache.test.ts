// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearBrokerCaches,
  clearOtherBrokersCaches,
  readBrandingCache,
  writeBrandingCache,
} from '../../../src/client/branding/branding-cache.ts';

const NOW = 1_700_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('branding cache storage', () => {
  it.each([
    ['logo', localStorage, 'broker_logo_2000001'],
    ['footer', localStorage, 'broker_footer_2000001'],
    ['loanOfficer', localStorage, 'broker_lo_2000001'],
    ['headshot', sessionStorage, 'broker_headshot_2000001'],
    ['brokerData', sessionStorage, 'broker_data_2000001'],
  ] as const)(
    '%s is stored under its prefix with a timestamp and read back while fresh',
    (kind, storage, key) => {
      writeBrandingCache(kind, '2000001', { value: 1 }, NOW);
      expect(JSON.parse(storage.getItem(key) ?? '{}')).toEqual({ value: 1, timestamp: NOW });
      expect(readBrandingCache(kind, '2000001', NOW + 1000)).toEqual({ value: 1, timestamp: NOW });
    },
  );

  it('drops an expired entry when reading it', () => {
    writeBrandingCache('logo', '2000001', { logoUrl: '/x' }, NOW);
    expect(readBrandingCache('logo', '2000001', NOW + DAY)).toBeNull();
    expect(localStorage.getItem('broker_logo_2000001')).toBeNull();
  });

  it('keeps a headshot 7 days', () => {
    writeBrandingCache('headshot', '2000001', { base64: 'data:' }, NOW);
    expect(readBrandingCache('headshot', '2000001', NOW + 6 * DAY)).not.toBeNull();
    expect(readBrandingCache('headshot', '2000001', NOW + 7 * DAY)).toBeNull();
  });

  it('does not cache a headshot of 2,000,000 characters or more, with a warning', () => {
    writeBrandingCache('headshot', '2000001', { base64: 'x'.repeat(2_000_000) }, NOW);
    expect(sessionStorage.getItem('broker_headshot_2000001')).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('treats unreadable entries and storage failures as no cache, with a warning only', () => {
    localStorage.setItem('broker_logo_2000001', '{not json');
    expect(readBrandingCache('logo', '2000001', NOW)).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeBrandingCache('footer', '2000001', { companyName: 'x' }, NOW)).not.toThrow();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it("clears every cache of one broker, and every other broker's caches on a change of broker", () => {
    for (const id of ['2000001', '2000002']) {
      writeBrandingCache('logo', id, {}, NOW);
      writeBrandingCache('loanOfficer', id, {}, NOW);
      writeBrandingCache('headshot', id, {}, NOW);
    }
    localStorage.setItem('currentLoanOfficerId', '2000002');
    clearOtherBrokersCaches('2000002');
    expect(Object.keys(localStorage).sort()).toEqual([
      'broker_lo_2000002',
      'broker_logo_2000002',
      'currentLoanOfficerId',
    ]);
    expect(Object.keys(sessionStorage)).toEqual(['broker_headshot_2000002']);
    clearBrokerCaches('2000002');
    expect(Object.keys(localStorage)).toEqual(['currentLoanOfficerId']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
