import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
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

export const PASSWORD_RULES = [
  'At least 8 characters',
  'At least one lower-case letter (a-z)',
  'At least one upper-case letter (A-Z)',
  'At least one number (0-9)',
  `Or a passphrase of ${PASSPHRASE_LENGTH} characters or more, in any letters`,
  'Not a common or breached password',
] as const;

/** The rules the password breaks, in the words shown on the form; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push(PASSWORD_RULES[0]);
  if (password.length < PASSPHRASE_LENGTH) {
    if (!/[a-z]/.test(password)) problems.push(PASSWORD_RULES[1]);
    if (!/[A-Z]/.test(password)) problems.push(PASSWORD_RULES[2]);
    if (!/[0-9]/.test(password)) problems.push(PASSWORD_RULES[3]);
  }
  if (password.length > 128) problems.push('At most 128 characters');
  return problems;
}

export const COMMON_PASSWORD_MESSAGE =
  'Password is too common: it is on the lists of breached passwords that attackers try first. Choose another, such as a few unrelated words.';

/** The message for the password field, or undefined when the password is acceptable. */
export function passwordMessage(password: string): string | undefined {
  const weak = passwordProblems(password);
  if (weak.length > 0) return `Password is too weak. It needs: ${weak.join('; ')}.`;
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : undefined;
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
