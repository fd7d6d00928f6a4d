import { formatUsd } from '../../shared/format.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';

export interface ChoiceBody {
  applicationId: string;
  productId: string;
  /** The loan amount, or a line's initial draw, whole dollars. */
  loanAmount: number;
  /** A line of credit's credit line, whole dollars; the draw when omitted. */
  lineAmount?: number;
}

/**
 * Why the amounts of a chosen offer cannot be taken (the field and the borrower's words), against the offer priced
 * at them: a line outside the offer's limits or off the step, a draw above the line, an amount not offered.
 */
export function choiceRefusal(
  body: ChoiceBody,
  product: PricedProduct,
  step: number,
): { field: 'loanAmount' | 'lineAmount'; message: string } | undefined {
  const usd = (dollars: number) => formatUsd(dollars);
  const { lineAmount, loanAmount } = body;
  if (lineAmount !== undefined) {
    if (product.lineAmount === undefined)
      return {
        field: 'lineAmount',
        message: `${product.productName} has no credit line; leave lineAmount out`,
      };
    const min = product.minLoanAmount ?? 0;
    if (lineAmount < min || lineAmount > product.maxLoanAmount)
      return {
        field: 'lineAmount',
        message: `The credit line must be from ${usd(min)} to ${usd(product.maxLoanAmount)}; ${usd(lineAmount)} is outside those limits`,
      };
    if (lineAmount % step !== 0)
      return { field: 'lineAmount', message: `The credit line must be a multiple of ${usd(step)}` };
    if (loanAmount > lineAmount)
      return {
        field: 'loanAmount',
        message: `The initial draw (${usd(loanAmount)}) cannot be more than the credit line (${usd(lineAmount)})`,
      };
  }
  if (product.loanAmount !== loanAmount || (lineAmount !== undefined && product.lineAmount !== lineAmount))
    return {
      field: 'loanAmount',
      message: `${product.productName} is not offered at ${usd(loanAmount)}: choose from ${usd(product.minLoanAmount ?? 0)} to ${usd(product.lineAmount ?? product.maxLoanAmount)}`,
    };
  return undefined;
}
