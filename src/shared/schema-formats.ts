import type { Ajv } from 'ajv';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YOUNGEST_BORROWER = 18;
const OLDEST_BORROWER = 120;

/** Whole years from `birth` to `today`, counting a birthday only once it has come (UTC calendar dates). */
function ageOn(year: number, month: number, day: number, today: Date): number {
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** A real calendar date (YYYY-MM-DD) on which someone now 18 to 120 years old was born. */
export function isAdultBirthDate(value: string, today: Date = new Date()): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return false;
  }
  const age = ageOn(year, month, day, today);
  return age >= YOUNGEST_BORROWER && age <= OLDEST_BORROWER;
}

/**
 * Our own JSON Schema formats. A step names one with `format`; the screen (RJSF's validator) and the server
 * (Ajv) check answers with the same functions.
 */
export const SCHEMA_FORMATS = {
  'birth-date': (value: string) => isAdultBirthDate(value),
} as const;

export function addSchemaFormats(ajv: Ajv): Ajv {
  for (const [name, validate] of Object.entries(SCHEMA_FORMATS))
    ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}
