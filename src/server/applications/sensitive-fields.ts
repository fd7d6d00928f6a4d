import type { Locale } from '../../shared/i18n/locales.ts';
import { DataCipher } from '../crypto/data-encryption.ts';
import type { Orm } from '../db/database.ts';
import { apiText } from '../i18n/api-texts.ts';
import type { FieldProblem } from './application-data-validator.ts';

type Json = Record<string, unknown>;

/**
 * Answers kept encrypted at rest (dotted paths into the application data). A co-borrower's fields are added here
 * by path; the repository encrypts and decrypts whatever this list names.
 */
export const SENSITIVE_PATHS = ['applicant.legal.ssn', 'applicant.legal.dateOfBirth'] as const;

/** Answers the owner only ever reads back masked: the last four digits show, the rest never leaves the server. */
export const MASKED_PATHS = ['applicant.legal.ssn'] as const;

/**
 * A co-borrower's answers (application_contacts.data, the sections under `coborrower`): the same fields, encrypted
 * and masked by the same functions when these paths are passed.
 */
export const COBORROWER_SENSITIVE_PATHS = ['legal.ssn', 'legal.dateOfBirth'] as const;
export const COBORROWER_MASKED_PATHS = ['legal.ssn'] as const;

const MASKED_SSN = /^[*]{5}[0-9]{4}$/;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(data: unknown, dotted: string): unknown {
  let node = data;
  for (const key of dotted.split('.')) {
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** A copy of `data` with the value at `dotted` replaced (only when the path exists); `data` is not changed. */
function withValueAt(data: Json, dotted: string, change: (value: unknown) => unknown): Json {
  const [key, ...rest] = dotted.split('.') as [string, ...string[]];
  if (!(key in data)) return data;
  const value = data[key];
  if (rest.length === 0) return { ...data, [key]: change(value) };
  if (!isObject(value)) return data;
  return { ...data, [key]: withValueAt(value, rest.join('.'), change) };
}

function eachPath(data: Json, paths: readonly string[], change: (value: unknown) => unknown): Json {
  return paths.reduce((result, dotted) => withValueAt(result, dotted, change), data);
}

const ciphers = new WeakMap<object, DataCipher>();

/** Makes `cipher` the one the application repository uses on `orm` (prepareRuntime does this at start). */
export function registerDataCipher(orm: Orm, cipher: DataCipher): void {
  ciphers.set(orm, cipher);
}

/** The data cipher registered for `orm` (other encrypted-at-rest values, e.g. a loan's bank account number). */
export function cipherFor(orm: Orm): DataCipher {
  const cipher = ciphers.get(orm);
  if (!cipher)
    throw new Error('No data cipher for this database: call registerDataCipher (prepareRuntime does)');
  return cipher;
}

const hasSensitive = (data: Json, paths: readonly string[]) =>
  paths.some((dotted) => valueAt(data, dotted) !== undefined);

/** The answers as stored: every sensitive value encrypted. */
export function encryptSensitive(orm: Orm, data: Json, paths: readonly string[] = SENSITIVE_PATHS): Json {
  if (!hasSensitive(data, paths)) return data;
  const cipher = cipherFor(orm);
  return eachPath(data, paths, (value) =>
    typeof value === 'string' && !DataCipher.isCiphertext(value) ? cipher.encrypt(value) : value,
  );
}

/** The answers as the server works with them: every sensitive value in clear. */
export function decryptSensitive(orm: Orm, data: Json, paths: readonly string[] = SENSITIVE_PATHS): Json {
  if (!hasSensitive(data, paths)) return data;
  const cipher = cipherFor(orm);
  return eachPath(data, paths, (value) => (DataCipher.isCiphertext(value) ? cipher.decrypt(value) : value));
}

/** "*****" and the last four digits. */
export function maskSsn(ssn: string): string {
  return `*****${ssn.slice(-4)}`;
}

/** The answers as the owner reads them: the SSN masked, the rest as it is. */
export function maskForOwner(data: Json, paths: readonly string[] = MASKED_PATHS): Json {
  return eachPath(data, paths, (value) => (typeof value === 'string' ? maskSsn(value) : value));
}

/**
 * A write sends back what it read: a masked SSN equal to the current mask keeps the stored SSN; any other masked
 * value cannot be turned back into a number and is refused in `locale`, naming the field (from `root`, the
 * document's, when the answers are a part of it: `coborrower`).
 */
export function keepMaskedValues(
  current: Json,
  proposed: unknown,
  locale: Locale,
  paths: readonly string[] = MASKED_PATHS,
  root?: string,
): { data: unknown; problem?: undefined } | { problem: FieldProblem } {
  if (!isObject(proposed)) return { data: proposed };
  let data = proposed;
  for (const dotted of paths) {
    const value = valueAt(proposed, dotted);
    if (typeof value !== 'string' || !MASKED_SSN.test(value)) continue;
    const stored = valueAt(current, dotted);
    if (typeof stored !== 'string' || maskSsn(stored) !== value) {
      const field = root ? `${root}.${dotted}` : dotted;
      return { problem: { field, message: apiText(locale)('refusal.application.masked', { field }) } };
    }
    data = withValueAt(data, dotted, () => stored);
  }
  return { data };
}
