import type { ThirdPartyFee } from '../../shared/timelines/loan-estimate.ts';
/**
 * The initial disclosures for the chosen product as an accessible HTML page (one h1, headed sections, a table
 * with a caption, print-friendly): the figures to the cent, and for a HELOC the early disclosures of Regulation Z
 * 1026.40(d) and the CFPB brochure. The borrower opens it from a link in a new tab, after the E-SIGN consent;
 * before it the same link opens a sample page in the same format, which the consent shows they could open.
 */

import { E_SIGN_CONSENT } from '../../shared/consents.ts';
import { formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { escapeHtml } from '../routes/hosted-page.ts';
import { formatPeriodicRate, helocEarlyDisclosures } from './heloc-early-disclosures.ts';
import { isHeloc } from './loan-conditions.ts';

export const CFPB_HELOC_BROCHURE = {
  title: 'What You Should Know About Home Equity Lines of Credit',
  url: 'https://files.consumerfinance.gov/f/201401_cfpb_booklet_heloc.pdf',
};

export interface DisclosureFacts {
  borrowerName: string;
  propertyAddress: string;
  lenderName: string;
  lenderNmlsId: string;
  product: PricedProduct;
  issuedOn: string;
  /** Estimates of what third parties charge (the provider configuration's, as on a Loan Estimate). */
  thirdPartyFees: readonly ThirdPartyFee[];
}

function row(label: string, value: string): string {
  return `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
}

export function disclosuresPage(facts: DisclosureFacts): string {
  const { product } = facts;
  const heloc = isHeloc(product);
  const money = (dollars: number) => formatUsd(dollars, { cents: true });
  const figures = heloc
    ? [
        row('Credit line', money(creditLineOf(product) ?? product.loanAmount)),
        row('Initial draw', money(product.loanAmount)),
        row('Annual percentage rate (fixed)', formatPercent(product.apr)),
        row('Periodic rate (monthly)', formatPeriodicRate(product.rate)),
        row('Origination fee', money(product.originationFee)),
        row('Monthly payment on the initial draw', money(product.monthlyPayment)),
        row('Term', formatTerm(product.termMonths)),
        row('Estimated cash to you', money(product.cashToBorrower)),
      ]
    : [
        row('Loan amount', money(product.loanAmount)),
        row('Interest rate (fixed)', formatPercent(product.rate)),
        row('Annual percentage rate (APR)', formatPercent(product.apr)),
        row('Origination fee (prepaid finance charge)', money(product.originationFee)),
        row('Amount financed', money(product.loanAmount - product.originationFee)),
        row('Monthly principal and interest', money(product.monthlyPayment)),
        row('Term', formatTerm(product.termMonths)),
        row('Estimated cash to you', money(product.cashToBorrower)),
      ];
  const productSection = heloc
    ? `<section aria-labelledby="heloc"><h2 id="heloc">Home equity line of credit: early disclosure</h2>
${helocEarlyDisclosures(product, facts.lenderName, facts.thirdPartyFees)}
<p>Read the Consumer Financial Protection Bureau brochure
<a href="${CFPB_HELOC_BROCHURE.url}">${escapeHtml(CFPB_HELOC_BROCHURE.title)} (PDF)</a> before you submit.</p></section>`
    : `<section aria-labelledby="le"><h2 id="le">Closed-end home equity loan</h2>
<p>Your Loan Estimate, with all closing costs itemised, will be delivered within three business days of your
application. The figures here are the terms you chose; the Loan Estimate is the binding disclosure.</p>
<p>Your home secures this loan. If you do not pay as agreed you could lose your home.</p></section>`;
  const consent = E_SIGN_CONSENT.paragraphs
    .map((paragraph) => `<h3>${escapeHtml(paragraph.heading)}</h3><p>${escapeHtml(paragraph.text)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Initial disclosures: ${escapeHtml(product.productName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:800px;margin:0 auto;padding:16px;color:#1a1a1a;line-height:1.5}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #8c8c8f}
a{color:#0b5394}caption{text-align:left;font-weight:600;padding:8px 0}</style></head>
<body><main>
<h1>Initial disclosures</h1>
<p>Prepared for ${escapeHtml(facts.borrowerName)} on ${escapeHtml(facts.issuedOn)} by ${escapeHtml(facts.lenderName)}
(NMLS ${escapeHtml(facts.lenderNmlsId)}) for the property at ${escapeHtml(facts.propertyAddress)}.</p>
<section aria-labelledby="terms"><h2 id="terms">Your loan terms</h2>
<table><caption>${escapeHtml(product.productName)}</caption><tbody>
${figures.join('\n')}
</tbody></table></section>
${productSection}
<section aria-labelledby="esign"><h2 id="esign">${escapeHtml(E_SIGN_CONSENT.title)}</h2>
${consent}</section>
<p>Return to your application to continue.</p>
</main></body></html>`;
}

/**
 * What the disclosures link opens before the E-SIGN consent: a sample in the format the documents come in, so the
 * consent shows the borrower can open it (15 USC 7001(c)(1)(C)(ii)) without a disclosure delivered before it.
 */
export function sampleDocumentPage(lenderName: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sample document</title>
<style>body{font-family:system-ui,sans-serif;max-width:800px;margin:0 auto;padding:16px;color:#1a1a1a;line-height:1.5}</style>
</head><body><main>
<h1>Sample document</h1>
<p>This is a sample of the documents ${escapeHtml(lenderName)} sends electronically: web pages you can read,
save and print from your browser. You could open it, so you can open our documents.</p>
<p>Return to your application to give your consent to receive documents electronically. Your disclosures open
from the same link once you have consented.</p>
</main></body></html>`;
}
