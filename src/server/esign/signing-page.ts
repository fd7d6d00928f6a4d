import type { FastifyReply } from 'fastify';
import type { Locale } from '../../shared/i18n/locales.ts';
import { serverMessages, type Translate } from '../i18n/server-messages.ts';
import { escapeHtml, sendHostedPage } from '../routes/hosted-page.ts';

/** A signing page's language and its texts (schemas/messages/<locale>/hosted.json). */
export interface SigningLanguage {
  locale: Locale;
  t: Translate;
}

export const signingLanguage = (locale: Locale): SigningLanguage => ({
  locale,
  t: serverMessages(locale, 'hosted'),
});

/** The simulator's hosted pages: plain accessible HTML with a strict CSP, as the other simulator pages. */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f4f5f7}
header{background:#2f3a45;color:#fff;padding:12px 16px;font-weight:600}
main{max-width:560px;margin:24px auto;padding:24px 16px;background:#fff;border-radius:8px}
h1{font-size:1.6rem;margin:0 0 12px}
h2{font-size:1.1rem;margin:0 0 8px}
dl{margin:0 0 20px}dt{font-weight:600}dd{margin:0 0 8px}
.document{border:1px solid #8c8c8f;border-radius:4px;padding:12px 16px;margin:0 0 20px}
.field{margin:0 0 20px}
label{display:block;font-weight:600;margin-bottom:4px}
.hint{margin:0 0 6px;color:#4b5560;font-size:.95rem}
input[type=text]{width:100%;padding:10px;font:inherit;border:1px solid #5c6670;border-radius:4px}
button{font:inherit;font-weight:600;padding:10px 20px;border-radius:4px;border:2px solid #1d4f91;background:#1d4f91;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #b3561b;outline-offset:2px}
.error{color:#a4161a;font-weight:600;margin:0 0 6px}
.errors{border:2px solid #a4161a;padding:12px 16px;margin:0 0 20px;border-radius:4px}
.errors a{color:#a4161a}
`;

export function esignPage(
  reply: FastifyReply,
  language: SigningLanguage,
  status: number,
  title: string,
  body: string,
) {
  const service = language.t('esign.service');
  return sendHostedPage(reply, { status, lang: language.locale, title, service, style: STYLE, body });
}

export interface SigningFormFacts {
  action: string;
  documentTitle: string;
  loanNumber: string;
  propertyStreet: string | null;
  typed: string;
  error: string | null;
}

export function signingForm(language: SigningLanguage, facts: SigningFormFacts): string {
  const { t } = language;
  const { error } = facts;
  const described = ['signerName-hint', error ? 'signerName-error' : ''].filter(Boolean).join(' ');
  return `${
    error
      ? `<div class="errors" role="alert"><h2>${escapeHtml(t('esign.notAccepted'))}</h2><ul><li><a href="#signerName">${escapeHtml(error)}</a></li></ul></div>`
      : ''
  }
<div class="document">
<h2>${escapeHtml(t('esign.document'))}</h2>
<p>${escapeHtml(facts.documentTitle)}</p>
<dl><dt>${escapeHtml(t('esign.loanNumber'))}</dt><dd>${escapeHtml(facts.loanNumber)}</dd>${
    facts.propertyStreet
      ? `<dt>${escapeHtml(t('esign.property'))}</dt><dd>${escapeHtml(facts.propertyStreet)}</dd>`
      : ''
  }</dl>
</div>
<form method="post" action="${escapeHtml(facts.action)}" novalidate>
  <div class="field">
    <label for="signerName">${escapeHtml(t('esign.name'))}</label>
    <p class="hint" id="signerName-hint">${escapeHtml(t('esign.nameHint'))}</p>
    ${error ? `<p class="error" id="signerName-error">${escapeHtml(error)}</p>` : ''}
    <input id="signerName" name="signerName" type="text" autocomplete="name" maxlength="200" required value="${escapeHtml(facts.typed)}" aria-describedby="${described}"${error ? ' aria-invalid="true"' : ''}>
  </div>
  <button type="submit">${escapeHtml(t('esign.sign'))}</button>
</form>`;
}
