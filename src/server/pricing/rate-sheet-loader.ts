import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import { ConfigError } from '../config.ts';

const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../schemas/rate-sheet.schema.json',
);

/** Problems of a rate sheet, in words a product owner can act on; empty when it is usable. */
export function rateSheetProblems(sheet: unknown): string[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  if (!validate(sheet)) {
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '(sheet)'} ${error.message ?? 'is not valid'}`,
    );
  }
  const { adjustments, originationFeeOptions: fees, program } = sheet as RateSheet;
  const problems: string[] = [];
  if (fees[0]?.feePercent !== 0) problems.push('/originationFeeOptions/0 must be the 0% option (spec 4.8)');
  if (fees[2]?.feePercent !== 2) problems.push('/originationFeeOptions/2 must be the 2% option (spec 4.8)');
  const descending = (values: number[]) =>
    values.every((value, i) => i === 0 || value < (values[i - 1] as number));
  if (!descending(adjustments.creditScore.map((band) => band.minScore)))
    problems.push('/adjustments/creditScore must list bands from the highest minScore down');
  if (!descending(adjustments.cltv.map((band) => -band.maxCltvPercent)))
    problems.push('/adjustments/cltv must list bands from the lowest maxCltvPercent up');
  const { minimumAmount, maximumAmount, amountStep } = program;
  if (minimumAmount % amountStep !== 0 || maximumAmount % amountStep !== 0)
    problems.push('/program amounts must be multiples of amountStep');
  if (minimumAmount > maximumAmount) problems.push('/program/minimumAmount must not exceed maximumAmount');
  const { effectiveDate, expirationDate } = sheet as RateSheet;
  if (expirationDate !== undefined && expirationDate < effectiveDate)
    problems.push('/expirationDate must not be before effectiveDate');
  return problems;
}

export function loadRateSheet(file: string): RateSheet {
  let sheet: unknown;
  try {
    sheet = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError('RATE_SHEET', `cannot be read as JSON (${file}): ${(error as Error).message}`);
  }
  const problems = rateSheetProblems(sheet);
  if (problems.length > 0)
    throw new ConfigError('RATE_SHEET', `file ${file} is not a valid rate sheet: ${problems.join('; ')}`);
  return sheet as RateSheet;
}
