import { CACHE_LIFETIMES_MS, HEADSHOT_CACHE_MAX_CHARS } from '../../shared/constants.ts';

/** Cache key prefixes of spec 9, plus the session copy of the resolved broker (spec 3, "cached broker data"). */
export const BRANDING_CACHE_PREFIXES = {
  logo: 'broker_logo_',
  footer: 'broker_footer_',
  loanOfficer: 'broker_lo_',
  headshot: 'broker_headshot_',
  brokerData: 'broker_data_',
} as const;

export type BrandingCacheKind = keyof typeof BRANDING_CACHE_PREFIXES;

export const BRANDING_CACHE_LIFETIMES_MS: Record<BrandingCacheKind, number> = {
  logo: CACHE_LIFETIMES_MS.logo,
  footer: CACHE_LIFETIMES_MS.footer,
  loanOfficer: CACHE_LIFETIMES_MS.loanOfficer,
  headshot: CACHE_LIFETIMES_MS.headshot,
  brokerData: CACHE_LIFETIMES_MS.brokerData,
};

export function brandingCacheKey(kind: BrandingCacheKind, brokerId: string): string {
  return `${BRANDING_CACHE_PREFIXES[kind]}${brokerId}`;
}

export interface TimestampedEntry {
  timestamp: number;
}

export function isFresh(
  entry: TimestampedEntry | null | undefined,
  kind: BrandingCacheKind,
  now: number,
): boolean {
  if (!entry || typeof entry.timestamp !== 'number' || !Number.isFinite(entry.timestamp)) return false;
  const age = now - entry.timestamp;
  return age >= 0 && age < BRANDING_CACHE_LIFETIMES_MS[kind];
}

/** The headshot is cached only when its serialized form stays under the limit (spec 9). */
export function fitsHeadshotCache(serialized: string): boolean {
  return serialized.length < HEADSHOT_CACHE_MAX_CHARS;
}

/** Which branding cache keys belong to a broker other than the current one (cleared when the broker changes). */
export function otherBrokersCacheKeys(keys: readonly string[], currentBrokerId: string): string[] {
  return keys.filter((key) =>
    Object.values(BRANDING_CACHE_PREFIXES).some(
      (prefix) => key.startsWith(prefix) && key.slice(prefix.length) !== currentBrokerId,
    ),
  );
}

/** Every branding cache key of one broker (cleared when its logo image fails). */
export function brokerCacheKeys(brokerId: string): string[] {
  return Object.values(BRANDING_CACHE_PREFIXES).map((prefix) => `${prefix}${brokerId}`);
}
