import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from '../../../src/shared/pricing/amortization.ts';
import { price } from '../../../src/shared/pricing/pricing-engine.ts';
import type { PricingFacts, PricingLiability } from '../../../src/shared/pricing/pricing-types.ts';
import type { Occupancy } from '../../../src/shared/pricing/rate-sheet-types.ts';
import { rateSheet as sheet } from '../../support/pricing-baseline.ts';

/** Property tests over the product's rate sheet (issue 18): every offer made holds every cap, whatever the facts. */

const cents = (dollars: number) => Math.round(dollars * 100);
const { program } = sheet;

const lien = (id: string, type: PricingLiability['type'], payoff: PricingLiability['payoff']) =>
  fc
    .record({
      balance: fc.integer({ min: 0, max: 900_000_00 }),
      payment: fc.integer({ min: 0, max: 6_000_00 }),
      limitExtra: fc.integer({ min: 0, max: 100_000_00 }),
    })
    .map(
      ({ balance, payment, limitExtra }): PricingLiability => ({
        id,
        type,
        outstandingBalanceCents: balance,
        monthlyPaymentCents: payment,
        ...(type === 'HELOC' ? { creditLimitCents: balance + limitExtra } : {}),
        securedBySubjectProperty: true,
        payoff,
      }),
    );

const card = fc
  .record({
    balance: fc.integer({ min: 0, max: 40_000_00 }),
    payment: fc.integer({ min: 0, max: 1_500_00 }),
    chosen: fc.boolean(),
  })
  .map(
    ({ balance, payment, chosen }): PricingLiability => ({
      id: 'card',
      type: 'Revolving',
      outstandingBalanceCents: balance,
      monthlyPaymentCents: payment,
      securedBySubjectProperty: false,
      payoff: chosen ? 'CHOSEN' : 'STAYS',
    }),
  );

const facts: fc.Arbitrary<PricingFacts> = fc
  .record({
    propertyValueCents: fc.integer({ min: 40_000_00, max: 2_500_000_00 }),
    state: fc.constantFrom('OH', 'TX', 'NY', 'FL', 'CA', ...Object.keys(sheet.stateRules)),
    occupancy: fc.constantFrom<Occupancy>('PrimaryResidence', 'SecondHome', 'Investment'),
    propertyType: fc.constantFrom(...Object.keys(sheet.adjustments.propertyType)),
    creditScore: fc.integer({ min: 560, max: 850 }),
    requestedCashCents: fc.integer({ min: 0, max: 700_000_00 }),
    monthlyIncomeCents: fc.option(fc.integer({ min: 1_000_00, max: 60_000_00 }), { nil: undefined }),
    otherMonthlyObligationsCents: fc.option(fc.integer({ min: 0, max: 3_000_00 }), { nil: undefined }),
    first: fc.option(fc.oneof(lien('first', 'Mortgage', 'STAYS'), lien('first', 'HELOC', 'STAYS')), {
      nil: undefined,
    }),
    second: fc.option(fc.oneof(lien('second', 'Mortgage', 'REQUIRED'), lien('second', 'HELOC', 'REQUIRED')), {
      nil: undefined,
    }),
    card: fc.option(card, { nil: undefined }),
  })
  .map(({ first, second, card: debt, monthlyIncomeCents, otherMonthlyObligationsCents, ...rest }) => ({
    ...rest,
    ...(monthlyIncomeCents === undefined ? {} : { monthlyIncomeCents }),
    ...(otherMonthlyObligationsCents === undefined ? {} : { otherMonthlyObligationsCents }),
    liabilities: [first, second, debt].filter((l): l is PricingLiability => l !== undefined),
  }));

const amounts = fc.record({
  loan: fc.option(fc.integer({ min: 0, max: 800_000 }), { nil: undefined }),
  line: fc.option(fc.integer({ min: 0, max: 800_000 }), { nil: undefined }),
});

