/**
 * The application cache of spec 4.2 kept in session storage: the answers are personal data, so they never
 * outlive the tab, and log-out clears them with everything else but the kept keys.
 */
import type { ApplicationDocument } from '../api/application-document.ts';
import { createApplicationCache, type KeyValueStore } from './application-cache.ts';
import { readSession, removeSession, writeSession } from './browser-storage.ts';
import { APPLICATION_CACHE_PREFIX, CACHE_SESSION_ID_KEY } from './storage-keys.ts';

const sessionStore: KeyValueStore = {
  keys: () => {
    try {
      return Object.keys(globalThis.sessionStorage);
    } catch {
      return [];
    }
  },
  get: readSession,
  set: writeSession,
  remove: removeSession,
};

/** This browser session's id: records another session wrote (a copied storage, say) are not trusted. */
function ensureSessionId(): string {
  const stored = readSession(CACHE_SESSION_ID_KEY);
  if (stored) return stored;
  const created = globalThis.crypto.randomUUID();
  writeSession(CACHE_SESSION_ID_KEY, created);
  return created;
}

const cacheFor = (sessionId: string) =>
  createApplicationCache<ApplicationDocument>({
    store: sessionStore,
    sessionId,
    keyPrefix: APPLICATION_CACHE_PREFIX,
  });

/**
 * The cache, bound to the browser session id current at each call. Only saving creates the id: reading on a page
 * that caches nothing (the log-in page after log-out) writes nothing, and with no id yet nothing cached is this
 * session's.
 */
export const applicationCache = {
  read: (appId: string) => cacheFor(readSession(CACHE_SESSION_ID_KEY) ?? '').read(appId),
  save: (appId: string, appData: ApplicationDocument) => cacheFor(ensureSessionId()).save(appId, appData),
  sweep: () => cacheFor(readSession(CACHE_SESSION_ID_KEY) ?? '').sweep(),
};
