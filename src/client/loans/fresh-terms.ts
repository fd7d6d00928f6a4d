import type { AxiosInstance } from 'axios';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { fetchLoanTerms, type LoanTerms } from '../api/loan-api.ts';
import { repriceChosenOffer } from '../api/pricing-api.ts';
import { PricingCallError } from '../api/pricing-call-error.ts';

export interface FreshTerms {
  /** The terms to read; still `stale` only when the chosen offer is no longer made (it is chosen again). */
  terms: LoanTerms;
  /** Set when the offer was priced again on arrival: why, and what it was before. */
  repriced: { message: string; before: PricedProduct } | null;
}

/**
 * The chosen offer's terms for the review (issue 17, item 1): terms priced on answers that have changed since are
 * priced again on the current ones first, so what the borrower reads and accepts rests on what they answered.
 */
export async function freshTerms(http: AxiosInstance, appId: string): Promise<FreshTerms> {
  const terms = await fetchLoanTerms(http, appId);
  if (!terms.stale) return { terms, repriced: null };
  try {
    const again = await repriceChosenOffer(http, appId);
    const repriced = again.before && again.message ? { message: again.message, before: again.before } : null;
    return { terms: await fetchLoanTerms(http, appId), repriced };
  } catch (error) {
    if (error instanceof PricingCallError && error.code === 'choose_again') return { terms, repriced: null };
    throw error;
  }
}
