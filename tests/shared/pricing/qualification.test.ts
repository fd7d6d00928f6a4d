import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from '../../../src/shared/pricing/amortization.ts';
import { amountBounds, feeOptionOffers, stateRuleNote } from '../../../src/shared/pricing/offer-choices.ts';
import { price } from '../../../src/shared/pricing/pricing-engine.ts';
import type { PricingLiability } from '../../../src/shared/pricing/pricing-types.ts';
import {
  baselineFacts as baseline,
  firstMortgage,
  rateSheet as sheet,
} from '../../support/pricing-baseline.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

describe('issue 18 item 2: the 0% and 2% options are found by their fee', () => {
  it('with income 3,800 a month keeps a 0% and a 2% offer, never two 3% ones', () => {
    const result = price(sheet, { ...baseline, monthlyIncomeCents: 3_800_00 });
    // The DTI cap removed the line's 0%-2% offers at 360 months: by position the first and third were 3% offers.
    expect(result.products[0]?.originationFeePercent).toBe(3);
    const kept = feeOptionOffers(result.products);
    expect(kept.map((offer) => offer.originationFeePercent)).toEqual([0, 2]);
    expect(kept.map((offer) => offer.id)).toEqual(['HELOAN-360-0', 'HELOAN-360-2']);
  });

  it('leaves an option out when no offer has its fee', () => {
    const result = price(sheet, { ...baseline, monthlyIncomeCents: 3_800_00 });
    const onlyThreePercent = result.products.filter((offer) => offer.originationFeePercent === 3);
    expect(onlyThreePercent.length).toBeGreaterThan(0);
    expect(feeOptionOffers(onlyThreePercent)).toEqual([]);
    const noTwo = result.products.filter((offer) => offer.originationFeePercent !== 2);
    expect(feeOptionOffers(noTwo).map((offer) => offer.originationFeePercent)).toEqual([0]);
  });
});

describe('issue 18 item 3: every term qualifies on its own payment', () => {
  const lowIncome = { ...baseline, requestedCashCents: 400_000_00, monthlyIncomeCents: 8_000_00 };

  it('keeps a 15-year loan at its maximum within the 45% cap (it reached 45.4% on a 240-month payment)', () => {
    const result = price(sheet, lowIncome);
    for (const id of ['HELOAN-180-0', 'HELOAN-180-2']) {
      const offer = result.products.find((candidate) => candidate.id === id);
      expect(offer?.loanAmount).toBe(offer?.maxLoanAmount);
      expect(offer?.qualifyingPayment).toBe(offer?.monthlyPayment);
      const debts = cents(offer?.qualifyingPayment ?? 0) + 1_500_00;
      expect(debts).toBeLessThanOrEqual(8_000_00 * 0.45);
      // One step more would not fit: the cap is the term's own, not a longer term's.
      expect(
        monthlyPaymentCents(cents((offer?.loanAmount ?? 0) + 1_000), offer?.rate ?? 0, 180) + 1_500_00,
      ).toBeGreaterThan(8_000_00 * 0.45);
    }
    const at = (id: string) => result.products.find((candidate) => candidate.id === id)?.maxLoanAmount ?? 0;
    expect(at('HELOAN-180-0')).toBeLessThan(at('HELOAN-240-0'));
    expect(at('HELOAN-240-0')).toBeLessThan(at('HELOAN-360-0'));
  });

  it('qualifies a line on the full line over 20 years, or its own term when shorter', () => {
    const result = price(sheet, baseline, { loanAmountCents: 30_000_00, lineAmountCents: 100_000_00 });
    const line = (term: number) => result.products.find((offer) => offer.id === `HELOC-${term}-0`);
    const l360 = line(360);
    expect(l360?.loanAmount).toBe(30_000);
    expect(l360?.lineAmount).toBe(100_000);
    expect(cents(l360?.qualifyingPayment ?? 0)).toBe(monthlyPaymentCents(100_000_00, l360?.rate ?? 0, 240));
    const l180 = line(180);
    expect(cents(l180?.qualifyingPayment ?? 0)).toBe(monthlyPaymentCents(100_000_00, l180?.rate ?? 0, 180));
    // 10,000 income: (qualifying payment + 1,500 first mortgage) / 10,000.
    expect(l360?.debtToIncomePercent).toBe(
      Math.round(((cents(l360?.qualifyingPayment ?? 0) + 1_500_00) / 10_000_00) * 10_000) / 100,
    );
  });

  it('counts URLA 2d other obligations (alimony, child support) against the income', () => {
    const without = price(sheet, lowIncome);
    const withSupport = price(sheet, { ...lowIncome, otherMonthlyObligationsCents: 500_00 });
    const max = (result: typeof without) =>
      result.products.find((o) => o.id === 'HELOAN-360-0')?.maxLoanAmount ?? 0;
    expect(max(withSupport)).toBeLessThan(max(without));
    const offer = withSupport.products.find((o) => o.id === 'HELOAN-360-0');
    expect(cents(offer?.qualifyingPayment ?? 0) + 1_500_00 + 500_00).toBeLessThanOrEqual(8_000_00 * 0.45);
    // 45% of 3,900 is 1,755: 1,500 first mortgage and 300 child support leave nothing for a payment.
    const none = price(sheet, {
      ...baseline,
      monthlyIncomeCents: 3_900_00,
      otherMonthlyObligationsCents: 300_00,
    });
    expect(none.products).toEqual([]);
    expect(none.declines).toContainEqual(
      expect.objectContaining({ code: 'debtToIncome', monthlyDebts: 1_800 }),
    );
  });
});

