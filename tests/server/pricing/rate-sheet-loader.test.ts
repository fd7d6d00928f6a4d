import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_SHEET_FILE } from '../../../src/server/config.ts';
import { loadRateSheet, rateSheetProblems } from '../../../src/server/pricing/rate-sheet-loader.ts';

const sheet = () => JSON.parse(readFileSync(DEFAULT_RATE_SHEET_FILE, 'utf8'));

describe('the rate sheet as data', () => {
  it('is valid as shipped', () => {
    expect(rateSheetProblems(sheet())).toEqual([]);
    expect(loadRateSheet(DEFAULT_RATE_SHEET_FILE).program).toMatchObject({
      minimumAmount: 25000,
      amountStep: 1000,
    });
  });

  it.each([
    [
      'a first fee option that is not 0%',
      (s: ReturnType<typeof sheet>) => {
        s.originationFeeOptions[0].feePercent = 0.5;
      },
      'must be the 0% option',
    ],
    [
      'a third fee option that is not 2%',
      (s: ReturnType<typeof sheet>) => {
        s.originationFeeOptions[2].feePercent = 1.5;
      },
      'must be the 2% option',
    ],
    [
      'fewer than three fee options',
      (s: ReturnType<typeof sheet>) => {
        s.originationFeeOptions = s.originationFeeOptions.slice(0, 2);
      },
      'must NOT have fewer than 3 items',
    ],
    [
      'a term other than 360, 240 or 180',
      (s: ReturnType<typeof sheet>) => {
        s.terms.push(120);
      },
      '/terms/3',
    ],
    [
      'credit bands out of order',
      (s: ReturnType<typeof sheet>) => {
        s.adjustments.creditScore.reverse();
      },
      'highest minScore down',
    ],
    [
      'an amount that is not a multiple of the step',
      (s: ReturnType<typeof sheet>) => {
        s.program.minimumAmount = 25500;
      },
      'multiples of amountStep',
    ],
    [
      'an expiration date before the effective date',
      (s: ReturnType<typeof sheet>) => {
        s.expirationDate = '2026-10-31';
      },
      '/expirationDate must not be before effectiveDate',
    ],
    [
      'a lock period of no days',
      (s: ReturnType<typeof sheet>) => {
        s.rateLock = { periodDays: 0 };
      },
      '/rateLock/periodDays must be >= 1',
    ],
    [
      'an unknown field',
      (s: ReturnType<typeof sheet>) => {
        s.discount = 1;
      },
      'must NOT have additional properties',
    ],
  ])('refuses %s', (_case, edit, message) => {
    const broken = sheet();
    edit(broken);
    expect(rateSheetProblems(broken).join('\n')).toContain(message);
  });

  it('stops start-up with a message naming RATE_SHEET', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sheet-')), 'broken.json');
    writeFileSync(file, JSON.stringify({ ...sheet(), terms: [] }));
    expect(() => loadRateSheet(file)).toThrow(/RATE_SHEET .*not a valid rate sheet/);
  });
});
