/**
 * The one-at-a-time application cache (spec 4.2): the last application read or saved, kept so a reload can
 * show it at once and a failed read can fall back to it. Saving one removes every other; a record is dropped
 * when another browser session wrote it, when it is past its expiry, or after 30 minutes without a read.
 * Pure over a small key-value store, so the rules are tested without a browser.
 */

export const APPLICATION_CACHE_TIMES = {
  lifetimeMs: 30 * 60 * 1000,
  idleMs: 30 * 60 * 1000,
  sweepEveryMs: 60 * 1000,
} as const;

export interface CachedApplicationRecord<T> {
  appData: T;
  expiry: number;
  creationTime: number;
  lastAccessed: number;
  sessionId: string;
}

export interface KeyValueStore {
  keys(): string[];
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export interface CacheOptions {
  store: KeyValueStore;
  sessionId: string;
  keyPrefix: string;
  now?: () => number;
}

export function isUsable<T>(record: CachedApplicationRecord<T>, now: number, sessionId: string): boolean {
  return (
    record.sessionId === sessionId &&
    now < record.expiry &&
    now - record.lastAccessed < APPLICATION_CACHE_TIMES.idleMs
  );
}

function parse<T>(raw: string | null): CachedApplicationRecord<T> | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as CachedApplicationRecord<T>;
    return typeof record === 'object' && record !== null && 'appData' in record ? record : null;
  } catch {
    return null;
  }
}

export function createApplicationCache<T>({ store, sessionId, keyPrefix, now = Date.now }: CacheOptions) {
  const keyOf = (appId: string) => `${keyPrefix}${appId}`;
  const cachedKeys = () => store.keys().filter((key) => key.startsWith(keyPrefix));

  return {
    /** The cached application, if usable; reading it counts as access. An unusable record is removed. */
    read(appId: string): T | null {
      const key = keyOf(appId);
      const record = parse<T>(store.get(key));
      if (!record) return null;
      const at = now();
      if (!isUsable(record, at, sessionId)) {
        store.remove(key);
        return null;
      }
      store.set(key, JSON.stringify({ ...record, lastAccessed: at }));
      return record.appData;
    },

    /** Caches this application and removes every other one. */
    save(appId: string, appData: T): void {
      const key = keyOf(appId);
      for (const other of cachedKeys()) if (other !== key) store.remove(other);
      const at = now();
      const previous = parse<T>(store.get(key));
      const creationTime = previous && isUsable(previous, at, sessionId) ? previous.creationTime : at;
      const record: CachedApplicationRecord<T> = {
        appData,
        expiry: at + APPLICATION_CACHE_TIMES.lifetimeMs,
        creationTime,
        lastAccessed: at,
        sessionId,
      };
      store.set(key, JSON.stringify(record));
    },

    /** Removes every record that is no longer usable; returns how many. */
    sweep(): number {
      const at = now();
      let removed = 0;
      for (const key of cachedKeys()) {
        const record = parse<T>(store.get(key));
        if (!record || !isUsable(record, at, sessionId)) {
          store.remove(key);
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export type ApplicationCache<T> = ReturnType<typeof createApplicationCache<T>>;
