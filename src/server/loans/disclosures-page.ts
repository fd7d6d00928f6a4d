/**
 * The initial disclosures for the chosen product as an accessible HTML page (one h1, headed sections, a table
 * with a caption, print-friendly): the figures to the cent, and for a HELOC the CFPB brochure (Regulation Z
 * 1026.40). The borrower opens it from a link in a new tab; the page is the format the E-SIGN consent shows
 * they can open.
 */

import { E_SIGN_CONSENT } from '../../shared/consents.ts';
import { formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { escapeHtml } from '../routes/hosted-page.ts';
import { isHeloc } from './loan-conditions.ts';

export const CFPB_HELOC_BROCHURE = {
  title: 'What you should know about home equity lines of credit',
  url: 'https://files.consumerfinance.gov/f/201401_cfpb_booklet_heloc.pdf',
};

export interface DisclosureFacts {
  borrowerName: string;
  propertyAddress: string;
  lenderName: string;
  lenderNmlsId: string;
  product: PricedProduct;
  issuedOn: string;
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
        row('Annual percentage rate (variable)', formatPercent(product.apr)),
        row('Periodic rate (monthly)', formatPercent(product.rate / 12)),
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
<p>The annual percentage rate of a home equity line of credit includes only interest and not other costs or
fees. The rate can change; the monthly payment shown is for the initial draw at today's rate.</p>
<p>Your home secures this line of credit. If you do not pay as agreed you could lose your home.</p>
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
<p>You could open this page, so you can open the documents we send electronically. Return to your
application to continue.</p>
</main></body></html>`;
}
