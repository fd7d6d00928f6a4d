import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryAmountLimits, entryAmountProblem } from '../../../src/shared/pricing/entry-amount.ts';
import { price } from '../../../src/shared/pricing/pricing-engine.ts';
import type { RateSheet } from '../../../src/shared/pricing/rate-sheet-types.ts';

const sheet = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../src/server/pricing/rate-sheet.json'), 'utf8'),
) as RateSheet;

describe('the amount asked for, at entry', () => {
  it('a $550,000 primary residence supports $495,000 at best (the best band, 90%), in steps of $1,000', () => {
    const limits = entryAmountLimits(sheet, { occupancy: 'PrimaryResidence', valueDollars: 550_000 });
    expect(limits).toEqual({ minimum: 25_000, step: 1_000, maximum: 495_000, value: 550_000 });
    expect(entryAmountProblem(limits, 495_000)).toBeUndefined();
    expect(entryAmountProblem(limits, 900_000)).toEqual({
      kind: 'aboveMaximum',
      maximum: 495_000,
      value: 550_000,
    });
    expect(entryAmountProblem(limits, 24_000)).toEqual({ kind: 'belowMinimum', minimum: 25_000 });
    expect(entryAmountProblem(limits, 60_500)).toEqual({ kind: 'step', step: 1_000 });
  });

  it('is never below what pricing offers the best borrower, with no liens, on the same home', () => {
    for (const occupancy of ['PrimaryResidence', 'SecondHome', 'Investment'] as const) {
      const { maximum } = entryAmountLimits(sheet, { occupancy, valueDollars: 400_000, state: 'OH' });
      const best = price(sheet, {
        propertyValueCents: 400_000_00,
        state: 'OH',
        occupancy,
        propertyType: 'SingleFamily',
        creditScore: 850,
        requestedCashCents: 1_000_000_00,
        liabilities: [],
      });
      expect(maximum).toBe(best.maxLimits.HELOC?.combinedLoanToValue);
    }
  });

  it('takes the occupancy’s own caps, the state’s rules, and any occupancy’s best before the use is known', () => {
    expect(entryAmountLimits(sheet, { occupancy: 'Investment', valueDollars: 550_000 }).maximum).toBe(
      412_000,
    );
    const texas = entryAmountLimits(sheet, {
      occupancy: 'PrimaryResidence',
      state: 'TX',
      valueDollars: 550_000,
    });
    expect(texas).toMatchObject({ minimum: 35_000, maximum: 440_000 });
    expect(entryAmountLimits(sheet, { valueDollars: 550_000 }).maximum).toBe(495_000);
  });

  it('has no maximum before the value is known', () => {
    const limits = entryAmountLimits(sheet, { occupancy: 'PrimaryResidence' });
    expect(limits.maximum).toBeNull();
    expect(entryAmountProblem(limits, 5_000_000)).toBeUndefined();
  });

  it('says when the home supports less than the smallest loan', () => {
    const limits = entryAmountLimits(sheet, { occupancy: 'PrimaryResidence', valueDollars: 25_000 });
    expect(entryAmountProblem(limits, 25_000)).toEqual({
      kind: 'homeTooSmall',
      value: 25_000,
      minimum: 25_000,
    });
  });
});
