import type { AxiosInstance } from 'axios';
import { SOFT_CREDIT_PULL_VERSION } from '../../shared/consent-versions.ts';
import { feeOptionOffers } from '../../shared/pricing/offer-choices.ts';
import type { PricedProduct, PricingResult } from '../../shared/pricing/pricing-types.ts';
import { wordedCall as call } from './failure-text.ts';

/**
 * The soft credit pull, pricing and property value calls (spec 7.1, 7.2). Failures carry the server's
 * message when it sent one, else the `calls` catalogue's, so a screen shows the borrower words, not a status code.
 */

export interface CreditCheck {
  status: 'ok' | 'thin' | 'frozen';
  score: number | null;
  liabilityCount: number;
  message: string;
}

export interface Liability {
  id: string;
  type: string;
  creditor: string;
  accountLast4: string;
  outstandingBalanceAmount: number;
  monthlyPaymentAmount: number;
  paidOffHandling: 'REQUIRED' | 'OPTIONAL' | 'NOT_ALLOWED';
  paidOffIndicator: boolean;
}

export const recordSoftPullConsent = (http: AxiosInstance, appId: string) =>
  call('pricing.softPullConsent', () =>
    http.post(`/v2/application/${appId}/consents`, {
      kind: SOFT_CREDIT_PULL_VERSION.kind,
      textVersion: SOFT_CREDIT_PULL_VERSION.version,
    }),
  );

export const runCreditCheck = (http: AxiosInstance, appId: string) =>
  call<CreditCheck>('pricing.credit', () =>
    http.post(`/v2/applications/${appId}/credit`, undefined, { headers: { 'Content-Type': false } }),
  );

export const fetchLiabilities = (http: AxiosInstance, appId: string) =>
  call<{ liabilities: Liability[] }>('pricing.liabilities', () =>
    http.get(`/v2/applications/${appId}/liabilities`),
  );

export const savePayoffs = (http: AxiosInstance, appId: string, payoffs: string[]) =>
  call<{ liabilities: Liability[] }>('pricing.payoffs', () =>
    http.put(`/v2/applications/${appId}/liabilities/payoffs`, { payoffs }),
  );

/** Fresh offers, and the chosen one while it still rests on the current answers (null once it does not). */
export const generatePricing = (http: AxiosInstance, appId: string) =>
  call<PricingResult & { chosen?: PricedProduct | null }>('pricing.offers', () =>
    http.post('/v2/pricing/new', { applicationId: appId }),
  );

/** Offers at an amount (a line's initial draw) and, for a line of credit, the credit line chosen. */
export const repriceAt = (
  http: AxiosInstance,
  appId: string,
  loanAmount: number,
  lineAmount?: number | null,
) =>
  call<PricingResult>('pricing.amount', () =>
    http.get(`/v2/pricing/${appId}/${loanAmount}`, lineAmount ? { params: { line: lineAmount } } : undefined),
  );

/** The chosen offer at its amounts: a line of credit names its line too (its `lineAmount`). */
export const chooseOffer = (http: AxiosInstance, appId: string, product: PricedProduct) =>
  call<{ product: PricedProduct }>('pricing.choice', () =>
    http.post('/v2/pricing/offers', {
      applicationId: appId,
      productId: product.id,
      loanAmount: product.loanAmount,
      ...(product.lineAmount === undefined ? {} : { lineAmount: product.lineAmount }),
    }),
  );

export interface Valuation {
  avmValue: number | null;
  confidence: number | null;
  valuation: {
    type: 'avm' | 'prior' | 'stated';
    value: number;
    requiresFullAppraisal: boolean;
    hasTriedStatedValue: boolean;
  } | null;
}

export const fetchValuation = (http: AxiosInstance, appId: string) =>
  call<Valuation>('pricing.propertyValue', () => http.get(`/v2/application/${appId}/valuation`));

export type PropertyValueChoice =
  | { type: 'avm' }
  | { type: 'prior'; value: number; appraisalDate: string }
  | { type: 'stated'; value: number };

export const savePropertyValue = (http: AxiosInstance, appId: string, choice: PropertyValueChoice) =>
  call<{ valuation: NonNullable<Valuation['valuation']> }>('pricing.propertyValue', () =>
    http.put(`/v2/application/${appId}/propertyValue`, choice),
  );

export const requestAppraisal = (
  http: AxiosInstance,
  appId: string,
  option: 'full-appraisal' | 'drive-by' | 'desktop',
) =>
  call<{ appraisal: { option: string; status: string } }>('pricing.propertyValue', () =>
    http.put(`/v2/application/${appId}/property/appraisal`, { option }),
  );

interface PricedApplication {
  appId?: string | null;
  pricing?: Record<string, unknown>;
}

/**
 * Spec 4.8 and 7.2: prices the application and returns it with fresh offers and the 0% and 2% options (by
 * their fee; an option no offer has is absent). Without an appId nothing is asked ('Missing required appId' is logged); a failure is
 * logged; either way the application comes back unchanged and nothing is thrown.
 */
export async function withFreshPricing<T extends PricedApplication>(
  http: AxiosInstance,
  application: T,
): Promise<T> {
  if (!application.appId) {
    console.error('Missing required appId');
    return application;
  }
  try {
    const result = await generatePricing(http, application.appId);
    const { products, maxLoanAmountsByBuydown, limitedBy, minAmount, prequalAmount } = result;
    return {
      ...application,
      pricing: {
        ...application.pricing,
        offers: products,
        products: feeOptionOffers(products),
        maxAmounts: maxLoanAmountsByBuydown,
        limitedBy,
        minAmount,
        prequalAmount,
      },
    };
  } catch (error) {
    console.error('Pricing failed; the application is kept as it was', error);
    return application;
  }
}

export interface AmountLimitsAnswer {
  field: string | null;
  minimum: number;
  step: number;
  maximum: number | null;
  value: number | null;
}

/** The limits every save of the amount asked for is held to (issue 17, item 3). */
export const fetchAmountLimits = (http: AxiosInstance, appId: string) =>
  call<AmountLimitsAnswer>('pricing.amountLimits', () => http.get(`/v2/application/${appId}/amount-limits`));

export interface RepricedOffer {
  product: PricedProduct;
  /** The offer as it was priced before; null when nothing had changed. */
  before: PricedProduct | null;
  changed: string[];
  message: string | null;
}

/** The chosen offer priced again on the current answers (409 `choose_again` when it is no longer made). */
export const repriceChosenOffer = (http: AxiosInstance, appId: string) =>
  call<RepricedOffer>('pricing.repriceChosen', () =>
    http.post('/v2/pricing/reprice', { applicationId: appId }),
  );
