/**
 * Level-payment amortisation, in integer cents. The payment is P·i / (1 − (1 + i)^−n) with
 * i = annual rate / 12, rounded to the nearest cent, as lenders disclose it.
 */
export function monthlyPaymentCents(
  principalCents: number,
  annualRatePercent: number,
  months: number,
): number {
  if (!Number.isInteger(principalCents) || principalCents < 0)
    throw new RangeError('principal must be whole cents');
  if (!Number.isInteger(months) || months <= 0)
    throw new RangeError('months must be a positive whole number');
  if (principalCents === 0) return 0;
  const i = annualRatePercent / 100 / 12;
  if (i === 0) return Math.round(principalCents / months);
  return Math.round((principalCents * i) / (1 - (1 + i) ** -months));
}

/** Interest-only payment for one month on a balance, in cents. */
export function monthlyInterestCents(balanceCents: number, annualRatePercent: number): number {
  return Math.round((balanceCents * annualRatePercent) / 100 / 12);
}

/**
 * What the borrower pays over the whole term, in cents: every payment at the disclosed (rounded) amount, the last
 * one adjusted to what is left owing, as each month's interest is charged on the balance to the cent.
 */
export function totalOfPaymentsCents(
  principalCents: number,
  annualRatePercent: number,
  months: number,
): number {
  const payment = monthlyPaymentCents(principalCents, annualRatePercent, months);
  const i = annualRatePercent / 100 / 12;
  let balance = principalCents;
  let total = 0;
  for (let month = 1; month < months; month += 1) {
    balance += Math.round(balance * i) - payment;
    total += payment;
  }
  return total + balance + Math.round(balance * i);
}
