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
