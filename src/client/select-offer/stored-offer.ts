import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import type { ApplicationDocument } from '../api/application-document.ts';

type StoredPricing = { pricing?: { product?: PricedProduct | null } };

/** The offer the borrower chose, as the application stores it; null before a choice. */
export const storedProduct = (application: ApplicationDocument) =>
  (application as unknown as StoredPricing).pricing?.product ?? null;
