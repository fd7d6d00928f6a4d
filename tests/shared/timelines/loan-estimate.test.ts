import { describe, expect, it } from 'vitest';
import type { PricedProduct } from '../../../src/shared/pricing/pricing-types.ts';
import { loanEstimateBreakdown } from '../../../src/shared/timelines/loan-estimate.ts';

const offer = (
  loanAmount: number,
  rate: number,
  termMonths: number,
  fee: number,
  payoffs = 0,
): PricedProduct => ({
  id: 'HELOAN-test',
  productType: 'HELOAN',
  productName: 'Fixed-rate home equity loan',
  creditType: 'closed-end',
  termMonths,
  rate,
  apr: 0,
  originationFeePercent: 0,
  originationFee: fee,
  loanAmount,
  monthlyPayment: 0,
  qualifyingPayment: 0,
  maxLoanAmount: loanAmount,
  cashToBorrower: loanAmount - fee - payoffs,
});

describe('Loan Estimate breakdown', () => {
  it('200,000 at 6% for 360 months with a 4,000 fee: 1,199.10 a month, the last adjusted, APR 6.1895% (DOMAIN.md 3)', () => {
    const b = loanEstimateBreakdown(offer(200_000, 6, 360, 4_000), []);
    expect(b.monthlyPaymentCents).toBe(119_910);
    expect(b.totalOfPaymentsCents).toBe(119_910 * 359 + b.finalPaymentCents);
    expect(b.finalPaymentCents).not.toBe(119_910);
    expect(b.amountFinancedCents).toBe(19_600_000);
    expect(b.financeChargeCents).toBe(b.totalOfPaymentsCents - 19_600_000);
    expect(Math.abs(b.apr - 6.1895)).toBeLessThan(0.001);
  });

  it('third-party fees: a finance charge lowers the amount financed, the others only the cash; payoffs come out of the cash', () => {
    const fees = [
      { name: 'Settlement agent fee', amountCents: 15_000, financeCharge: true },
      { name: 'Recording fees', amountCents: 9_900, financeCharge: false },
    ];
    const b = loanEstimateBreakdown(offer(50_000, 8.5, 120, 1_000, 30_000), fees);
    expect(b).toMatchObject({
      originationFeeCents: 100_000,
      thirdPartyFeesCents: 24_900,
      closingCostsCents: 124_900,
      payoffsCents: 3_000_000,
      cashToBorrowerCents: 5_000_000 - 124_900 - 3_000_000,
      amountFinancedCents: 5_000_000 - 100_000 - 15_000,
    });
    // DOMAIN.md 3: 50,000 at 8.5%/120 with a 1,000 fee is 8.9705%; the 150.00 finance charge adds to it.
    expect(b.apr).toBeGreaterThan(8.97);
    expect(b.apr).toBeLessThan(8.97 + 0.125);
    expect(loanEstimateBreakdown(offer(50_000, 8.5, 120, 1_000), []).apr).toBeCloseTo(8.9705, 2);
  });
});
