import { escapeHtml } from '../routes/hosted-page.ts';
import type { IdpBrand } from './idp-brand.ts';
import {
  errorSummary,
  type FieldError,
  hiddenFields,
  htmlMessage,
  layout,
  type PageLanguage,
} from './pages.ts';

/** The field and form values of the sign-up code page (issue 19 item 12). */
export const SIGNUP_CODE_MODE = 'signup-code';
export const PENDING_FIELD = 'signup_id';

export interface SignUpCodePage {
  brand: IdpBrand;
  language: PageLanguage;
  authorizeParams: Record<string, string>;
  csrfToken: string;
  /** The id of the pending sign-up (pending-signups.ts), carried by the form. */
  pendingId: string;
  email: string;
  minutes: number;
  /** Said above the form after "Send a new code". */
  notice?: string;
  errors?: FieldError[];
}

/** The sign-up form's link, for starting again with another email. */
function signUpHref(authorizeParams: Record<string, string>): string {
  const params = new URLSearchParams({ ...authorizeParams, screen_hint: 'signup', prompt: 'login' });
  return `authorize?${escapeHtml(params.toString())}`;
}

/** After a valid sign-up, for a new and a taken email alike: the code mailed to the email finishes it. */
export function renderSignUpCode(page: SignUpCodePage): string {
  const { t } = page.language;
  const errors = page.errors ?? [];
  const error = errors.find((problem) => problem.field === 'code');
  const described = ['code-hint', error ? 'code-error' : ''].filter(Boolean).join(' ');
  const notice = page.notice ? `<p class="notice" role="status">${escapeHtml(page.notice)}</p>` : '';
  const lead = htmlMessage(t, 'code.lead', {}, { email: `<strong>${escapeHtml(page.email)}</strong>` });
  return layout(
    page.brand,
    page.language,
    t('code.title'),
    `<h1>${escapeHtml(t('code.title'))}</h1><p class="lead">${lead}</p>${notice}${errorSummary(t, errors)}
<form method="post" action="authorize" novalidate><input type="hidden" name="mode" value="${SIGNUP_CODE_MODE}"><input type="hidden" name="${PENDING_FIELD}" value="${escapeHtml(page.pendingId)}">${hiddenFields(page.authorizeParams, page.csrfToken)}
<label for="code">${escapeHtml(t('code.label'))}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required aria-describedby="${described}"${error ? ' aria-invalid="true"' : ''}>${
      error ? `<p id="code-error" class="field-error">${escapeHtml(error.message)}</p>` : ''
    }
<p id="code-hint" class="field-hint">${escapeHtml(t('code.hint', { minutes: page.minutes }))}</p>
<button type="submit" class="submit" name="action" value="verify">${escapeHtml(t('code.verify'))}</button>
<button type="submit" class="secondary" name="action" value="resend">${escapeHtml(t('code.resend'))}</button></form>
<p class="switch"><a href="${signUpHref(page.authorizeParams)}">${escapeHtml(t('code.otherEmail'))}</a></p>`,
    true,
  );
}

/** A code page whose sign-up is over (an hour after it started, or finished): the person starts again. */
export function renderSignUpExpired(
  brand: IdpBrand,
  language: PageLanguage,
  authorizeParams: Record<string, string>,
): string {
  const { t } = language;
  return layout(
    brand,
    language,
    t('code.expiredTitle'),
    `<h1>${escapeHtml(t('code.expiredTitle'))}</h1><p class="error" role="alert">${escapeHtml(t('code.expiredMessage'))}</p>
<p class="switch"><a href="${signUpHref(authorizeParams)}">${escapeHtml(t('signup.title'))}</a></p>`,
  );
}
