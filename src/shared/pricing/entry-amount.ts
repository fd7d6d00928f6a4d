/**
 * The amount a borrower asks for, checked when it is entered (issue 17, item 3): against the home's value and the
 * rate sheet's program rules, before any credit pull. The server refuses with these words and the browser shows
 * the same ones under the field, so both read the limits from here.
 */
import type { Occupancy, RateSheet } from './rate-sheet-types.ts';

export interface EntryAmountLimits {
  /** The smallest amount lent, whole dollars. */
  minimum: number;
  /** Amounts go up in this step, whole dollars. */
  step: number;
  /** The most this home can support, whole dollars; null while its value is unknown. */
  maximum: number | null;
  /** The value the maximum rests on, whole dollars; null while unknown. */
  value: number | null;
}

export interface EntryAmountFacts {
  occupancy?: string;
  /** The home's state (two letters), for the state's own rules. */
  state?: string;
  /** The value pricing will use: chosen in the value detour, else the AVM's, else the borrower's estimate. */
  valueDollars?: number;
}

type EntrySheet = Pick<RateSheet, 'program' | 'cltvCaps' | 'stateRules'>;

/**
 * The highest combined loan-to-value any score band allows for the occupancy (any occupancy's when it is not
 * known yet), within the state's own cap. Liens that stay are unknown before the credit pull, so at entry the
 * whole cap is counted as room for this loan: this is the best case, and pricing applies the real caps (the
 * borrower's band, the liens that stay, income) once the credit file is in.
 */
function bestCltvPercent(sheet: EntrySheet, facts: EntryAmountFacts): number | undefined {
  const bands = facts.occupancy
    ? (sheet.cltvCaps[facts.occupancy as Occupancy] ?? [])
    : Object.values(sheet.cltvCaps).flat();
  if (bands.length === 0) return undefined;
  const best = Math.max(...bands.map((band) => band.maxCltvPercent));
  const stateCap = facts.state ? sheet.stateRules[facts.state]?.maxCltvPercent : undefined;
  return stateCap === undefined ? best : Math.min(best, stateCap);
}

export function entryAmountLimits(sheet: EntrySheet, facts: EntryAmountFacts): EntryAmountLimits {
  const { program } = sheet;
  const stateMinimum = facts.state ? sheet.stateRules[facts.state]?.minimumAmount : undefined;
  const minimum = Math.max(program.minimumAmount, stateMinimum ?? 0);
  const value = facts.valueDollars !== undefined && facts.valueDollars > 0 ? facts.valueDollars : null;
  const cltv = value === null ? undefined : bestCltvPercent(sheet, facts);
  // An occupancy the program does not lend on has no cap here: pricing says why, with the borrower's band.
  const maximum =
    value === null || cltv === undefined
      ? null
      : Math.floor((value * cltv) / 100 / program.amountStep) * program.amountStep;
  return { minimum, step: program.amountStep, maximum, value };
}

/**
 * What is wrong with `amount` at entry, with the amounts the words name (whole dollars); undefined when it may be
 * asked for. The server words it from the `api` catalogue (`refusal.amount.<kind>`), the screen from `errors`
 * (`amount.<kind>`), each in the borrower's language.
 */
export type EntryAmountProblem =
  | { kind: 'belowMinimum'; minimum: number }
  | { kind: 'step'; step: number }
  | { kind: 'homeTooSmall'; value: number; minimum: number }
  | { kind: 'aboveMaximum'; maximum: number; value: number };

export function entryAmountProblem(
  limits: EntryAmountLimits,
  amount: number,
): EntryAmountProblem | undefined {
  if (amount < limits.minimum) return { kind: 'belowMinimum', minimum: limits.minimum };
  if (amount % limits.step !== 0) return { kind: 'step', step: limits.step };
  if (limits.maximum === null || amount <= limits.maximum) return undefined;
  const value = limits.value ?? 0;
  return limits.maximum < limits.minimum
    ? { kind: 'homeTooSmall', value, minimum: limits.minimum }
    : { kind: 'aboveMaximum', maximum: limits.maximum, value };
}

/** The problem's amounts as money in a language's format, for its message. */
export function entryAmountValues(
  problem: EntryAmountProblem,
  usd: (dollars: number) => string,
): Record<string, string> {
  const { kind: _kind, ...amounts } = problem;
  return Object.fromEntries(Object.entries(amounts).map(([name, dollars]) => [name, usd(dollars)]));
}
