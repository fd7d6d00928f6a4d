/**
 * The 'Loan Details' grid of spec 2.8, as label and value pairs, led by the product in words (`Home equity loan`). For a HELOC the APR is the interest rate (the
 * footnote says so); a fixed loan's APR includes its fees, so it comes from the loan's own `apr`.
 */
import { formatPercent, formatShortDate, formatUsd } from '../../shared/format.ts';
import { productTypeLabel } from '../../shared/product-types.ts';

export interface LoanDetailFacts {
  productType: string | null;
  monthlyPayment: number | null;
  amount: number | null;
  totalLineAmount: number | null;
  interestRate: number | null;
  apr: number | null;
  rateLockDate: string | null;
  rateLockExpiration: string | null;
}

export const NOT_LOCKED = 'Not locked yet';
export const NOT_AVAILABLE = 'N/A';

export const isHeloc = (productType: string | null | undefined) => /HELOC/i.test(productType ?? '');

const money = (value: number | null, cents = false) =>
  typeof value === 'number' ? formatUsd(value, { cents }) : NOT_AVAILABLE;
const percent = (value: number | null) => (typeof value === 'number' ? formatPercent(value) : NOT_AVAILABLE);

export function loanDetailRows(loan: LoanDetailFacts): [label: string, value: string][] {
  const heloc = isHeloc(loan.productType);
  const apr = heloc ? loan.interestRate : loan.apr;
  return [
    ['Product', loan.productType ? productTypeLabel(loan.productType) : NOT_AVAILABLE],
    ['Monthly Payment', money(loan.monthlyPayment, true)],
    [heloc ? 'Initial Draw Amount' : 'Loan Amount', money(loan.amount)],
    ['Total Credit Line Amount', heloc ? money(loan.totalLineAmount) : NOT_AVAILABLE],
    ['Interest Rate / APR *', `${percent(loan.interestRate)} / ${percent(apr)}`],
    ['Loan Term', '30 Years'],
    ['Rate Lock', loan.rateLockDate ? formatShortDate(loan.rateLockDate) : NOT_LOCKED],
    ['Rate Expiration', loan.rateLockExpiration ? formatShortDate(loan.rateLockExpiration) : NOT_LOCKED],
  ];
}

/**
 * What the APR counts (spec 2.8's footnote): a line of credit's APR is its interest rate alone (Regulation Z
 * 1026.14(b)); a fixed-rate loan's includes its prepaid finance charge, the origination fee (Appendix J).
 */
export const aprFootnote = (heloc: boolean): string =>
  heloc
    ? 'The APR of a home equity line of credit includes only interest and not other costs or fees.'
    : 'The APR includes the origination fee.';
