/**
 * The HELOC early disclosures of Regulation Z 1026.40(d), given with the application before the borrower submits
 * it (DOMAIN.md 6). The rate sheet prices a fixed-rate line (the whole term at one rate), so the line is disclosed
 * as fixed: no index, margin or caps apply. Figures to the cent from the chosen offer; the words from the `loan`
 * catalogue (`heloc.*`), in the borrower's language.
 */
import { formatPercent, formatUsd } from '../../shared/format.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { monthlyPaymentCents, totalOfPaymentsCents } from '../../shared/pricing/amortization.ts';
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { feeName, type ThirdPartyFee } from '../../shared/timelines/loan-estimate.ts';
import { escapeHtml } from '../routes/hosted-page.ts';
import { loanText, termWords } from './loan-texts.ts';

/** The balance of the minimum-payment example 1026.40(d)(5)(iii) prescribes. */
export const EXAMPLE_BALANCE_CENTS = 10_000_00;

/**
 * The monthly periodic rate of an annual rate, to as many decimals (at most six) as it takes for twelve times it
 * to give the annual rate back: 8.25% → `0.6875%` (0.688% would make 8.256%).
 */
export function formatPeriodicRate(annualPercent: number): string {
  const monthly = annualPercent / 12;
  for (let decimals = 3; decimals < 6; decimals += 1) {
    const shown = Number(monthly.toFixed(decimals));
    if (Math.abs(shown * 12 - annualPercent) < 0.0005) return `${monthly.toFixed(decimals)}%`;
  }
  return `${monthly.toFixed(6)}%`;
}

export interface PaymentExample {
  payments: number;
  paymentCents: number;
  finalPaymentCents: number;
}

/** $10,000 drawn at once and repaid by the minimum payments only, at the line's rate over its term. */
export function minimumPaymentExample(ratePercent: number, termMonths: number): PaymentExample {
  const paymentCents = monthlyPaymentCents(EXAMPLE_BALANCE_CENTS, ratePercent, termMonths);
  const totalCents = totalOfPaymentsCents(EXAMPLE_BALANCE_CENTS, ratePercent, termMonths);
  return {
    payments: termMonths,
    paymentCents,
    finalPaymentCents: totalCents - paymentCents * (termMonths - 1),
  };
}

const cents = (amount: number) => formatUsd(amount / 100, { cents: true });
const section = (id: string, title: string, body: string) =>
  `<section aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(title)}</h3>${body}</section>`;
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The sections of the early disclosure, in the order of 1026.40(d), as HTML under an h2 the page gives, in `locale`. */
export function helocEarlyDisclosures(
  product: PricedProduct,
  lenderName: string,
  thirdPartyFees: readonly ThirdPartyFee[],
  locale: Locale = SOURCE_LOCALE,
): string {
  const t = loanText(locale);
  const line = creditLineOf(product) ?? product.loanAmount;
  const term = termWords(t, product.termMonths);
  const example = minimumPaymentExample(product.rate, product.termMonths);
  const money = (dollars: number) => formatUsd(dollars, { cents: true });
  // The same estimates as a closed-end loan's Loan Estimate (the provider configuration's thirdPartyFees).
  const fees = thirdPartyFees
    .map(
      (fee) =>
        `<tr><th scope="row">${escapeHtml(feeName(fee, locale))}</th><td>${cents(fee.amountCents)}</td></tr>`,
    )
    .join('');
  const thirdPartyTotal = thirdPartyFees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const part = (id: string, name: string, ...paragraphs: string[]) =>
    section(id, t(`heloc.${name}.title`), paragraphs.join(''));
  return [
    p(t('heloc.intro')),
    part('heloc-conditions', 'conditions', p(t('heloc.conditions.text'))),
    part('heloc-security', 'security', p(t('heloc.security.text'))),
    part(
      'heloc-rights',
      'rights',
      p(t('heloc.rights.terminate')),
      p(t('heloc.rights.suspend')),
      p(t('heloc.rights.change')),
    ),
    part(
      'heloc-rate',
      'rate',
      p(
        t('heloc.rate.text', { apr: formatPercent(product.apr), periodic: formatPeriodicRate(product.rate) }),
      ),
    ),
    part(
      'heloc-periods',
      'periods',
      p(t('heloc.periods.text', { draw: money(product.loanAmount), line: money(line), term })),
    ),
    part('heloc-minimum', 'minimum', p(t('heloc.minimum.text', { payment: money(product.monthlyPayment) }))),
    part(
      'heloc-example',
      'example',
      p(
        t('heloc.example.text', {
          apr: formatPercent(product.apr),
          term,
          count: String(example.payments - 1),
          payment: cents(example.paymentCents),
          final: cents(example.finalPaymentCents),
        }),
      ),
    ),
    part('heloc-balloon', 'balloon', p(t('heloc.balloon.text'))),
    part(
      'heloc-fees',
      'fees',
      p(
        t('heloc.fees.lender', {
          lender: lenderName,
          fee: money(product.originationFee),
          percent: String(product.originationFeePercent),
        }),
      ),
      p(t('heloc.fees.thirdParty', { total: cents(thirdPartyTotal) })),
      `<table><caption>${escapeHtml(t('heloc.fees.caption'))}</caption><tbody>${fees}</tbody></table>`,
    ),
    part('heloc-negative-amortization', 'negativeAmortization', p(t('heloc.negativeAmortization.text'))),
    part('heloc-transactions', 'transactions', p(t('heloc.transactions.text'))),
    part('heloc-tax', 'tax', p(t('heloc.tax.text'))),
  ].join('\n');
}
