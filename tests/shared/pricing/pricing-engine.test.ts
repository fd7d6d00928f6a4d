import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from '../../../src/shared/pricing/amortization.ts';
import { closedEndApr } from '../../../src/shared/pricing/apr.ts';
import { bindingLimit, price } from '../../../src/shared/pricing/pricing-engine.ts';
import type { PricingFacts, PricingLiability } from '../../../src/shared/pricing/pricing-types.ts';
import {
  baselineFacts as baseline,
  firstMortgage,
  rateSheet as sheet,
} from '../../support/pricing-baseline.ts';

const productOf = (facts: PricingFacts, id: string, options = {}) => {
  const found = price(sheet, facts, options).products.find((product) => product.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
const rateOf = (facts: PricingFacts, id = 'HELOC-360-0') => productOf(facts, id).rate;

describe('the rate sheet', () => {
  it('offers HELOC and fixed home-equity loans, 360/240/180 months, fee options 0%, 1%, 2%, 3%', () => {
    const { products } = price(sheet, baseline);
    expect(products).toHaveLength(2 * 3 * 4);
    expect(products.slice(0, 4).map((p) => p.id)).toEqual([
      'HELOC-360-0',
      'HELOC-360-1',
      'HELOC-360-2',
      'HELOC-360-3',
    ]);
    expect(products.map((p) => p.termMonths).slice(0, 12)).toEqual([
      360, 360, 360, 360, 240, 240, 240, 240, 180, 180, 180, 180,
    ]);
    // Spec 4.8: the first product is the 0% option and the third the 2% option.
    expect(products[0]?.originationFeePercent).toBe(0);
    expect(products[2]?.originationFeePercent).toBe(2);
  });
});

describe('one priced offer, to the cent', () => {
  it('prices the baseline HELOC: base 8.25, CLTV 50% band -0.25 → 8.000%, APR = rate', () => {
    const heloc = productOf(baseline, 'HELOC-360-0');
    expect(heloc).toMatchObject({
      rate: 8,
      apr: 8,
      loanAmount: 50_000,
      originationFee: 0,
      maxLoanAmount: 250_000,
      cashToBorrower: 50_000,
    });
    expect(heloc.monthlyPayment).toBe(366.88);
  });

  it('prices the fixed loan with a 2% fee: the fee is in the Appendix J APR', () => {
    const loan = productOf(baseline, 'HELOAN-360-2');
    expect(loan.rate).toBe(6.875);
    expect(loan.originationFee).toBe(1_000);
    expect(loan.cashToBorrower).toBe(49_000);
    const payment = monthlyPaymentCents(50_000_00, 6.875, 360);
    expect(loan.monthlyPayment).toBe(payment / 100);
    expect(loan.apr).toBe(Math.round(closedEndApr(50_000_00, 1_000_00, payment, 360) * 1000) / 1000);
    expect(loan.apr).toBeGreaterThan(loan.rate);
  });

  it('gives the HELOC no APR increase for a fee (open-end APR is interest only)', () => {
    const heloc = productOf(baseline, 'HELOC-360-2');
    expect(heloc.apr).toBe(heloc.rate);
  });
});

describe('every rate-sheet adjustment moves the rate by the sheet’s amount', () => {
  const base = rateOf(baseline);
  it.each([
    ['term 240', () => productOf(baseline, 'HELOC-240-0').rate, -0.125],
    ['term 180', () => productOf(baseline, 'HELOC-180-0').rate, -0.25],
    ['fee 1%', () => productOf(baseline, 'HELOC-360-1').rate, -0.375],
    ['fee 3%', () => productOf(baseline, 'HELOC-360-3').rate, -1],
    ['credit 720-759', () => rateOf({ ...baseline, creditScore: 740 }), 0.25],
    ['credit 680-719', () => rateOf({ ...baseline, creditScore: 700 }), 0.75],
    ['credit 640-679', () => rateOf({ ...baseline, creditScore: 650 }), 1.5],
    ['second home', () => rateOf({ ...baseline, occupancy: 'SecondHome' }), 0.5],
    ['investment', () => rateOf({ ...baseline, occupancy: 'Investment', creditScore: 780 }), 1.25],
    ['condominium', () => rateOf({ ...baseline, propertyType: 'Condominium' }), 0.25],
    ['2-4 units', () => rateOf({ ...baseline, propertyType: 'MultiFamily' }), 0.5],
    ['New York', () => rateOf({ ...baseline, state: 'NY' }), 0.25],
    ['Florida', () => rateOf({ ...baseline, state: 'FL' }), 0.125],
    ['CLTV 60-70%', () => rateOf({ ...baseline, requestedCashCents: 140_000_00 }), 0.25],
    ['CLTV 70-80%', () => rateOf({ ...baseline, requestedCashCents: 190_000_00 }), 0.5],
    ['CLTV 80-90%', () => rateOf({ ...baseline, requestedCashCents: 240_000_00 }), 1],
  ])('%s', (_rule, priced, difference) => {
    expect(Math.round((priced() - base) * 1000) / 1000).toBe(difference);
  });

  it('declines a score below the last band, a property type the sheet does not list, and an occupancy without a cap', () => {
    expect(price(sheet, { ...baseline, creditScore: 600 }).ineligibleReasons[0]).toContain(
      'credit score of 600',
    );
    expect(price(sheet, { ...baseline, propertyType: 'ManufacturedHome' }).ineligibleReasons).toEqual([
      'This program does not lend on this property type (ManufacturedHome).',
    ]);
    expect(price(sheet, { ...baseline, occupancy: 'Investment', creditScore: 650 }).products).toEqual([]);
  });
});

describe('maximum amounts, limitedBy, prequalAmount and minAmount (spec 5)', () => {
  it('binds on CLTV: 90% of 500,000 less the 200,000 first mortgage', () => {
    const result = price(sheet, { ...baseline, requestedCashCents: 300_000_00 });
    expect(result.maxLimits.HELOC).toEqual({
      combinedLoanToValue: 250_000,
      programMaximum: 500_000,
      debtToIncome: 333_000,
    });
    expect(result.limitedBy).toBe('combinedLoanToValue');
    expect(result.products[0]?.loanAmount).toBe(250_000);
  });

  it('binds on the program maximum', () => {
    const rich: PricingFacts = {
      ...baseline,
      propertyValueCents: 2_000_000_00,
      monthlyIncomeCents: 60_000_00,
      requestedCashCents: 900_000_00,
    };
    const result = price(sheet, rich);
    expect(result.limitedBy).toBe('programMaximum');
    expect(result.products[0]?.loanAmount).toBe(500_000);
  });

  it('binds on debt-to-income when income is low', () => {
    const result = price(sheet, {
      ...baseline,
      monthlyIncomeCents: 5_000_00,
      requestedCashCents: 200_000_00,
    });
    expect(result.limitedBy).toBe('debtToIncome');
    // 45% of 5,000 less the 1,500 mortgage payment leaves 750 a month for a 240-month payment at 9.000%.
    expect(result.maxLimits.HELOC?.debtToIncome).toBe(83_000);
    expect(result.products[0]?.maxLoanAmount).toBe(83_000);
  });

  it('says none when the amount asked for fits every cap', () => {
    expect(price(sheet, baseline).limitedBy).toBe('none');
  });

  it('applies the Texas rule: 80% CLTV and a 35,000 minimum', () => {
    const result = price(sheet, { ...baseline, state: 'TX', requestedCashCents: 10_000_00 });
    expect(result.maxLimits.HELOC?.combinedLoanToValue).toBe(200_000);
    expect(result.products[0]?.loanAmount).toBe(35_000);
  });

  it('raises a small request to the 25,000 minimum and keeps amounts in steps of 1,000', () => {
    expect(price(sheet, { ...baseline, requestedCashCents: 10_000_00 }).products[0]?.loanAmount).toBe(25_000);
    expect(price(sheet, baseline, { loanAmountCents: 61_499_00 }).products[0]?.loanAmount).toBe(61_000);
  });

  it('takes prequalAmount as the smallest maximum across buydowns, and 0 when nothing is offered', () => {
    const result = price(sheet, { ...baseline, monthlyIncomeCents: 5_000_00 });
    const maxima = Object.values(result.maxLoanAmountsByBuydown);
    expect(Object.keys(result.maxLoanAmountsByBuydown)).toEqual(['0%', '1%', '2%', '3%']);
    expect(result.prequalAmount).toBe(Math.min(...maxima));
    // Buying the rate down lowers the qualifying payment, so a bigger fee allows a bigger loan.
    expect(result.maxLoanAmountsByBuydown['3%']).toBeGreaterThan(
      result.maxLoanAmountsByBuydown['0%'] as number,
    );
    expect(price(sheet, { ...baseline, creditScore: 500 }).prequalAmount).toBe(0);
  });

  it('sums the REQUIRED payoffs into minAmount and lends at least that much', () => {
    const liabilities: PricingLiability[] = [
      firstMortgage,
      {
        id: 'heloc-old',
        type: 'HELOC',
        outstandingBalanceCents: 42_345_67,
        monthlyPaymentCents: 300_00,
        creditLimitCents: 60_000_00,
        securedBySubjectProperty: true,
        payoff: 'REQUIRED',
      },
      {
        id: 'card',
        type: 'Revolving',
        outstandingBalanceCents: 5_000_00,
        monthlyPaymentCents: 150_00,
        securedBySubjectProperty: false,
        payoff: 'CHOSEN',
      },
    ];
    const result = price(sheet, { ...baseline, requestedCashCents: 0, liabilities });
    expect(result.minAmount).toBe(42_345.67);
    // The payoffs (42,345.67 required, 5,000 chosen) rounded up to the step: the cash left is never negative.
    expect(result.products[0]?.loanAmount).toBe(48_000);
    expect(result.products[0]?.cashToBorrower).toBe(654.33);
    expect(
      price(sheet, { ...baseline, liabilities }, { loanAmountCents: 25_000_00 }).products[0]?.loanAmount,
    ).toBe(48_000);
  });

  it('counts a HELOC that stays at its full credit limit', () => {
    const staying: PricingLiability = {
      id: 'heloc',
      type: 'HELOC',
      outstandingBalanceCents: 10_000_00,
      monthlyPaymentCents: 100_00,
      creditLimitCents: 50_000_00,
      securedBySubjectProperty: true,
      payoff: 'STAYS',
    };
    // 90% of 500,000 less the line's 50,000 limit (not its 10,000 balance).
    expect(price(sheet, { ...baseline, liabilities: [staying] }).maxLimits.HELOC?.combinedLoanToValue).toBe(
      400_000,
    );
  });

  it('reports the property value it priced on', () => {
    expect(price(sheet, baseline).propertyValue).toBe(500_000);
  });

  it.each([
    [{ a: 100, b: 50 }, 60, 'b'],
    [{ a: 100, b: 50 }, 120, 'b'],
    [{ a: 100, b: 150 }, 120, 'a'],
    [{ a: 100 }, 100, 'none'],
    [{}, 100, 'none'],
  ])('bindingLimit(%j, %i) is %s', (limits, needed, name) => {
    expect(bindingLimit(limits, needed)).toBe(name);
  });
});

describe('determinism', () => {
  it('prices the same facts the same way every time', () => {
    expect(price(sheet, baseline)).toEqual(price(sheet, structuredClone(baseline)));
  });
});
