import type { ThirdPartyFee } from '../../shared/timelines/loan-estimate.ts';
import { serverMessages } from '../i18n/server-messages.ts';
/**
 * The initial disclosures for the chosen product as an accessible HTML page (one h1, headed sections, a table
 * with a caption, print-friendly): the figures to the cent, and for a HELOC the early disclosures of Regulation Z
 * 1026.40(d) and the CFPB brochure. The borrower opens it from a link in a new tab, after the E-SIGN consent;
 * before it the same link opens a sample page in the same format, which the consent shows they could open.
 * The words come from the `loan` catalogue in the borrower's language; a translated page starts with the note on
 * which version governs and a link to the English page (`?lang=en`), which is the record.
 */

import { E_SIGN_CONSENT } from '../../shared/consents.ts';
import { formatPercent, formatUsd } from '../../shared/format.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { governingNote } from '../i18n/locale-preferences.ts';
import { escapeHtml } from '../routes/hosted-page.ts';
import { formatPeriodicRate, helocEarlyDisclosures } from './heloc-early-disclosures.ts';
import { isHeloc } from './loan-conditions.ts';
import { loanText, termWords } from './loan-texts.ts';

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

/** The CFPB brochure in `locale` (its Spanish edition for Spanish). */
export function helocBrochure(locale: Locale = SOURCE_LOCALE): { title: string; url: string } {
  if (locale === SOURCE_LOCALE) return CFPB_HELOC_BROCHURE;
  const t = loanText(locale);
  return { title: t('brochure.title'), url: t('brochure.url') };
}

/** A translated document's top: the note on which version governs, and the link to the English one (`?lang=en`). */
function translationHeader(locale: Locale, note: string | undefined): string {
  if (locale === SOURCE_LOCALE) return '';
  const t = loanText(locale);
  return `<p class="translation-note"><strong>${escapeHtml(note ?? governingNote(null, locale) ?? '')}</strong></p>
<p><a href="?lang=en" hreflang="en">${escapeHtml(t('document.englishVersion'))}</a></p>
`;
}

const STYLE_TRANSLATED =
  '.translation-note{border:1px solid #8c8c8f;border-radius:4px;padding:8px 12px;background:#f4f5f7}';

/**
 * The E-SIGN consent's title and paragraphs: the recorded English text, or its translation from the `legal`
 * catalogue, the one the consent screen shows (paragraphs numbered from 1).
 */
function eSignConsentIn(locale: Locale): { title: string; paragraphs: { heading: string; text: string }[] } {
  if (locale === SOURCE_LOCALE) return E_SIGN_CONSENT;
  const t = serverMessages(locale, 'legal');
  return {
    title: t('consent.e-sign.title'),
    paragraphs: E_SIGN_CONSENT.paragraphs.map((_, index) => ({
      heading: t(`consent.e-sign.${index + 1}.heading`),
      text: t(`consent.e-sign.${index + 1}.text`),
    })),
  };
}

