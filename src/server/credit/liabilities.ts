import type { PricingLiability } from '../../shared/pricing/pricing-types.ts';
import type { Tradeline } from '../providers/credit/credit-provider.ts';

/** How a debt is handled at closing (spec 3, Liability): REQUIRED means it must be paid off. */
export type PaidOffHandling = 'REQUIRED' | 'OPTIONAL' | 'NOT_ALLOWED';

export interface Liability {
  id: string;
  type: Tradeline['type'];
  creditor: string;
  accountLast4: string;
  /** Dollars. */
  outstandingBalanceAmount: number;
  monthlyPaymentAmount: number;
  creditLimitAmount: number | null;
  securedBySubjectProperty: boolean;
  paidOffHandling: PaidOffHandling;
  /** Paid off from the new loan's proceeds. */
  paidOffIndicator: boolean;
}

/**
 * Lien position, not the kind of debt, decides (issue 18 item 6): the first lien on the home stays (the new loan
 * sits behind it), whatever it is (a mortgage or a line); every other lien on the home, a closed-end second or a
 * HELOC, must be paid off, since the program does not take a third lien (DOMAIN.md 2); other debts are the
 * borrower's choice. The first lien is the one the bureau reports in position 1; a report that numbers none
 * presumes the mortgage on the home with the largest balance first (a second is smaller than the loan it follows),
 * else the line with the largest balance.
 */
export function firstLienOf(tradelines: Tradeline[]): Tradeline | undefined {
  const liens = tradelines.filter((line) => line.securedBySubjectProperty);
  if (liens.some((line) => line.lienPosition !== undefined))
    return liens.find((line) => line.lienPosition === 1);
  const largest = (lines: Tradeline[]) =>
    lines.reduce<Tradeline | undefined>(
      (top, line) => (!top || line.balanceCents > top.balanceCents ? line : top),
      undefined,
    );
  return largest(liens.filter((line) => line.type === 'Mortgage')) ?? largest(liens);
}

export function paidOffHandlingOf(tradelines: Tradeline[]): (tradeline: Tradeline) => PaidOffHandling {
  const firstLien = firstLienOf(tradelines);
  return (tradeline) => {
    if (!tradeline.securedBySubjectProperty) return 'OPTIONAL';
    return tradeline === firstLien ? 'NOT_ALLOWED' : 'REQUIRED';
  };
}

export function liabilitiesOf(tradelines: Tradeline[], choices: Record<string, boolean>): Liability[] {
  const paidOffHandling = paidOffHandlingOf(tradelines);
  return tradelines.map((tradeline) => {
    const handling = paidOffHandling(tradeline);
    return {
      id: tradeline.id,
      type: tradeline.type,
      creditor: tradeline.creditor,
      accountLast4: tradeline.accountLast4,
      outstandingBalanceAmount: tradeline.balanceCents / 100,
      monthlyPaymentAmount: tradeline.monthlyPaymentCents / 100,
      creditLimitAmount: tradeline.creditLimitCents === undefined ? null : tradeline.creditLimitCents / 100,
      securedBySubjectProperty: tradeline.securedBySubjectProperty,
      paidOffHandling: handling,
      paidOffIndicator:
        handling === 'REQUIRED' || (handling === 'OPTIONAL' && choices[tradeline.id] === true),
    };
  });
}

/** The same debts as the pricing engine takes them. */
export function pricingLiabilitiesOf(
  tradelines: Tradeline[],
  choices: Record<string, boolean>,
): PricingLiability[] {
  const paidOffHandling = paidOffHandlingOf(tradelines);
  return tradelines.map((tradeline) => {
    const handling = paidOffHandling(tradeline);
    return {
      id: tradeline.id,
      type: tradeline.type,
      outstandingBalanceCents: tradeline.balanceCents,
      monthlyPaymentCents: tradeline.monthlyPaymentCents,
      ...(tradeline.creditLimitCents === undefined ? {} : { creditLimitCents: tradeline.creditLimitCents }),
      securedBySubjectProperty: tradeline.securedBySubjectProperty,
      payoff:
        handling === 'REQUIRED'
          ? 'REQUIRED'
          : handling === 'OPTIONAL' && choices[tradeline.id]
            ? 'CHOSEN'
            : 'STAYS',
    };
  });
}
