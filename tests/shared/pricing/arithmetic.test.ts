import { describe, expect, it } from 'vitest';
import { monthlyInterestCents, monthlyPaymentCents } from '../../../src/shared/pricing/amortization.ts';
import {
  annualPercentageRate,
  closedEndApr,
  levelPayments,
  openEndApr,
} from '../../../src/shared/pricing/apr.ts';

describe('monthly payment (DOMAIN.md section 3)', () => {
  it.each([
    [200_000_00, 6, 360, 1_199_10],
    [300_000_00, 6, 360, 1_798_65],
    [100_000_00, 7, 360, 665_30],
    [50_000_00, 8.5, 120, 619_93],
    [25_000_00, 9.25, 180, 257_30],
    [120_000_00, 0, 240, 500_00],
  ])('%i cents at %f%% for %i months is %i cents', (principal, rate, months, payment) => {
    expect(monthlyPaymentCents(principal, rate, months)).toBe(payment);
  });

  it('pays nothing on nothing and refuses fractional cents', () => {
    expect(monthlyPaymentCents(0, 6, 360)).toBe(0);
    expect(() => monthlyPaymentCents(100.5, 6, 360)).toThrow(RangeError);
    expect(() => monthlyPaymentCents(100, 6, 0)).toThrow(RangeError);
  });

  it('computes one month of interest', () => {
    expect(monthlyInterestCents(100_000_00, 8.25)).toBe(687_50);
  });
});

describe('APR by the actuarial method: Regulation Z Appendix J examples', () => {
  const round2 = (value: number) => Math.round(value * 100) / 100;

  it('5,000 advanced, 24 monthly payments of 230 → 9.69%', () => {
    expect(
      round2(
        annualPercentageRate({
          amountFinanced: 5000,
          payments: levelPayments(230, 24),
          unitPeriodsPerYear: 12,
        }),
      ),
    ).toBe(9.69);
  });

  it('6,000 advanced 2/10/1978, 36 monthly payments of 200 from 4/1/1978 (odd period 19/30) → 11.82%', () => {
    const apr = annualPercentageRate({
      amountFinanced: 6000,
      payments: levelPayments(200, 36),
      unitPeriodsPerYear: 12,
      oddFraction: 19 / 30,
    });
    expect(round2(apr)).toBe(11.82);
  });

  it('5,000 advanced 2/23/1978, 24 semimonthly payments of 219.17 from 3/1/1978 (short first period 6/15) → 10.34%', () => {
    const payments = levelPayments(219.17, 24).map((payment) => ({
      ...payment,
      periods: payment.periods - 1,
    }));
    const apr = annualPercentageRate({
      amountFinanced: 5000,
      payments,
      unitPeriodsPerYear: 24,
      oddFraction: 6 / 15,
    });
    expect(round2(apr)).toBe(10.34);
  });

  it('10,000 advanced 5/23/1978, 40 quarterly payments of 385 from 10/1/1978 (long first period 39/90) → 8.97%', () => {
    const apr = annualPercentageRate({
      amountFinanced: 10000,
      payments: levelPayments(385, 40),
      unitPeriodsPerYear: 4,
      oddFraction: 39 / 90,
    });
    expect(round2(apr)).toBe(8.97);
  });

  it('5,000, a first payment of 250 then 23 of 230 → 10.08%', () => {
    const payments = [
      { amount: 250, periods: 1 },
      ...levelPayments(230, 23).map((p) => ({ ...p, periods: p.periods + 1 })),
    ];
    expect(round2(annualPercentageRate({ amountFinanced: 5000, payments, unitPeriodsPerYear: 12 }))).toBe(
      10.08,
    );
  });

  it('5,000, 23 payments of 230 then a final 280 → 10.50%', () => {
    const payments = [...levelPayments(230, 23), { amount: 280, periods: 24 }];
    expect(round2(annualPercentageRate({ amountFinanced: 5000, payments, unitPeriodsPerYear: 12 }))).toBe(
      10.5,
    );
  });

  it('1,000 on 1/3/1978, a single payment of 1,080 on 9/15/1978 (255 days) → 11.45%', () => {
    // Single advance, single payment: the unit period is the term itself, 365/255 of them a year.
    const apr = annualPercentageRate({
      amountFinanced: 1000,
      payments: [{ amount: 1080, periods: 1 }],
      unitPeriodsPerYear: 365 / 255,
    });
    expect(round2(apr)).toBe(11.45);
  });

  it('refuses payments that do not repay the amount financed', () => {
    expect(() =>
      annualPercentageRate({
        amountFinanced: 5000,
        payments: levelPayments(100, 24),
        unitPeriodsPerYear: 12,
      }),
    ).toThrow(RangeError);
  });
});

describe('APR of mortgage-shaped closed-end loans (DOMAIN.md check values)', () => {
  const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

  it.each([
    [200_000_00, 6, 360, 4_000_00, 6.1895],
    [100_000_00, 7, 360, 2_000_00, 7.2013],
    [50_000_00, 8.5, 120, 1_000_00, 8.9705],
  ])('%i cents at %f%%, %i months, fee %i cents → %f%%', (principal, rate, months, fee, expected) => {
    const payment = monthlyPaymentCents(principal, rate, months);
    expect(round4(closedEndApr(principal, fee, payment, months))).toBe(expected);
  });

  it('equals the note rate when there are no prepaid finance charges', () => {
    const payment = monthlyPaymentCents(150_000_00, 7.5, 240);
    expect(Math.abs(closedEndApr(150_000_00, 0, payment, 240) - 7.5)).toBeLessThan(0.01);
  });
});

describe('APR of open-end credit (a HELOC)', () => {
  it('is the periodic rate × 12: interest only, no fees', () => {
    expect(openEndApr(8.25)).toBeCloseTo(8.25, 10);
  });
});

describe('the closed-end shortcut', () => {
  it('agrees with the general Appendix J equation to 1e-9 points', () => {
    for (const [principal, rate, months, fee] of [
      [200_000_00, 6, 360, 4_000_00],
      [75_000_00, 9.125, 180, 2_250_00],
      [30_000_00, 11.5, 240, 0],
    ] as const) {
      const payment = monthlyPaymentCents(principal, rate, months);
      const general = annualPercentageRate({
        amountFinanced: principal - fee,
        payments: levelPayments(payment, months),
        unitPeriodsPerYear: 12,
      });
      expect(Math.abs(closedEndApr(principal, fee, payment, months) - general)).toBeLessThan(1e-9);
    }
  });
});
