/**
 * The 'Loan Details' grid of spec 2.8, as label and value pairs, led by the product in words (`Home equity loan`). For a HELOC the APR is the interest rate (the
 * footnote says so); a fixed loan's APR includes its fees, so it comes from the loan's own `apr`.
 */
import { formatPercent, formatShortDate, formatUsd } from '../../shared/format.ts';
import { productTypeLabel } from '../../shared/product-types.ts';
import type { Translate } from '../i18n/messages.ts';
import { productWords } from './loan-words.ts';
import type { LocaleFormat } from './locale-format.ts';

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

/** The rows in the page's language (the `loans` catalogue and the locale's formats); without them, English. */
export function loanDetailRows(
  loan: LoanDetailFacts,
  words?: { t: Translate; format: LocaleFormat },
): [label: string, value: string][] {
  const heloc = isHeloc(loan.productType);
  const apr = heloc ? loan.interestRate : loan.apr;
  if (words) {
    const { t, format } = words;
    const na = t('details.na');
    const notLocked = t('details.notLocked');
    const usd = (value: number | null, cents = false) =>
      typeof value === 'number' ? format.usd(value, { cents }) : na;
    const pct = (value: number | null) => (typeof value === 'number' ? format.percent(value) : na);
    return [
      [t('details.product'), loan.productType ? productWords(t, loan.productType) : na],
      [t('details.monthlyPayment'), usd(loan.monthlyPayment, true)],
      [t(heloc ? 'details.initialDraw' : 'details.loanAmount'), usd(loan.amount)],
      [t('details.totalLine'), heloc ? usd(loan.totalLineAmount) : na],
      [t('details.rateApr'), `${pct(loan.interestRate)} / ${pct(apr)}`],
      [t('details.term'), t('details.termValue')],
      [t('details.rateLock'), loan.rateLockDate ? format.shortDate(loan.rateLockDate) : notLocked],
      [
        t('details.rateExpiration'),
        loan.rateLockExpiration ? format.shortDate(loan.rateLockExpiration) : notLocked,
      ],
    ];
  }
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
