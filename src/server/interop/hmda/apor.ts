/**
 * Rate spread (Reg C 1003.4(a)(12)): the APR less the average prime offer rate (APOR) for a comparable
 * transaction on the date the rate was set, to three decimals. The FFIEC publishes the APOR tables weekly; this
 * product ships none, so an operator points HMDA_APOR_FILE at the weeks it needs (README, "HMDA LAR"). Without a
 * week covering the rate-set date the rate spread is reported NA, and the export says so.
 */
import { readFileSync } from 'node:fs';

/** One week of the FFIEC table: the Monday it starts, and per term in years (1 to 50) the fixed and adjustable APOR. */
export interface AporWeek {
  weekOf: string;
  fixed: Record<string, number>;
  adjustable?: Record<string, number>;
}

export type AporTable = readonly AporWeek[];

export function readAporTable(file: string | undefined): AporTable {
  if (!file) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`HMDA_APOR_FILE ${file}: expected an array of weeks`);
  return parsed as AporWeek[];
}

/** The APOR of the week holding `day` for a fixed-rate term of `termMonths` (rounded up to whole years, as the FFIEC tables are read). */
export function aporFor(table: AporTable, day: string, termMonths: number): number | undefined {
  const week = [...table]
    .filter((entry) => entry.weekOf <= day)
    .sort((a, b) => (a.weekOf < b.weekOf ? 1 : -1))[0];
  if (!week) return undefined;
  const age = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${week.weekOf}T00:00:00Z`)) / 86_400_000;
  if (age >= 7) return undefined;
  const years = Math.min(50, Math.max(1, Math.ceil(termMonths / 12)));
  return week.fixed[String(years)];
}

/** APR less APOR, three decimals, or undefined when no APOR is known. */
export function rateSpread(apr: number, apor: number | undefined): string | undefined {
  if (apor === undefined) return undefined;
  return (Math.round((apr - apor) * 1000) / 1000).toFixed(3);
}
