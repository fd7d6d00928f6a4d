import { describe, expect, it } from 'vitest';
import {
  type Decline,
  explainDecline,
  FORM_C1_REASONS,
  principalReasons,
  reasonOfKeyFactor,
} from '../../../src/shared/pricing/decline-reasons.ts';
import { price } from '../../../src/shared/pricing/pricing-engine.ts';
import type { PricingFacts } from '../../../src/shared/pricing/pricing-types.ts';
import type { RateSheet } from '../../../src/shared/pricing/rate-sheet-types.ts';
import {
  baselineFacts as baseline,
  firstMortgage,
  rateSheet as sheet,
} from '../../support/pricing-baseline.ts';

/** The baseline's first mortgage with another balance. */
const mortgage = (balanceCents: number) => ({ ...firstMortgage, outstandingBalanceCents: balanceCents });

const declinesOf = (facts: Partial<PricingFacts>, rates: RateSheet = sheet) =>
  price(rates, { ...baseline, ...facts }).declines;

describe('the pricing engine says why it offers nothing, with the figures', () => {
  it('offers and declines nothing for the baseline', () => {
    expect(declinesOf({})).toEqual([]);
  });

  it('a score below every band, an occupancy that needs a higher score, a kind of home it does not lend on', () => {
    expect(declinesOf({ creditScore: 600 })).toContainEqual({
      code: 'creditScore',
      score: 600,
      minimumScore: 640,
    });
    expect(declinesOf({ occupancy: 'Investment', creditScore: 650 })).toEqual([
      { code: 'occupancyScore', occupancy: 'Investment', score: 650, minimumScore: 680 },
    ]);
    expect(declinesOf({ propertyType: 'ManufacturedHome' })).toEqual([
      { code: 'propertyType', propertyType: 'ManufacturedHome' },
    ]);
  });

  it('the value at the CLTV cap, less the liens that stay, below the smallest loan', () => {
    expect(declinesOf({ propertyValueCents: 240_000_00 })).toEqual([
      {
        code: 'collateral',
        propertyValue: 240_000,
        liensThatStay: 200_000,
        maxCltvPercent: 90,
        largestLoan: 16_000,
        smallestLoan: 25_000,
        requiredPayoffs: 0,
      },
    ]);
  });

  it('a second lien to pay off that the value cannot carry raises the smallest loan', () => {
    const heloc = {
      ...mortgage(90_000_00),
      id: 'heloc',
      type: 'HELOC' as const,
      payoff: 'REQUIRED' as const,
    };
    const [decline] = declinesOf({
      propertyValueCents: 300_000_00,
      liabilities: [mortgage(200_000_00), heloc],
    });
    expect(decline).toMatchObject({
      code: 'collateral',
      smallestLoan: 90_000,
      requiredPayoffs: 90_000,
      largestLoan: 70_000,
    });
  });

  it('payments above the debt-to-income cap for even the smallest loan', () => {
    const [decline] = declinesOf({ monthlyIncomeCents: 3_000_00 });
    expect(decline).toMatchObject({
      code: 'debtToIncome',
      monthlyIncome: 3_000,
      monthlyDebts: 1_500,
      maxDebtToIncomePercent: 45,
      smallestLoan: 25_000,
    });
  });

  it("a state's maximum below the smallest loan", () => {
    const capped = { ...sheet, stateRules: { OH: { maximumAmount: 20_000 } } } as RateSheet;
    expect(declinesOf({}, capped)).toEqual([
      { code: 'programLimits', state: 'OH', largestLoan: 20_000, smallestLoan: 25_000 },
    ]);
  });
});

describe('the declines in plain words and as form C-1 reasons', () => {
  const collateral: Decline = {
    code: 'collateral',
    propertyValue: 200_000,
    liensThatStay: 180_000,
    maxCltvPercent: 90,
    largestLoan: 0,
    smallestLoan: 25_000,
    requiredPayoffs: 0,
  };

  it('explains with the figures', () => {
    expect(explainDecline(collateral)).toBe(
      "We value your home at $200,000. This program lends up to 90% of a home's value, counting the $180,000 you owe on it that stays. That leaves nothing to lend, and the smallest loan it can make you is $25,000.",
    );
    expect(explainDecline({ code: 'creditScore', score: 610, minimumScore: 640 })).toContain('610');
  });

  it('maps collateral, income and file declines onto the C-1 reasons, each once, at most four', () => {
    expect(
      principalReasons([collateral, { code: 'propertyType', propertyType: 'ManufacturedHome' }]),
    ).toEqual([FORM_C1_REASONS.collateral]);
    expect(
      principalReasons([
        {
          code: 'debtToIncome',
          monthlyIncome: 1,
          monthlyDebts: 1,
          maxDebtToIncomePercent: 45,
          largestLoan: 0,
          smallestLoan: 25_000,
        },
        { code: 'thinFile' },
      ]),
    ).toEqual([FORM_C1_REASONS.excessiveObligations, FORM_C1_REASONS.limitedCreditExperience]);
    expect(principalReasons([{ code: 'frozenFile' }])).toEqual([FORM_C1_REASONS.incomplete]);
    const factors = [
      'Serious delinquency',
      'Too many inquiries last 12 months',
      'Length of time accounts have been established',
      'Proportion of balances to credit limits is too high',
      'Derogatory public record or collection filed',
    ];
    const reasons = principalReasons([{ code: 'creditScore', score: 600, minimumScore: 640 }], factors);
    expect(reasons).toEqual([
      FORM_C1_REASONS.delinquent,
      FORM_C1_REASONS.inquiries,
      FORM_C1_REASONS.limitedCreditExperience,
      'Other, specify: Proportion of balances to credit limits is too high',
    ]);
  });

  it('names a key factor no C-1 reason covers as it is', () => {
    expect(reasonOfKeyFactor('Bankruptcy filed')).toBe(FORM_C1_REASONS.bankruptcy);
    expect(reasonOfKeyFactor('Lack of recent installment loan information')).toBe(
      'Other, specify: Lack of recent installment loan information',
    );
  });
});
