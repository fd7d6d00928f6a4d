import { escapeHtml } from '../routes/hosted-page.ts';
import { CSP_NONCE_PLACEHOLDER } from '../security/csp-nonce.ts';
import { PASSWORD_RULES } from './passwords.ts';

/** Server-rendered pages of the embedded identity provider: log-in, sign-up, errors, silent answers. */

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f5f5f5;color:#1f1f1f}
  main{max-width:420px;margin:6vh auto;padding:32px 24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:1.5rem;margin:0 0 8px}
  p.lead{margin:0 0 24px;color:#4a4a4a}
  label{display:block;font-weight:600;margin:16px 0 6px}
  input{width:100%;padding:12px;font-size:1rem;border:1px solid #767676;border-radius:6px}
  input:focus{outline:3px solid #278A43;outline-offset:1px}
  input[aria-invalid=true]{border-color:#b3261e}
  button{width:100%;margin-top:24px;padding:12px;font-size:1rem;font-weight:600;color:#fff;background:#1d6b33;border:0;border-radius:6px;cursor:pointer}
  button:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}
  .error{margin:0 0 16px;padding:12px;border-radius:6px;background:#fdecea;color:#8c1d18;border:1px solid #b3261e}
  .hint{margin:6px 0 0;padding-left:20px;color:#4a4a4a;font-size:.9rem}
  .switch{margin-top:20px;text-align:center}
  a{color:#1d6b33}
  @media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh}}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${CSP_NONCE_PLACEHOLDER}">${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export type FormMode = 'login' | 'signup';

export interface FormPage {
  mode: FormMode;
  /** The original /authorize query, carried through the form so the POST can finish the same request. */
  authorizeParams: Record<string, string>;
  error?: { field: string; message: string };
  values?: { email?: string; given_name?: string; family_name?: string };
}

export function renderForm(page: FormPage): string {
  const { mode, error, values = {} } = page;
  const hidden = Object.entries(page.authorizeParams)
    .filter(([name]) => !['screen_hint', 'mode'].includes(name))
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const field = (name: string, label: string, type: string, autocomplete: string, extra = '') => {
    const invalid = error?.field === name;
    const described = [
      invalid ? 'form-error' : '',
      name === 'password' && mode === 'signup' ? 'password-rules' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const value = type === 'password' ? '' : (values[name as keyof typeof values] ?? '');
    return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(value)}"${
      invalid ? ' aria-invalid="true"' : ''
    }${described ? ` aria-describedby="${described}"` : ''}${extra}>`;
  };
  const errorBlock = error
    ? `<p id="form-error" class="error" role="alert">${escapeHtml(error.message)}</p>`
    : '';
  const switchParams = new URLSearchParams({
    ...page.authorizeParams,
    screen_hint: mode === 'login' ? 'signup' : 'login',
    prompt: 'login',
  });
  const switchHref = `authorize?${escapeHtml(switchParams.toString())}`;
  if (mode === 'signup') {
    return layout(
      'Create your account',
      `<h1>Create your account</h1><p class="lead">Save your application and come back to it any time.</p>${errorBlock}
<form method="post" action="authorize" novalidate><input type="hidden" name="mode" value="signup">${hidden}
${field('given_name', 'First name', 'text', 'given-name', ' maxlength="100"')}
${field('family_name', 'Last name', 'text', 'family-name', ' maxlength="100"')}
${field('email', 'Email', 'email', 'email', ' maxlength="254"')}
${field('password', 'Password', 'password', 'new-password', ' maxlength="128"')}
<ul id="password-rules" class="hint" aria-label="Password rules">${PASSWORD_RULES.map((rule) => `<li>${rule}</li>`).join('')}</ul>
<button type="submit">Create account</button></form>
<p class="switch">Already have an account? <a href="${switchHref}">Log in</a></p>`,
    );
  }
  return layout(
    'Log in',
    `<h1>Log in</h1><p class="lead">Continue your application or check on your loan.</p>${errorBlock}
<form method="post" action="authorize" novalidate><input type="hidden" name="mode" value="login">${hidden}
${field('email', 'Email', 'email', 'email', ' maxlength="254"')}
${field('password', 'Password', 'password', 'current-password', ' maxlength="128"')}
<button type="submit">Log in</button></form>
<p class="switch">New here? <a href="${switchHref}">Create an account</a></p>`,
  );
}

export function renderError(title: string, message: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

export function renderLoggedOut(): string {
  return layout('Logged out', '<h1>You are logged out</h1><p class="lead">You can close this window.</p>');
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
