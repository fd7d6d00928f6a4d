import { escapeHtml } from '../routes/hosted-page.ts';
import type { IdpBrand } from './idp-brand.ts';
import { errorSummary, type FieldError, hiddenFields, layout } from './pages.ts';

/** The field and form values of the sign-up code page (issue 19 item 12). */
export const SIGNUP_CODE_MODE = 'signup-code';
export const PENDING_FIELD = 'signup_id';

export interface SignUpCodePage {
  brand: IdpBrand;
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
  const errors = page.errors ?? [];
  const error = errors.find((problem) => problem.field === 'code');
  const described = ['code-hint', error ? 'code-error' : ''].filter(Boolean).join(' ');
  const notice = page.notice ? `<p class="notice" role="status">${escapeHtml(page.notice)}</p>` : '';
  return layout(
    page.brand,
    'Check your email',
    `<h1>Check your email</h1><p class="lead">We sent a 6-digit code to <strong>${escapeHtml(page.email)}</strong>. Enter it to finish creating your account.</p>${notice}${errorSummary(errors)}
<form method="post" action="authorize" novalidate><input type="hidden" name="mode" value="${SIGNUP_CODE_MODE}"><input type="hidden" name="${PENDING_FIELD}" value="${escapeHtml(page.pendingId)}">${hiddenFields(page.authorizeParams, page.csrfToken)}
<label for="code">6-digit code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required aria-describedby="${described}"${error ? ' aria-invalid="true"' : ''}>${
      error ? `<p id="code-error" class="field-error">${escapeHtml(error.message)}</p>` : ''
    }
<p id="code-hint" class="field-hint">The code works for ${page.minutes} minutes. Check your spam folder if it has not arrived.</p>
<button type="submit" class="submit" name="action" value="verify">Continue</button>
<button type="submit" class="secondary" name="action" value="resend">Send a new code</button></form>
<p class="switch"><a href="${signUpHref(page.authorizeParams)}">Use a different email</a></p>`,
    true,
  );
}

/** A code page whose sign-up is over (an hour after it started, or finished): the person starts again. */
export function renderSignUpExpired(brand: IdpBrand, authorizeParams: Record<string, string>): string {
  return layout(
    brand,
    'Start again',
    `<h1>Start again</h1><p class="error" role="alert">This sign-up has expired. Fill in the sign-up form again to get a new code.</p>
<p class="switch"><a href="${signUpHref(authorizeParams)}">Create your account</a></p>`,
  );
}