describe('issue 18 item 4: cash to the borrower is never negative', () => {
  const oldLine: PricingLiability = {
    id: 'heloc-old',
    type: 'HELOC',
    outstandingBalanceCents: 90_000_00,
    monthlyPaymentCents: 700_00,
    creditLimitCents: 100_000_00,
    securedBySubjectProperty: true,
    payoff: 'REQUIRED',
  };

  it('finances the fee on a 90,000 payoff with nothing asked for (the 2% option gave -1,800)', () => {
    const result = price(sheet, {
      ...baseline,
      requestedCashCents: 0,
      liabilities: [firstMortgage, oldLine],
    });
    const offer = (fee: number) => result.products.find((o) => o.id === `HELOAN-360-${fee}`);
    expect(offer(0)).toMatchObject({ loanAmount: 90_000, originationFee: 0, cashToBorrower: 0 });
    expect(offer(1)).toMatchObject({ loanAmount: 91_000, originationFee: 910, cashToBorrower: 90 });
    expect(offer(2)).toMatchObject({
      loanAmount: 92_000,
      originationFee: 1_840,
      cashToBorrower: 160,
      minLoanAmount: 92_000,
    });
    expect(offer(3)).toMatchObject({ loanAmount: 93_000, originationFee: 2_790, cashToBorrower: 210 });
    expect(result.minLoanAmount).toBe(90_000);
  });

  it('prices an amount below the financed fee at the smallest amount that carries it', () => {
    const result = price(
      sheet,
      { ...baseline, liabilities: [firstMortgage, oldLine] },
      { loanAmountCents: 90_000_00 },
    );
    expect(result.products.find((o) => o.id === 'HELOAN-360-2')).toMatchObject({
      loanAmount: 92_000,
      cashToBorrower: 160,
    });
  });

  it('does not make an offer whose financed fee goes past the caps', () => {
    // 90% of 350,000 less the 200,000 first leaves 115,000: a 114,500 payoff fits without a fee, not with one on top.
    const payoff = { ...oldLine, outstandingBalanceCents: 114_500_00 };
    const result = price(sheet, {
      ...baseline,
      propertyValueCents: 350_000_00,
      requestedCashCents: 0,
      liabilities: [firstMortgage, payoff],
    });
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((o) => o.originationFeePercent === 0)).toBe(true);
    expect(result.products.every((o) => o.cashToBorrower >= 0)).toBe(true);
  });
});

describe('issue 18 item 5: state rules reach the result the slider is drawn from', () => {
  it('gives Texas its 35,000 minimum, its 2% fee cap and 80% CLTV, and makes no 3% offer there', () => {
    const result = price(sheet, { ...baseline, state: 'TX', requestedCashCents: 10_000_00 });
    expect(result.minLoanAmount).toBe(35_000);
    expect(result.stateRule).toMatchObject({
      state: 'TX',
      minimumAmount: 35_000,
      maxFeePercent: 2,
      maxCltvPercent: 80,
    });
    expect(stateRuleNote(result.stateRule)).toBe(
      'In Texas, the smallest amount is $35,000, the origination fee is at most 2% of the amount and all loans on the home together stay within 80% of its value (Texas Constitution, art. XVI §50(a)(6)).',
    );
    expect(amountBounds(result)).toEqual({ min: 35_000, max: 200_000, step: 1_000 });
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((o) => o.originationFeePercent <= 2 && o.minLoanAmount === 35_000)).toBe(
      true,
    );
    expect(result.products.every((o) => o.originationFee <= o.loanAmount * 0.02)).toBe(true);
    expect(Object.keys(result.maxLoanAmountsByBuydown)).toEqual(['0%', '1%', '2%']);
  });

  it('has no state rule in Ohio, where the slider starts at the program minimum', () => {
    const result = price(sheet, { ...baseline, requestedCashCents: 10_000_00 });
    expect(result.stateRule).toBeNull();
    expect(stateRuleNote(result.stateRule)).toBeNull();
    expect(result.minLoanAmount).toBe(25_000);
    expect(amountBounds(result).min).toBe(25_000);
  });
});

describe('issue 18 item 6: no third lien', () => {
  const closedEndSecond: PricingLiability = {
    id: 'second',
    type: 'Mortgage',
    outstandingBalanceCents: 30_000_00,
    monthlyPaymentCents: 300_00,
    securedBySubjectProperty: true,
    payoff: 'STAYS',
  };

  it('makes no offer when a second lien would stay behind the first', () => {
    const result = price(sheet, { ...baseline, liabilities: [firstMortgage, closedEndSecond] });
    expect(result.products).toEqual([]);
    expect(result.declines).toEqual([{ code: 'thirdLien', liensThatStay: 2 }]);
  });

  it('lends when that second is paid off from the new loan', () => {
    const result = price(sheet, {
      ...baseline,
      liabilities: [firstMortgage, { ...closedEndSecond, payoff: 'REQUIRED' }],
    });
    expect(result.minAmount).toBe(30_000);
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((o) => o.loanAmount >= 30_000 && o.cashToBorrower >= 0)).toBe(true);
  });
});
