/**
 * A Loan Estimate-style breakdown of a closed-end offer (TRID, 12 CFR 1026.37), in integer cents. Third-party fees
 * come from the lender's configuration; each says whether it is a finance charge (for a loan secured by real estate,
 * title, appraisal, credit report and recording fees are not: 1026.4(c)(7), 4(e)). The final payment is adjusted to
 * what is left owing, and the APR is found on that actual schedule (Appendix J).
 */

import type { Locale } from '../i18n/locales.ts';
import { monthlyPaymentCents, totalOfPaymentsCents } from '../pricing/amortization.ts';
import { annualPercentageRate, type ScheduledPayment } from '../pricing/apr.ts';
import type { PricedProduct } from '../pricing/pricing-types.ts';

export interface ThirdPartyFee {
  name: string;
  /** The name in the borrower's other languages (the provider configuration's `"translations": { "es": "…" }`). */
  translations?: Partial<Record<Locale, string>>;
  amountCents: number;
  financeCharge: boolean;
}

/** A fee's name as a borrower of `locale` reads it: its translation, else the name as configured. */
export const feeName = (fee: ThirdPartyFee, locale: Locale): string => fee.translations?.[locale] ?? fee.name;

export interface LoanEstimateBreakdown {
  loanAmountCents: number;
  rate: number;
  termMonths: number;
  monthlyPaymentCents: number;
  /** The last payment, adjusted to the balance left owing. */
  finalPaymentCents: number;
  originationFeeCents: number;
  thirdPartyFees: ThirdPartyFee[];
  thirdPartyFeesCents: number;
  /** Origination and third-party fees. */
  closingCostsCents: number;
  payoffsCents: number;
  cashToBorrowerCents: number;
  totalOfPaymentsCents: number;
  financeChargeCents: number;
  amountFinancedCents: number;
  /** Percent, to 3 decimals. */
  apr: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

export function loanEstimateBreakdown(
  offer: PricedProduct,
  fees: readonly ThirdPartyFee[],
): LoanEstimateBreakdown {
  const loan = cents(offer.loanAmount);
  const origination = cents(offer.originationFee);
  const payment = monthlyPaymentCents(loan, offer.rate, offer.termMonths);
  const total = totalOfPaymentsCents(loan, offer.rate, offer.termMonths);
  const finalPayment = total - payment * (offer.termMonths - 1);
  const thirdParty = fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const prepaidFinanceCharges =
    origination + fees.filter((fee) => fee.financeCharge).reduce((sum, fee) => sum + fee.amountCents, 0);
  const amountFinanced = loan - prepaidFinanceCharges;
  // The offer's cash is the loan less payoffs and the origination fee: what is left is the payoffs.
  const payoffs = loan - origination - cents(offer.cashToBorrower);
  const payments: ScheduledPayment[] = Array.from({ length: offer.termMonths }, (_, index) => ({
    amount: index === offer.termMonths - 1 ? finalPayment : payment,
    periods: index + 1,
  }));
  const apr = annualPercentageRate({ amountFinanced, payments, unitPeriodsPerYear: 12 });
  return {
    loanAmountCents: loan,
    rate: offer.rate,
    termMonths: offer.termMonths,
    monthlyPaymentCents: payment,
    finalPaymentCents: finalPayment,
    originationFeeCents: origination,
    thirdPartyFees: fees.map((fee) => ({ ...fee })),
    thirdPartyFeesCents: thirdParty,
    closingCostsCents: origination + thirdParty,
    payoffsCents: payoffs,
    cashToBorrowerCents: loan - origination - thirdParty - payoffs,
    totalOfPaymentsCents: total,
    financeChargeCents: total - amountFinanced,
    amountFinancedCents: amountFinanced,
    apr: Math.round(apr * 1000) / 1000,
  };
}
