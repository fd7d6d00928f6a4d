import { LOCALE_NAMES, LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { serverMessages, type Translate } from '../i18n/server-messages.ts';
import { escapeHtml } from '../routes/hosted-page.ts';
import { CSP_NONCE_PLACEHOLDER } from '../security/csp-nonce.ts';
import { CSRF_FIELD } from './form-protection.ts';
import type { IdpBrand } from './idp-brand.ts';
import { PASSPHRASE_LENGTH, passwordRules } from './passwords.ts';

/** Server-rendered pages of the embedded identity provider: log-in, sign-up, errors, silent answers. */

/** The language a page is written in, with its texts (schemas/messages/<locale>/idp.json). */
export interface PageLanguage {
  locale: Locale;
  t: Translate;
}

export const pageLanguage = (locale: Locale): PageLanguage => ({ locale, t: serverMessages(locale, 'idp') });

/** The `ui_locales` parameter the provider's forms and links carry, so every page of a visit keeps its language. */
export const UI_LOCALES_PARAM = 'ui_locales';

/**
 * A catalogue text as HTML with some values as markup: the text is escaped, then each `{name}` of `html` is put in
 * as it is (already escaped by the caller), so translators keep plain text and the word order stays theirs.
 */
export function htmlMessage(
  t: Translate,
  key: string,
  values: Record<string, unknown>,
  html: Record<string, string>,
): string {
  const marks = Object.fromEntries(Object.keys(html).map((name, index) => [name, `\u0001${index}\u0001`]));
  let text = escapeHtml(t(key, { ...values, ...marks }));
  Object.values(html).forEach((markup, index) => {
    text = text.replace(`\u0001${index}\u0001`, markup);
  });
  return text;
}

// The brand's colours arrive as custom properties (brandStyle); everything else is the same for every brand.
const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f5f5f5;color:#1f1f1f;line-height:1.4}
  .brand{display:flex;justify-content:center;padding:14px 24px;background:#fff;border-top:4px solid var(--primary);border-bottom:1px solid #e0e0e0}
  .brand img{display:block;object-fit:contain}
  main{max-width:440px;margin:5vh auto;padding:32px 24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:1.5rem;margin:0 0 8px}
  p.lead{margin:0 0 24px;color:#4a4a4a}
  label{display:block;font-weight:600;margin:18px 0 6px}
  input{width:100%;padding:12px;font-size:1rem;border:1px solid #767676;border-radius:6px;color:inherit}
  input:focus{outline:3px solid var(--primary-dark);outline-offset:1px}
  input[aria-invalid=true]{border:2px solid #b3261e}
  .field-error{margin:6px 0 0;color:#b3261e;font-weight:600;font-size:.95rem}
  .submit{width:100%;margin-top:28px;padding:12px;font-size:1rem;font-weight:600;color:var(--primary-contrast);background:var(--primary);border:0;border-radius:6px;cursor:pointer}
  .submit:hover{filter:brightness(.92)}
  button:focus-visible,a:focus-visible,.error-summary:focus{outline:3px solid #1f1f1f;outline-offset:2px}
  .reveal{display:inline-flex;align-items:center;gap:8px;margin-top:8px;padding:6px 10px 6px 6px;font:inherit;font-size:.95rem;color:var(--primary-dark);background:none;border:1px solid transparent;border-radius:6px;cursor:pointer}
  .reveal::before{content:"";width:16px;height:16px;border:2px solid currentColor;border-radius:3px}
  .reveal[aria-pressed=true]::before{background:currentColor;box-shadow:inset 0 0 0 2px #fff}
  .reveal[hidden]{display:none}
  .error-summary{margin:0 0 20px;padding:14px 16px;border-radius:6px;background:#fdecea;color:#8c1d18;border:2px solid #b3261e}
  .error-summary h2{margin:0 0 6px;font-size:1.05rem}
  .error-summary ul{margin:0;padding-left:20px}
  .error-summary a{color:#8c1d18;font-weight:600}
  .error{margin:0 0 16px;padding:12px;border-radius:6px;background:#fdecea;color:#8c1d18;border:1px solid #b3261e}
  .hint{margin:8px 0 0;padding-left:20px;color:#4a4a4a;font-size:.9rem}
  .switch{margin-top:20px;text-align:center}
  .strength{margin:8px 0 0;font-size:.95rem;font-weight:600}
  .secondary{width:100%;margin-top:12px;padding:12px;font-size:1rem;font-weight:600;color:var(--primary-dark);background:#fff;border:2px solid var(--primary-dark);border-radius:6px;cursor:pointer}
  .field-hint{margin:6px 0 0;color:#4a4a4a;font-size:.95rem}
  .lead strong{overflow-wrap:anywhere}
  .languages{margin:0 0 12px;text-align:right}
  .notice{margin:0 0 20px;padding:12px 16px;border-radius:6px;background:#eef6f0;border:1px solid #767676}
  a{color:var(--primary-dark)}
  @media (max-width:480px){main{margin:0;border-radius:0;box-shadow:none;min-height:calc(100vh - 73px)}}
`;

/** The show-password toggles, shown only where this script runs; it also moves focus to the list of errors. */
const script = (t: Translate) => {
  const strength = JSON.stringify({
    'too weak': t('strength.tooWeak'),
    weak: t('strength.weak'),
    fair: t('strength.fair'),
    good: t('strength.good'),
    strong: t('strength.strong'),
  }).replace(/</g, '\\u003c');
  return `(function(){
  var toggles=document.querySelectorAll('button[data-reveal]');
  for(var i=0;i<toggles.length;i++)(function(button){
    var input=document.getElementById(button.getAttribute('aria-controls'));
    if(!input)return;
    button.hidden=false;
    button.addEventListener('click',function(){
      var show=input.type==='password';
      input.type=show?'text':'password';
      button.setAttribute('aria-pressed',show?'true':'false');
    });
    if(input.form)input.form.addEventListener('submit',function(){
      input.type='password';
      button.setAttribute('aria-pressed','false');
    });
  })(toggles[i]);
  var summary=document.getElementById('error-summary');
  if(summary)summary.focus();
  var strength=document.getElementById('password-strength');
  var typed=document.getElementById('password');
  if(strength&&typed){
    strength.hidden=false;
    var rate=function(){
      var v=typed.value,classes=0;
      if(/[a-z]/.test(v))classes++;if(/[A-Z]/.test(v))classes++;if(/[0-9]/.test(v))classes++;if(/[^A-Za-z0-9]/.test(v))classes++;
      var unique=0,seen={};for(var j=0;j<v.length;j++)if(!seen[v[j]]){seen[v[j]]=1;unique++;}
      var word=!v?'':v.length<8||unique<4?'too weak':v.length>=${PASSPHRASE_LENGTH}&&unique>=8?'strong':classes>=3&&v.length>=12?'good':classes>=3?'fair':'weak';
      strength.textContent=word?words[word]:'';
    };
    var words=${strength};
    typed.addEventListener('input',rate);rate();
  }
  var auto=document.querySelector('form[data-auto-submit]');
  if(auto)auto.submit();
})();`;
};

/** The brand's colours, validated hex values only (brandPalette), so they can stand in a style element. */
function brandStyle(brand: IdpBrand): string {
  const { palette } = brand;
  return `:root{--primary:${palette.primary};--primary-dark:${palette.primaryDark};--primary-contrast:${palette.primaryContrast}}`;
}

/** Spec 2.6: the default icon for the provider's brand, a blank one (no request at all) for a broker's. */
const faviconHref = (brand: IdpBrand) => (brand.favicon === 'default' ? '/idp/favicon.svg' : 'data:,');

export function layout(
  brand: IdpBrand,
  language: PageLanguage,
  title: string,
  body: string,
  withScript = false,
): string {
  const { logoBox } = brand;
  return `<!doctype html>
<html lang="${language.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${brand.palette.primary}">
<title>${escapeHtml(`${title} – ${brand.name}`)}</title>
<link rel="icon" href="${faviconHref(brand)}">
<style nonce="${CSP_NONCE_PLACEHOLDER}">${brandStyle(brand)}${STYLE}</style></head>
<body><header class="brand"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" width="${logoBox.width}" height="${logoBox.height}"></header>
<main>${body}</main>${withScript ? `<script nonce="${CSP_NONCE_PLACEHOLDER}">${script(language.t)}</script>` : ''}</body></html>`;
}

export type FormMode = 'login' | 'signup';

/** A problem with what was typed in one field, in the words shown on the form. */
export interface FieldError {
  field: string;
  message: string;
}

export interface FormPage {
  mode: FormMode;
  brand: IdpBrand;
  language: PageLanguage;
  /** The original /authorize query, carried through the form so the POST can finish the same request. */
  authorizeParams: Record<string, string>;
  /** Every problem at once, in the order of the fields. */
  errors?: FieldError[];
  values?: { email?: string; given_name?: string; family_name?: string };
  /** The signed token of the CSRF protection (form-protection.ts). */
  csrfToken: string;
}

export const csrfField = (token: string) =>
  `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(token)}">`;

const FIELD_ORDER = ['given_name', 'family_name', 'email', 'password'];

/** The original /authorize parameters and the CSRF token, as the hidden fields of a form posting to authorize. */
export function hiddenFields(authorizeParams: Record<string, string>, csrfToken: string): string {
  return Object.entries(authorizeParams)
    .filter(([name]) => !['screen_hint', 'mode'].includes(name))
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
    .concat(csrfField(csrfToken));
}

export function errorSummary(t: Translate, errors: FieldError[]): string {
  if (errors.length === 0) return '';
  const items = errors
    .map(({ field, message }) => `<li><a href="#${escapeHtml(field)}">${escapeHtml(message)}</a></li>`)
    .join('');
  return `<div id="error-summary" class="error-summary" role="alert" tabindex="-1" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(t('errors.title', { count: errors.length }))}</h2><ul>${items}</ul></div>`;
}

/**
 * Links to the same page in the other languages the provider speaks, each named in itself (and marked as written
 * in it); following one keeps the request and changes `ui_locales`.
 */
function languageLinks(
  brand: IdpBrand,
  language: PageLanguage,
  authorizeParams: Record<string, string>,
  mode: FormMode,
) {
  const others = LOCALES.filter((locale) => locale !== language.locale && brand.languages.includes(locale));
  if (others.length === 0) return '';
  const links = others
    .map((locale) => {
      const params = new URLSearchParams({
        ...authorizeParams,
        screen_hint: mode,
        prompt: 'login',
        [UI_LOCALES_PARAM]: locale,
      });
      return `<a href="authorize?${escapeHtml(params.toString())}" lang="${locale}" hreflang="${locale}">${escapeHtml(LOCALE_NAMES[locale])}</a>`;
    })
    .join(' ');
  const label = serverMessages(language.locale, 'common')('language.label');
  return `<nav class="languages" aria-label="${escapeHtml(label)}">${links}</nav>`;
}

export function renderForm(page: FormPage): string {
  const { mode, brand, values = {}, language } = page;
  const { t } = language;
  const errors = [...(page.errors ?? [])].sort(
    (a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field),
  );
  const hidden = hiddenFields(page.authorizeParams, page.csrfToken);
  const field = (name: string, label: string, type: string, autocomplete: string, extra = '') => {
    const error = errors.find((problem) => problem.field === name);
    const described = [
      error ? `${name}-error` : '',
      name === 'password' && mode === 'signup' ? 'password-rules password-strength' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const value = type === 'password' ? '' : (values[name as keyof typeof values] ?? '');
    const message = error ? `<p id="${name}-error" class="field-error">${escapeHtml(error.message)}</p>` : '';
    const reveal =
      type === 'password'
        ? `<button type="button" class="reveal" data-reveal aria-controls="${name}" aria-pressed="false" hidden>${escapeHtml(t('form.showPassword'))}</button>`
        : '';
    return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(value)}"${
      error ? ' aria-invalid="true"' : ''
    }${described ? ` aria-describedby="${described}"` : ''}${extra}>${message}${reveal}`;
  };
  const switchParams = new URLSearchParams({
    ...page.authorizeParams,
    screen_hint: mode === 'login' ? 'signup' : 'login',
    prompt: 'login',
  });
  const switchHref = `authorize?${escapeHtml(switchParams.toString())}`;
  const languages = languageLinks(brand, language, page.authorizeParams, mode);
  if (mode === 'signup') {
    return layout(
      brand,
      language,
      t('signup.title'),
      `${languages}<h1>${escapeHtml(t('signup.title'))}</h1><p class="lead">${escapeHtml(t('signup.lead'))}</p>${errorSummary(t, errors)}
<form method="post" action="authorize" novalidate><input type="hidden" name="mode" value="signup">${hidden}
${field('given_name', t('field.givenName'), 'text', 'given-name', ' maxlength="100"')}
${field('family_name', t('field.familyName'), 'text', 'family-name', ' maxlength="100"')}
${field('email', t('field.email'), 'email', 'email', ' maxlength="254"')}
${field('password', t('field.password'), 'password', 'new-password', ' maxlength="128"')}
<p id="password-strength" class="strength" aria-live="polite" hidden></p>
<ul id="password-rules" class="hint" aria-label="${escapeHtml(t('password.rulesLabel'))}">${passwordRules(t)
        .map((rule) => `<li>${escapeHtml(rule)}</li>`)
        .join('')}</ul>
<button type="submit" class="submit">${escapeHtml(t('signup.submit'))}</button></form>
<p class="switch">${escapeHtml(t('signup.haveAccount'))} <a href="${switchHref}">${escapeHtml(t('signup.logIn'))}</a></p>`,
      true,
    );
  }
  return layout(
    brand,
    language,
    t('login.title'),
    `${languages}<h1>${escapeHtml(t('login.title'))}</h1><p class="lead">${escapeHtml(t('login.lead'))}</p>${errorSummary(t, errors)}
<form method="post" action="authorize" novalidate><input type="hidden" name="mode" value="login">${hidden}
${field('email', t('field.email'), 'email', 'email', ' maxlength="254"')}
${field('password', t('field.password'), 'password', 'current-password', ' maxlength="128"')}
<button type="submit" class="submit">${escapeHtml(t('login.submit'))}</button></form>
<p class="switch">${escapeHtml(t('login.newHere'))} <a href="${switchHref}">${escapeHtml(t('login.createAccount'))}</a></p>`,
    true,
  );
}

export function renderError(brand: IdpBrand, language: PageLanguage, title: string, message: string): string {
  return layout(
    brand,
    language,
    title,
    `<h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

/**
 * Log-out asks by POST (issue 19 item 13): this browser only, or every device. `autoSubmit` when the SPA itself
 * sent the browser here, so its log-out needs no extra click; from anywhere else the person chooses.
 */
export function renderLogoutConfirm(
  brand: IdpBrand,
  language: PageLanguage,
  page: { csrfToken: string; returnTo?: string; autoSubmit: boolean },
): string {
  const { t } = language;
  const returnTo =
    page.returnTo === undefined
      ? ''
      : `<input type="hidden" name="returnTo" value="${escapeHtml(page.returnTo)}">`;
  return layout(
    brand,
    language,
    t('logout.title'),
    `<h1>${escapeHtml(t('logout.title'))}</h1><p class="lead">${escapeHtml(t(page.autoSubmit ? 'logout.auto' : 'logout.ask'))}</p>
<form method="post" action="logout"${page.autoSubmit ? ' data-auto-submit' : ''}>${csrfField(page.csrfToken)}${returnTo}
<button type="submit" class="submit" name="scope" value="this">${escapeHtml(t('logout.this'))}</button>
<button type="submit" class="secondary" name="scope" value="everywhere">${escapeHtml(t('logout.everywhere'))}</button></form>`,
    true,
  );
}

export function renderLoggedOut(brand: IdpBrand, language: PageLanguage): string {
  const { t } = language;
  return layout(
    brand,
    language,
    t('loggedOut.title'),
    `<h1>${escapeHtml(t('loggedOut.heading'))}</h1><p class="lead">${escapeHtml(t('loggedOut.lead'))}</p>`,
  );
}

/** The provider's icon (the SPA's default favicon, in the provider's colour). */
export function faviconSvg(brand: IdpBrand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="${brand.palette.primary}"/></svg>`;
}

/**
 * The answer to `response_mode=web_message` (silent authentication in a hidden iframe): it posts the
 * result to the parent window, restricted to the redirect URI's origin, as auth0-spa-js expects.
 */
export function renderWebMessage(targetOrigin: string, response: Record<string, string>): string {
  const message = JSON.stringify({ type: 'authorization_response', response }).replace(/</g, '\\u003c');
  const origin = JSON.stringify(targetOrigin).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization response</title></head>
<body><script nonce="${CSP_NONCE_PLACEHOLDER}">(function(){var target=window.opener||window.parent;target.postMessage(${message},${origin});})();</script></body></html>`;
}
