import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/server/notices/notice-records.ts';
import {
  DEFAULT_LOCK_DAYS,
  lockRefusal,
  offerLifeRefusal,
  rateSheetRefusal,
  sheetStamp,
  takeLock,
} from '../../../src/server/pricing/rate-lock.ts';
import { price } from '../../../src/shared/pricing/pricing-engine.ts';
import type { PricedProduct } from '../../../src/shared/pricing/pricing-types.ts';
import type { RateSheet } from '../../../src/shared/pricing/rate-sheet-types.ts';
import { baselineFacts, rateSheet } from '../../support/pricing-baseline.ts';

const sheet = rateSheet as RateSheet;
const offer = price(sheet, baselineFacts).products[0] as PricedProduct;
const accepted = new Date('2026-11-28T22:30:00Z');

describe('a rate lock (issue 18, item 7)', () => {
  it('runs for the sheet’s lock period from the UTC day of acceptance, holding the accepted terms', () => {
    const lock = takeLock(offer, { ...sheet, rateLock: { periodDays: 30 } }, accepted);
    expect(lock).toMatchObject({
      lockedAt: '2026-11-28T22:30:00.000Z',
      lockedOn: '2026-11-28',
      expiresOn: '2026-12-28',
      periodDays: 30,
      endsWithRateSheet: false,
      terms: {
        productId: offer.id,
        interestRate: offer.rate,
        apr: offer.apr,
        loanAmount: offer.loanAmount,
      },
    });
    const { rateLock: _none, ...noPeriod } = sheet;
    expect(takeLock(offer, noPeriod, accepted).periodDays).toBe(DEFAULT_LOCK_DAYS);
  });

  it('ends with its rate sheet when the sheet expires first', () => {
    const lock = takeLock(offer, { ...sheet, expirationDate: '2026-12-15' }, accepted);
    expect(lock).toMatchObject({ expiresOn: '2026-12-15', endsWithRateSheet: true });
    expect(lockRefusal(lock, '2026-12-15')).toBeNull();
    expect(lockRefusal(lock, '2026-12-16')?.code).toBe('lock_expired');
  });

  it('holds locked terms against a newer sheet; unlocked terms are refused once another sheet is in force', () => {
    const pricedOn = sheetStamp(sheet);
    const newer = { ...sheet, effectiveDate: '2026-12-01' };
    const lock = takeLock(offer, sheet, accepted);
    expect(offerLifeRefusal(lock, pricedOn, newer, '2026-12-02')).toBeNull();
    expect(offerLifeRefusal(undefined, pricedOn, newer, '2026-12-02')).toMatchObject({
      code: 'rate_sheet_changed',
    });
    expect(
      rateSheetRefusal(pricedOn, { ...sheet, expirationDate: '2026-11-30' }, '2026-12-01'),
    ).toMatchObject({
      code: 'rate_sheet_expired',
      message:
        'The rates these terms were priced on expired on November 30, 2026, and no newer rates are in force yet.',
    });
    expect(rateSheetRefusal(pricedOn, sheet, '2026-12-01')).toBeNull();
  });
});

describe('25 months of retention (Reg B 1002.12(b))', () => {
  it('counts calendar months, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-11-28', 25)).toBe('2028-12-28');
    expect(addMonths('2026-01-31', 25)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 25)).toBe('2028-04-30');
  });
});
