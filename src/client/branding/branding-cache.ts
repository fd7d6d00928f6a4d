import {
  type BrandingCacheKind,
  brandingCacheKey,
  brokerCacheKeys,
  fitsHeadshotCache,
  isFresh,
  otherBrokersCacheKeys,
  type TimestampedEntry,
} from './branding-cache-keys.ts';

/**
 * Browser storage for the branding caches. Logo, footer and officer entries live a day, so they sit in local
 * storage; the headshot and the resolved broker go to session storage (spec 7.6 and 9). Storage can be full,
 * disabled or hold garbage: every failure is a console warning and the caller simply gets no cache (spec 8).
 */

const SESSION_KINDS: ReadonlySet<BrandingCacheKind> = new Set(['headshot', 'brokerData']);

function storageFor(kind: BrandingCacheKind): Storage | null {
  try {
    return SESSION_KINDS.has(kind) ? window.sessionStorage : window.localStorage;
  } catch (error) {
    console.warn('Branding cache: storage is not available', error);
    return null;
  }
}

export function readBrandingCache<T extends TimestampedEntry>(
  kind: BrandingCacheKind,
  brokerId: string,
  now: number = Date.now(),
): T | null {
  const storage = storageFor(kind);
  const key = brandingCacheKey(kind, brokerId);
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as T;
    if (isFresh(entry, kind, now)) return entry;
    storage?.removeItem(key);
  } catch (error) {
    console.warn(`Branding cache: cannot read ${key}`, error);
  }
  return null;
}

export function writeBrandingCache<T extends object>(
  kind: BrandingCacheKind,
  brokerId: string,
  value: T,
  now: number = Date.now(),
): void {
  const key = brandingCacheKey(kind, brokerId);
  try {
    const serialized = JSON.stringify({ ...value, timestamp: now });
    if (kind === 'headshot' && !fitsHeadshotCache(serialized)) {
      console.warn(`Branding cache: headshot of ${brokerId} is too large to cache`);
      return;
    }
    storageFor(kind)?.setItem(key, serialized);
  } catch (error) {
    console.warn(`Branding cache: cannot write ${key}`, error);
  }
}

function eachBrandingStorage(action: (storage: Storage) => void): void {
  for (const kind of ['logo', 'headshot'] as const) {
    const storage = storageFor(kind);
    if (!storage) continue;
    try {
      action(storage);
    } catch (error) {
      console.warn('Branding cache: cannot clear entries', error);
    }
  }
}

function storageKeys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
}

/** Drops every cached entry of one broker, e.g. after its logo failed to load. */
export function clearBrokerCaches(brokerId: string): void {
  eachBrandingStorage((storage) => {
    for (const key of brokerCacheKeys(brokerId)) storage.removeItem(key);
  });
}

/** Drops the cached entries of every broker but the current one (spec 4.12: the broker changed). */
export function clearOtherBrokersCaches(currentBrokerId: string): void {
  eachBrandingStorage((storage) => {
    for (const key of otherBrokersCacheKeys(storageKeys(storage), currentBrokerId)) storage.removeItem(key);
  });
}
