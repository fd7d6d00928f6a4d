/**
 * Annual percentage rate by the actuarial method of Regulation Z, Appendix J (12 CFR 1026):
 * find the unit-period rate i with
 *   amount financed = Σ payment_k / ((1 + f·i) · (1 + i)^t_k)
 * where t_k counts whole unit periods to payment k and f is the fraction of a unit period in the
 * odd first period; APR = i × unit periods per year.
 */

export interface ScheduledPayment {
  /** Payment amount (any unit, the same as the amount financed). */
  amount: number;
  /** Whole unit periods from the advance to this payment (excluding the odd fraction). */
  periods: number;
}

export interface AprInput {
  amountFinanced: number;
  payments: ScheduledPayment[];
  unitPeriodsPerYear: number;
  /** Fraction of a unit period in an odd first period (e.g. 19/30); 0 when regular. */
  oddFraction?: number;
}

function presentValue(input: AprInput, i: number): number {
  const odd = 1 + (input.oddFraction ?? 0) * i;
  let total = 0;
  for (const { amount, periods } of input.payments) total += amount / (odd * (1 + i) ** periods);
  return total;
}

/** The APR in percent, unrounded. Bisection on i: present value falls as the rate rises. */
export function annualPercentageRate(input: AprInput): number {
  const totalPaid = input.payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (input.amountFinanced <= 0 || totalPaid < input.amountFinanced) {
    throw new RangeError('payments must at least repay the amount financed');
  }
  let low = 0;
  let high = 1;
  while (presentValue(input, high) > input.amountFinanced) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(input, mid) > input.amountFinanced) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * input.unitPeriodsPerYear * 100;
}

/** `count` equal payments, one a unit period, the first one unit period after the advance. */
export function levelPayments(amount: number, count: number): ScheduledPayment[] {
  return Array.from({ length: count }, (_, index) => ({ amount, periods: index + 1 }));
}

/**
 * APR of a closed-end loan with level monthly payments: prepaid finance charges (origination fee,
 * points) reduce the amount financed whether they are paid in cash or financed.
 */
export function closedEndApr(
  loanAmountCents: number,
  prepaidFinanceChargeCents: number,
  paymentCents: number,
  months: number,
): number {
  const amountFinanced = loanAmountCents - prepaidFinanceChargeCents;
  if (amountFinanced <= 0 || paymentCents * months < amountFinanced) {
    throw new RangeError('payments must at least repay the amount financed');
  }
  // Level payments: the general equation's sum has the annuity closed form, so each step is O(1).
  const presentValue = (i: number) =>
    i === 0 ? paymentCents * months : (paymentCents * (1 - (1 + i) ** -months)) / i;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amountFinanced) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 12 * 100;
}

/** Open-end credit (a HELOC): periodic rate × periods per year, interest only (1026.14(b)). */
export function openEndApr(annualRatePercent: number): number {
  const monthlyPeriodicRate = annualRatePercent / 12;
  return monthlyPeriodicRate * 12;
}