export function disclosuresPage(
  facts: DisclosureFacts,
  locale: Locale = SOURCE_LOCALE,
  note?: string,
): string {
  const { product } = facts;
  const t = loanText(locale);
  const heloc = isHeloc(product);
  const money = (dollars: number) => formatUsd(dollars, { cents: true });
  const term = termWords(t, product.termMonths);
  const label = (key: string) => t(`disclosures.row.${key}`);
  const figures = heloc
    ? [
        row(label('creditLine'), money(creditLineOf(product) ?? product.loanAmount)),
        row(label('initialDraw'), money(product.loanAmount)),
        row(label('aprFixed'), formatPercent(product.apr)),
        row(label('periodicRate'), formatPeriodicRate(product.rate)),
        row(label('originationFee'), money(product.originationFee)),
        row(label('drawPayment'), money(product.monthlyPayment)),
        row(label('term'), term),
        row(label('cashToYou'), money(product.cashToBorrower)),
      ]
    : [
        row(label('loanAmount'), money(product.loanAmount)),
        row(label('rateFixed'), formatPercent(product.rate)),
        row(label('apr'), formatPercent(product.apr)),
        row(label('prepaidFee'), money(product.originationFee)),
        row(label('amountFinanced'), money(product.loanAmount - product.originationFee)),
        row(label('principalInterest'), money(product.monthlyPayment)),
        row(label('term'), term),
        row(label('cashToYou'), money(product.cashToBorrower)),
      ];
  const brochure = helocBrochure(locale);
  const productSection = heloc
    ? `<section aria-labelledby="heloc"><h2 id="heloc">${escapeHtml(t('disclosures.heloc.heading'))}</h2>
${helocEarlyDisclosures(product, facts.lenderName, facts.thirdPartyFees, locale)}
<p>${escapeHtml(t('disclosures.brochure.before'))}
<a href="${escapeHtml(brochure.url)}">${escapeHtml(t('disclosures.brochure.link', { title: brochure.title }))}</a>${escapeHtml(t('disclosures.brochure.after'))}</p></section>`
    : `<section aria-labelledby="le"><h2 id="le">${escapeHtml(t('disclosures.closedEnd.heading'))}</h2>
<p>${escapeHtml(t('disclosures.closedEnd.estimate'))}</p>
<p>${escapeHtml(t('disclosures.closedEnd.security'))}</p></section>`;
  const eSign = eSignConsentIn(locale);
  const consent = eSign.paragraphs
    .map((paragraph) => `<h3>${escapeHtml(paragraph.heading)}</h3><p>${escapeHtml(paragraph.text)}</p>`)
    .join('\n');
  const prepared = t('disclosures.prepared', {
    borrower: facts.borrowerName,
    date: facts.issuedOn,
    lender: facts.lenderName,
    nmls: facts.lenderNmlsId,
    address: facts.propertyAddress,
  });
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('disclosures.title', { product: product.productName }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:800px;margin:0 auto;padding:16px;color:#1a1a1a;line-height:1.5}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #8c8c8f}
a{color:#0b5394}caption{text-align:left;font-weight:600;padding:8px 0}${locale === SOURCE_LOCALE ? '' : STYLE_TRANSLATED}</style></head>
<body><main>
${translationHeader(locale, note)}<h1>${escapeHtml(t('disclosures.heading'))}</h1>
<p>${escapeHtml(prepared)}</p>
<section aria-labelledby="terms"><h2 id="terms">${escapeHtml(t('disclosures.terms.heading'))}</h2>
<table><caption>${escapeHtml(product.productName)}</caption><tbody>
${figures.join('\n')}
</tbody></table></section>
${productSection}
<section aria-labelledby="esign"><h2 id="esign">${escapeHtml(eSign.title)}</h2>
${consent}</section>
<p>${escapeHtml(t('disclosures.return'))}</p>
</main></body></html>`;
}

/**
 * What the disclosures link opens before the E-SIGN consent: a sample in the format the documents come in, so the
 * consent shows the borrower can open it (15 USC 7001(c)(1)(C)(ii)) without a disclosure delivered before it.
 */
export function sampleDocumentPage(
  lenderName: string,
  locale: Locale = SOURCE_LOCALE,
  note?: string,
): string {
  const t = loanText(locale);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('sample.title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:800px;margin:0 auto;padding:16px;color:#1a1a1a;line-height:1.5}${locale === SOURCE_LOCALE ? '' : STYLE_TRANSLATED}</style>
</head><body><main>
${translationHeader(locale, note)}<h1>${escapeHtml(t('sample.title'))}</h1>
<p>${escapeHtml(t('sample.text', { lender: lenderName }))}</p>
<p>${escapeHtml(t('sample.return'))}</p>
</main></body></html>`;
}

/** What an expired or unknown disclosures link opens (404), in `locale`. */
export function expiredLinkPage(locale: Locale = SOURCE_LOCALE): string {
  const t = loanText(locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t('expired.title'))}</title></head><body><main><h1>${escapeHtml(t('expired.heading'))}</h1><p>${escapeHtml(t('expired.text'))}</p></main></body></html>`;
}
