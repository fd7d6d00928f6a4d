import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { serverMessages, type Translate } from '../i18n/server-messages.ts';
import { isCommonPassword } from './common-passwords.ts';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

// N=2^15 costs about 30-60 ms here: slow for a guesser, quick enough for a person logging in.
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** A passphrase this long needs no mix of letters and numbers (NIST SP 800-63B favours length). */
export const PASSPHRASE_LENGTH = 15;

/** The password rules, as the sign-up form lists them and the refusals name them (schemas/messages/…/idp.json). */
const RULE_KEYS = [
  'password.rule.length',
  'password.rule.lower',
  'password.rule.upper',
  'password.rule.digit',
  'password.rule.passphrase',
  'password.rule.common',
] as const;

const english = serverMessages(SOURCE_LOCALE, 'idp');

/** The rules in a language, in the form's order. */
export const passwordRules = (t: Translate = english): string[] =>
  RULE_KEYS.map((key) => t(key, { length: PASSPHRASE_LENGTH }));

/** The rules in English (the source texts). */
export const PASSWORD_RULES = passwordRules();

/** The rules the password breaks, in the words shown on the form; empty when it is acceptable. */
export function passwordProblems(password: string, t: Translate = english): string[] {
  const rules = passwordRules(t);
  const problems: string[] = [];
  if (password.length < 8) problems.push(rules[0] as string);
  if (password.length < PASSPHRASE_LENGTH) {
    if (!/[a-z]/.test(password)) problems.push(rules[1] as string);
    if (!/[A-Z]/.test(password)) problems.push(rules[2] as string);
    if (!/[0-9]/.test(password)) problems.push(rules[3] as string);
  }
  if (password.length > 128) problems.push(t('password.rule.max'));
  return problems;
}

export const COMMON_PASSWORD_MESSAGE = english('password.common');

/** The message for the password field, or undefined when the password is acceptable. */
export function passwordMessage(password: string, t: Translate = english): string | undefined {
  const weak = passwordProblems(password, t);
  if (weak.length > 0) return t('password.weak', { rules: weak.join('; ') });
  return isCommonPassword(password) ? t('password.common') : undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-1A');
  return dummyHash;
}
