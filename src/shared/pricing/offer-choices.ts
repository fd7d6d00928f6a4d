import { formatUsd } from '../format.ts';
import { stateName } from '../us-states.ts';
import type { PricedProduct, PricingResult } from './pricing-types.ts';

export const TERM_PREFERENCE = [360, 240, 180] as const;

/** Spec 4.8's fee options, kept by their fee and never by position: absent when no offer has that fee. */
export const FEE_OPTION_PERCENTS = [0, 2] as const;

/** The first offer with the 0% fee and the first with the 2% fee (spec 4.8's "0% and 2% options"), those that exist. */
export function feeOptionOffers<T extends Pick<PricedProduct, 'originationFeePercent'>>(
  products: readonly T[],
): T[] {
  return FEE_OPTION_PERCENTS.flatMap((fee) => {
    const offer = products.find((product) => product.originationFeePercent === fee);
    return offer ? [offer] : [];
  });
}

/**
 * The loan amounts the chooser allows, as the server priced them: from the smallest amount an offer is made at (the
 * program's or the state's minimum, the payoffs, a financed fee) to the largest offer. An answer stored before the
 * server sent its minimum falls back to the offers' own minimums, then to the program minimum and the payoffs.
 */
export function amountBounds(
  result: Pick<PricingResult, 'products' | 'minAmount'> &
    Partial<Pick<PricingResult, 'minLoanAmount' | 'amountStep'>>,
  programMinimum = 25_000,
  defaultStep = 1_000,
) {
  const step = result.amountStep ?? defaultStep;
  const offerMinimums = result.products.flatMap((product) =>
    product.minLoanAmount === undefined ? [] : [product.minLoanAmount],
  );
  const min =
    result.minLoanAmount ??
    (offerMinimums.length > 0
      ? Math.min(...offerMinimums)
      : Math.max(programMinimum, Math.ceil(result.minAmount / step) * step));
  const max = result.products.reduce((largest, product) => Math.max(largest, product.maxLoanAmount), 0);
  return { min, max: Math.max(min, max), step };
}

/** Keeps an amount inside the bounds and on the step. */
export function clampAmount(amount: number, bounds: { min: number; max: number; step: number }): number {
  const stepped = Math.round(amount / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, stepped));
}

export interface OfferGroup {
  productType: string;
  productName: string;
  termMonths: number;
  /** Fee options from 0% up: the rate goes down as the fee goes up. */
  offers: PricedProduct[];
}

/** Offers grouped by product and term, terms in the spec's order of preference (360, 240, 180). */
export function offerGroups(products: PricedProduct[]): OfferGroup[] {
  const groups = new Map<string, OfferGroup>();
  for (const product of products) {
    const key = `${product.productType}-${product.termMonths}`;
    const group = groups.get(key) ?? {
      productType: product.productType,
      productName: product.productName,
      termMonths: product.termMonths,
      offers: [],
    };
    group.offers.push(product);
    groups.set(key, group);
  }
  const termRank = (months: number) => {
    const rank = TERM_PREFERENCE.indexOf(months as (typeof TERM_PREFERENCE)[number]);
    return rank === -1 ? TERM_PREFERENCE.length : rank;
  };
  const typeOrder = [...new Set(products.map((product) => product.productType))];
  return [...groups.values()]
    .map((group) => ({
      ...group,
      offers: [...group.offers].sort((a, b) => a.originationFeePercent - b.originationFeePercent),
    }))
    .sort(
      (a, b) =>
        typeOrder.indexOf(a.productType) - typeOrder.indexOf(b.productType) ||
        termRank(a.termMonths) - termRank(b.termMonths),
    );
}

/**
 * The property state's own rules as the offer chooser states them (issue 18 item 5), from the pricing result the
 * server sent; null in a state without rules of its own.
 */
export function stateRuleNote(rule: PricingResult['stateRule'] | undefined): string | null {
  if (!rule) return null;
  const parts = [
    ...(rule.minimumAmount === undefined ? [] : [`the smallest amount is ${formatUsd(rule.minimumAmount)}`]),
    ...(rule.maxFeePercent === undefined
      ? []
      : [`the origination fee is at most ${rule.maxFeePercent}% of the amount`]),
    ...(rule.maxCltvPercent === undefined
      ? []
      : [`all loans on the home together stay within ${rule.maxCltvPercent}% of its value`]),
    ...(rule.maximumAmount === undefined ? [] : [`the largest amount is ${formatUsd(rule.maximumAmount)}`]),
  ];
  if (parts.length === 0) return null;
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `In ${stateName(rule.state)}, ${listed}${rule.citation ? ` (${rule.citation})` : ''}.`;
}
