import type { PricedProduct } from './pricing-types.ts';

type LineFields = Pick<PricedProduct, 'creditType' | 'loanAmount' | 'maxLoanAmount'> &
  Partial<Pick<PricedProduct, 'lineAmount' | 'productType'>>;

export const isLineOfCredit = (product: Pick<LineFields, 'creditType' | 'productType'>) =>
  product.creditType === 'open-end' || /HELOC/i.test(product.productType ?? '');

/**
 * The credit line an offer grants: the one the borrower chose; an offer chosen before lines were chosen recorded the
 * largest line (what its loan was made with). Null for a closed-end loan.
 */
export function creditLineOf(product: LineFields): number | null {
  if (!isLineOfCredit(product)) return null;
  return product.lineAmount ?? product.maxLoanAmount ?? product.loanAmount;
}
