import { totalOfPaymentsCents } from './amortization.ts';
import type { PricedProduct } from './pricing-types.ts';

/**
 * The figures that explain an offer (issue 17 item 8), in cents: what it costs over the whole term (payments and
 * fee; a line's draw repaid over the term at today's rate) and, for an offer with a fee, how many months of its
 * lower payment repay that fee against the same product and term without one.
 */
export interface OfferCost {
  totalOfPaymentsCents: number;
  totalCostCents: number;
  /** The monthly payment saved against the no-fee option; null for the no-fee option itself. */
  monthlySavingsCents: number | null;
  /** Months of that saving that repay the fee; null without a fee or without a saving. */
  breakEvenMonths: number | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const sameLoan = (a: PricedProduct, b: PricedProduct) =>
  a.productType === b.productType && a.termMonths === b.termMonths && a.loanAmount === b.loanAmount;

export function offerCost(offer: PricedProduct, all: readonly PricedProduct[]): OfferCost {
  const totalOfPayments = totalOfPaymentsCents(cents(offer.loanAmount), offer.rate, offer.termMonths);
  const feeCents = cents(offer.originationFee);
  const noFee = all.find((other) => sameLoan(other, offer) && other.originationFee === 0);
  const savings = noFee && feeCents > 0 ? cents(noFee.monthlyPayment) - cents(offer.monthlyPayment) : null;
  return {
    totalOfPaymentsCents: totalOfPayments,
    totalCostCents: totalOfPayments + feeCents,
    monthlySavingsCents: savings,
    breakEvenMonths: savings !== null && savings > 0 ? Math.ceil(feeCents / savings) : null,
  };
}

/** The offers with the lowest monthly payment and the lowest total cost (the first of equals, in the given order). */
export function lowestOffers(offers: readonly PricedProduct[]): { monthly?: string; total?: string } {
  let monthly: PricedProduct | undefined;
  let total: { offer: PricedProduct; cost: number } | undefined;
  for (const offer of offers) {
    if (!monthly || cents(offer.monthlyPayment) < cents(monthly.monthlyPayment)) monthly = offer;
    const cost = offerCost(offer, offers).totalCostCents;
    if (!total || cost < total.cost) total = { offer, cost };
  }
  return {
    ...(monthly ? { monthly: monthly.id } : {}),
    ...(total ? { total: total.offer.id } : {}),
  };
}