/** The caps, worked out here from the sheet rather than taken from the engine. */
function capsOf(input: PricingFacts) {
  const stateRule = sheet.stateRules[input.state] ?? {};
  const band = sheet.cltvCaps[input.occupancy]?.find((b) => input.creditScore >= b.minScore);
  const staying = input.liabilities.filter((l) => l.securedBySubjectProperty && l.payoff === 'STAYS');
  const stayingLiens = staying.reduce(
    (sum, l) =>
      sum +
      (l.type === 'HELOC' ? (l.creditLimitCents ?? l.outstandingBalanceCents) : l.outstandingBalanceCents),
    0,
  );
  const payoffs = input.liabilities.reduce(
    (sum, l) => sum + (l.payoff === 'STAYS' ? 0 : l.outstandingBalanceCents),
    0,
  );
  const debts =
    input.liabilities.reduce((sum, l) => sum + (l.payoff === 'STAYS' ? l.monthlyPaymentCents : 0), 0) +
    (input.otherMonthlyObligationsCents ?? 0);
  return {
    maxCltvPercent: Math.min(band?.maxCltvPercent ?? 0, stateRule.maxCltvPercent ?? 100),
    minimumCents: Math.max(program.minimumAmount, stateRule.minimumAmount ?? 0) * 100,
    maximumCents: Math.min(program.maximumAmount, stateRule.maximumAmount ?? Number.POSITIVE_INFINITY) * 100,
    maxFeePercent: stateRule.maxFeePercent ?? 100,
    stayingLiens,
    stayingLienCount: staying.length,
    payoffs,
    debts,
  };
}

describe('pricing properties over the rate sheet (issue 18)', () => {
  it('every offer holds cash, DTI on its own payment, CLTV, amount and fee caps', () => {
    fc.assert(
      fc.property(facts, amounts, (input, asked) => {
        const result = price(sheet, input, {
          ...(asked.loan === undefined ? {} : { loanAmountCents: asked.loan * 100 }),
          ...(asked.line === undefined ? {} : { lineAmountCents: asked.line * 100 }),
        });
        const caps = capsOf(input);
        if (caps.stayingLienCount > 1) expect(result.products).toEqual([]);
        for (const offer of result.products) {
          const loan = cents(offer.loanAmount);
          const line = offer.lineAmount === undefined ? loan : cents(offer.lineAmount);
          const fee = cents(offer.originationFee);
          // Cash to the borrower: never negative, and what is left after payoffs and the fee.
          expect(offer.cashToBorrower).toBeGreaterThanOrEqual(0);
          expect(cents(offer.cashToBorrower)).toBe(loan - caps.payoffs - fee);
          // DTI on the offer's own payment (a line's on its full line over at most the qualifying term).
          const months =
            offer.creditType === 'open-end'
              ? Math.min(offer.termMonths, program.qualifyingTermMonths)
              : offer.termMonths;
          const qualifying = monthlyPaymentCents(line, offer.rate, months);
          expect(cents(offer.qualifyingPayment)).toBe(qualifying);
          if (input.monthlyIncomeCents !== undefined)
            expect((qualifying + caps.debts) * 100).toBeLessThanOrEqual(
              input.monthlyIncomeCents * program.maxDebtToIncomePercent,
            );
          // CLTV within the band's and the state's cap, on what the offer grants (a line's full line).
          expect((caps.stayingLiens + line) * 100).toBeLessThanOrEqual(
            input.propertyValueCents * caps.maxCltvPercent,
          );
          // Amounts within the minimum and maximum, on the step; a draw never above its line.
          for (const amount of [loan, line]) {
            expect(amount % (program.amountStep * 100)).toBe(0);
            expect(amount).toBeGreaterThanOrEqual(
              Math.max(caps.minimumCents, cents(offer.minLoanAmount ?? 0)),
            );
            expect(amount).toBeLessThanOrEqual(Math.min(caps.maximumCents, cents(offer.maxLoanAmount)));
          }
          expect(loan).toBeLessThanOrEqual(line);
          expect(result.minLoanAmount).toBeLessThanOrEqual(offer.minLoanAmount ?? 0);
          // The fee within the state's cap (Texas: 2% of principal).
          expect(offer.originationFeePercent).toBeLessThanOrEqual(caps.maxFeePercent);
          expect(fee * 100).toBeLessThanOrEqual(loan * caps.maxFeePercent + 50);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('offers something across the baseline-like facts, so the properties above are not vacuous', () => {
    let offered = 0;
    fc.assert(
      fc.property(facts, (input) => {
        if (price(sheet, input).products.length > 0) offered += 1;
      }),
      { numRuns: 200, seed: 18 },
    );
    expect(offered).toBeGreaterThan(20);
  });
});
