/**
 * Typed reads and writes of the spec's session and local storage keys (names in storage-keys.ts).
 * Storage can throw (private mode, quota, disabled cookies): a failed write is a console warning,
 * never a crash, because every value here can be recomputed from the URL or the server.
 */
import { KEPT_ON_LOGOUT } from '../../shared/constants.ts';
import { isOfficerIdSegment } from '../../shared/officer-id.ts';
import {
  AUTH_TOKEN_KEYS,
  flowTypeKey,
  invalidOfficerKey,
  isLocallyMirrored,
  LOCAL_MIRRORED_KEYS,
  SESSION_KEYS,
  type UserIntent,
} from './storage-keys.ts';

type Area = 'session' | 'local';

function area(which: Area): Storage | null {
  try {
    return which === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return null;
  }
}

function read(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key} in ${which} storage`, error);
  }
}

function remove(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing stored means nothing to remove.
  }
}

function keysOf(which: Area): string[] {
  const storage = area(which);
  if (!storage) return [];
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

export function readSession(key: string): string | null {
  return read('session', key);
}

/** Writes a session key, and its local copy when spec 3 keeps one there. */
export function writeSession(key: string, value: string): void {
  write('session', key, value);
  if (isLocallyMirrored(key)) write('local', key, value);
}

export function removeSession(key: string): void {
  remove('session', key);
  if (isLocallyMirrored(key)) remove('local', key);
}

/** Spec 3: local storage's copies are put back into session storage when the app starts (a new tab). */
export function restoreLocalMirrors(): void {
  const mirrored = keysOf('local').filter(isLocallyMirrored);
  for (const key of new Set([...LOCAL_MIRRORED_KEYS, ...mirrored])) {
    const value = read('local', key);
    if (value !== null && read('session', key) === null) write('session', key, value);
  }
}

function readOfficerId(key: string): string | null {
  const value = readSession(key);
  return isOfficerIdSegment(value) ? value : null;
}

export const readCurrentOfficerId = () => readOfficerId(SESSION_KEYS.currentLoanOfficerId);
export const readOriginalOfficerId = () => readOfficerId(SESSION_KEYS.originalLoanOfficerId);
export const storeCurrentOfficerId = (id: string) => writeSession(SESSION_KEYS.currentLoanOfficerId, id);
export const storeOriginalOfficerId = (id: string) => writeSession(SESSION_KEYS.originalLoanOfficerId, id);

export const isOfficerMarkedInvalid = (id: string) => readSession(invalidOfficerKey(id)) !== null;
export const markOfficerInvalid = (id: string) => writeSession(invalidOfficerKey(id), 'true');

/** The application id of this browser session: `appId`, else `account_application_id`. */
export function readStoredAppId(): string | null {
  return readSession(SESSION_KEYS.appId) || readSession(SESSION_KEYS.accountApplicationId) || null;
}

export function storeAppId(appId: string): void {
  writeSession(SESSION_KEYS.appId, appId);
  writeSession(SESSION_KEYS.accountApplicationId, appId);
}

/**
 * Spec 4.3: starting a new application forgets the stored application ids, so a second person
 * registering on this browser never lands on the previous borrower's application.
 */
export function forgetStoredAppId(): void {
  removeSession(SESSION_KEYS.appId);
  removeSession(SESSION_KEYS.accountApplicationId);
}

export function readUserIntent(): UserIntent | null {
  const value = readSession(SESSION_KEYS.userIntent);
  return value === 'continue_application' || value === 'create_new_application' ? value : null;
}

export const storeUserIntent = (intent: UserIntent) => writeSession(SESSION_KEYS.userIntent, intent);

/** Spec 4.1 and 9: log-out empties both storages except the kept keys. */
export function clearStorageOnLogout(kept: readonly string[] = KEPT_ON_LOGOUT): void {
  for (const which of ['session', 'local'] as const) {
    for (const key of keysOf(which)) {
      if (!kept.includes(key)) remove(which, key);
    }
  }
}

/** Spec 8: a 401/403 clears the auth state (the stored tokens), not the borrower's other data. */
export function clearStoredTokens(): void {
  for (const key of AUTH_TOKEN_KEYS) removeSession(key);
}

/** Session `flowConfig`: `{"flowType":"long-1"}`, the flow a borrower chose before an application exists. */
export function readFlowConfigType(): string | null {
  const raw = readSession(SESSION_KEYS.flowConfig);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const flowType = (parsed as { flowType?: unknown } | null)?.flowType;
    return typeof flowType === 'string' ? flowType : null;
  } catch {
    return null;
  }
}

export const storeFlowConfigType = (flowType: string) =>
  writeSession(SESSION_KEYS.flowConfig, JSON.stringify({ flowType }));
export const forgetFlowConfigType = () => removeSession(SESSION_KEYS.flowConfig);

export const readAppFlowType = (appId: string) => readSession(flowTypeKey(appId));
export const storeAppFlowType = (appId: string, flowType: string) =>
  writeSession(flowTypeKey(appId), flowType);
