import { onFirstUse } from '../../../shared/on-first-use.ts';

/** Formatting of digit-only answers while the borrower types: whole dollars and US phone numbers. */

export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

const thousands = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** 425000 → `425,000`. */
export const formatThousands = (amount: number): string => thousands().format(amount);

/** 25000 → `$25,000`. */
export const formatDollars = (amount: number): string => `$${formatThousands(amount)}`;

/** Whole dollars from what was typed: digits only, so `$425,000.` reads as 425000; nothing typed is undefined. */
export function parseWholeDollars(text: string, maxDigits = 12): number | undefined {
  const digits = onlyDigits(text.split('.')[0] ?? '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxDigits);
  return digits === '' ? undefined : Number(digits);
}

/** The 10 digits of a US phone number as typed so far; a leading country code 1 is dropped. */
export function phoneDigits(text: string): string {
  const digits = onlyDigits(text);
  return (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
}

/** `6145550123` → `(614) 555-0123`, shaped progressively while typing: `(614) 55`. */
export function formatPhone(digits: string): string {
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** How many digits come before `caret` in `text`. */
export const digitsBefore = (text: string, caret: number): number => onlyDigits(text.slice(0, caret)).length;

/** The caret position just after the `count`-th digit of `formatted` (keeps the caret in place across a reformat). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return formatted.search(/\d/) === -1 ? formatted.length : formatted.search(/\d/);
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] as string)) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

/** The (at most 9) digits of a Social Security number as typed so far. */
export const ssnDigits = (text: string): string => onlyDigits(text).slice(0, 9);

/** `123456789` → `123-45-6789`, shaped progressively while typing: `123-4`. */
export function formatSsn(digits: string): string {
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The SSN as the server returns it once stored: `*****6789`. */
export const isMaskedSsn = (value: unknown): value is string =>
  typeof value === 'string' && /^[*]{5}[0-9]{4}$/.test(value);

/** Only the last four digits of an SSN, stored (`*****6789`) or typed (`123456789`): `•••-••-6789`. */
export const hiddenSsn = (value: string): string => `•••-••-${value.slice(-4)}`;
