import zxcvbnCommon from '@zxcvbn-ts/language-common';

/**
 * Issue 19 item 11 (NIST SP 800-63B 5.1.1.2): passwords found in breaches or among the most common are refused,
 * offline, against the ~49,000 of zxcvbn-ts's common list (MIT). A list word followed or preceded only by digits
 * and symbols (Password1, Welcome2026!, 2024summer) counts as the word.
 */
const COMMON = new Set(zxcvbnCommon.dictionary.passwords.map((word) => word.toLowerCase()));

const DECORATION = /^[\d\W_]*(.*?)[\d\W_]*$/;

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = DECORATION.exec(lower)?.[1] ?? lower;
  // A core of one or two letters is not a word from the list but decoration around digits.
  return core.length >= 3 && COMMON.has(core);
}

export const COMMON_PASSWORD_COUNT = COMMON.size;
