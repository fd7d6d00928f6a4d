import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { Orm } from '../db/database.ts';
import { serverMessages, type Translate } from '../i18n/server-messages.ts';
import { UnknownVerificationSessionError } from '../providers/verification/verification-provider.ts';
import {
  SIMULATED_EMPLOYERS,
  type VerificationSimulator,
} from '../providers/verification/verification-simulator.ts';
import { escapeHtml, sendHostedPage } from '../routes/hosted-page.ts';
import { applicationOrRequestLocale, requestLocale } from '../routes/page-locale.ts';

/** A hosted page's language and its texts (schemas/messages/<locale>/hosted.json). */
interface Language {
  locale: Locale;
  t: Translate;
}

const languageFor = (locale: Locale): Language => ({ locale, t: serverMessages(locale, 'hosted') });

/**
 * The simulator's hosted pages, served by our server (in production the verification service hosts them):
 * /verification-sim/identity (date of birth and last four of SSN, then Verify) and /verification-sim/income
 * (find the employer, then Connect). Each ends with a 303 to the return path given at create-token, with
 * `verificationSession=<id>`, or `verificationCancelled=1` after Cancel.
 */
export async function registerVerificationSimulatorPages(
  app: FastifyInstance,
  simulator: VerificationSimulator,
  /** Where the applications are, for their language; without it the pages speak the browser's. */
  orm?: Orm,
): Promise<void> {
  /** The application's language when it is known (page-locale.ts), else the browser's cookie or Accept-Language. */
  async function languageOf(request: FastifyRequest, appId: string | undefined): Promise<Language> {
    if (!orm || appId === undefined) return languageFor(requestLocale(request));
    return languageFor(await applicationOrRequestLocale(orm, appId, request));
  }

  await app.register(async (pages) => {
    await pages.register(formBody, { bodyLimit: 4096 });

    pages.get('/verification-sim/identity', async (request, reply) => {
      const { token = '' } = request.query as { token?: string };
      const link = await simulator.openLink(token);
      const language = await languageOf(request, link?.applicant.appId);
      if (!link) return expired(reply, language);
      const { t } = language;
      return page(reply, language, 200, t('identity.title'), identityForm(language, token, {}, {}));
    });

    pages.post('/verification-sim/identity', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      const token = body.token ?? '';
      const link = await simulator.openLink(token);
      const language = await languageOf(request, link?.applicant.appId);
      if (link?.product !== 'identity_verification') return expired(reply, language);
      if (body.action === 'cancel') return cancelled(reply, language, token);
      const { t } = language;
      const values = { dateOfBirth: (body.dateOfBirth ?? '').trim(), ssnLast4: (body.ssnLast4 ?? '').trim() };
      const errors: Record<string, string> = {};
      const dobProblem = dateOfBirthProblem(t, values.dateOfBirth);
      if (dobProblem) errors.dateOfBirth = dobProblem;
      if (!/^[0-9]{4}$/.test(values.ssnLast4)) errors.ssnLast4 = t('identity.ssnProblem');
      if (Object.keys(errors).length > 0) {
        return page(reply, language, 400, t('identity.title'), identityForm(language, token, values, errors));
      }
      return finished(reply, language, simulator.finishIdentity(token, { dateOfBirth: values.dateOfBirth }));
    });

    pages.get('/verification-sim/income', async (request, reply) => {
      const { token = '', q = '' } = request.query as { token?: string; q?: string };
      const link = await simulator.openLink(token);
      const language = await languageOf(request, link?.applicant.appId);
      if (link?.product !== 'income_verification') return expired(reply, language);
      return page(
        reply,
        language,
        200,
        language.t('income.title'),
        incomeForm(language, token, q, employersFor(link.applicant.appId, q), ''),
      );
    });

    pages.post('/verification-sim/income', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      const token = body.token ?? '';
      const link = await simulator.openLink(token);
      const language = await languageOf(request, link?.applicant.appId);
      if (link?.product !== 'income_verification') return expired(reply, language);
      if (body.action === 'cancel') return cancelled(reply, language, token);
      const { t } = language;
      const employers = employersFor(link.applicant.appId, '');
      const picked = employers.find((name) => name === body.employer);
      if (!picked) {
        return page(
          reply,
          language,
          400,
          t('income.title'),
          incomeForm(language, token, '', employers, t('income.employerProblem')),
        );
      }
      return finished(reply, language, simulator.finishIncome(token, { employerName: picked }));
    });
  });

  /** Back with the session; the expired page when another request (a double submit) spent the token first. */
  async function finished(
    reply: FastifyReply,
    language: Language,
    finishing: Promise<{ sessionId: string; returnUrl: string }>,
  ) {
    try {
      const { sessionId, returnUrl } = await finishing;
      return back(reply, returnUrl, 'verificationSession', sessionId);
    } catch (error) {
      if (error instanceof UnknownVerificationSessionError) return expired(reply, language);
      throw error;
    }
  }

  async function cancelled(reply: FastifyReply, language: Language, token: string) {
    try {
      return back(reply, (await simulator.cancel(token)).returnUrl, 'verificationCancelled', '1');
    } catch (error) {
      if (error instanceof UnknownVerificationSessionError) return expired(reply, language);
      throw error;
    }
  }

  /** The applicant's own employer first, then the rest; filtered by the search words. */
  function employersFor(appId: string, query: string): string[] {
    const own = simulator.employerFor(appId).employerName;
    const all = [own, ...SIMULATED_EMPLOYERS.filter((name) => name !== own)];
    const words = query.trim().toLowerCase();
    return words ? all.filter((name) => name.toLowerCase().includes(words)) : all;
  }
}

/** Back to our own site only: the path and query of the return URL, with the outcome added. */
function back(reply: FastifyReply, returnUrl: string, key: string, value: string) {
  const target = new URL(returnUrl, 'http://return.invalid');
  target.searchParams.delete('verificationSession');
  target.searchParams.delete('verificationCancelled');
  target.searchParams.set(key, value);
  return reply.code(303).header('location', `${target.pathname}${target.search}`).send();
}

function dateOfBirthProblem(t: Translate, value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    return t('identity.dobProblem');
  }
  const now = new Date();
  const eighteen = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()));
  if (date > eighteen) return t('identity.dobTooYoung');
  if (date.getUTCFullYear() < now.getUTCFullYear() - 120) return t('identity.dobTooOld');
  return undefined;
}

function expired(reply: FastifyReply, language: Language) {
  const { t } = language;
  return page(reply, language, 404, t('expired.title'), `<p>${escapeHtml(t('expired.body'))}</p>`);
}

function errorSummary(t: Translate, errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  return `<div class="errors" role="alert"><h2>${escapeHtml(t('errors.title'))}</h2><ul>${entries
    .map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`)
    .join('')}</ul></div>`;
}

function field(
  name: string,
  label: string,
  value: string | undefined,
  error: string | undefined,
  attributes: string,
  hint: string,
): string {
  const described = [`${name}-hint`, error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
  <label for="${name}">${escapeHtml(label)}</label>
  <p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>
  ${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
  <input id="${name}" name="${name}" value="${escapeHtml(value ?? '')}" aria-describedby="${described}"${
    error ? ' aria-invalid="true"' : ''
  } required ${attributes}>
</div>`;
}

function identityForm(
  language: Language,
  token: string,
  values: Record<string, string>,
  errors: Record<string, string>,
): string {
  const { t } = language;
  return `${errorSummary(t, errors)}
<p>${escapeHtml(t('identity.lead'))}</p>
<form method="post" action="/verification-sim/identity" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  ${field('dateOfBirth', t('identity.dob'), values.dateOfBirth, errors.dateOfBirth, 'type="date" autocomplete="bday"', t('identity.dobHint'))}
  ${field(
    'ssnLast4',
    t('identity.ssn'),
    values.ssnLast4,
    errors.ssnLast4,
    'type="text" inputmode="numeric" maxlength="4" pattern="[0-9]{4}" autocomplete="off"',
    t('identity.ssnHint'),
  )}
  <div class="actions">
    <button type="submit" name="action" value="verify">${escapeHtml(t('identity.verify'))}</button>
    <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(t('action.cancel'))}</button>
  </div>
</form>`;
}

function incomeForm(
  language: Language,
  token: string,
  query: string,
  employers: string[],
  error: string,
): string {
  const { t } = language;
  const options = employers
    .map(
      (name, index) =>
        `<div class="choice"><input type="radio" id="employer-${index}" name="employer" value="${escapeHtml(name)}"${
          error ? ' aria-describedby="employer-error"' : ''
        }><label for="employer-${index}">${escapeHtml(name)}</label></div>`,
    )
    .join('');
  return `${error ? `<div class="errors" role="alert"><p>${escapeHtml(error)}</p></div>` : ''}
<p>${escapeHtml(t('income.lead'))}</p>
<form method="get" action="/verification-sim/income" role="search" aria-label="${escapeHtml(t('income.searchLabel'))}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <div class="field">
    <label for="q">${escapeHtml(t('income.search'))}</label>
    <div class="search"><input id="q" name="q" type="search" value="${escapeHtml(query)}" autocomplete="organization"><button type="submit" class="secondary">${escapeHtml(t('income.searchButton'))}</button></div>
  </div>
</form>
<form method="post" action="/verification-sim/income" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <fieldset>
    <legend>${escapeHtml(t('income.employer'))}</legend>
    ${error ? `<p class="error" id="employer-error">${escapeHtml(error)}</p>` : ''}
    ${options || `<p>${escapeHtml(t('income.noMatch', { query }))}</p>`}
  </fieldset>
  <div class="actions">
    <button type="submit" name="action" value="connect">${escapeHtml(t('income.connect'))}</button>
    <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(t('action.cancel'))}</button>
  </div>
</form>`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f4f5f7}
header{background:#2f3a45;color:#fff;padding:12px 16px;font-weight:600}
main{max-width:520px;margin:24px auto;padding:24px 16px;background:#fff;border-radius:8px}
h1{font-size:1.6rem;margin:0 0 12px}
h2{font-size:1.1rem;margin:0 0 8px}
.field{margin:0 0 20px}
label,legend{display:block;font-weight:600;margin-bottom:4px}
.hint{margin:0 0 6px;color:#4b5560;font-size:.95rem}
input[type=date],input[type=text],input[type=search]{width:100%;padding:10px;font:inherit;border:1px solid #5c6670;border-radius:4px}
.search{display:flex;gap:8px}.search input{flex:1;min-width:0}
fieldset{border:0;padding:0;margin:0 0 20px}
.choice{display:flex;align-items:center;gap:8px;padding:6px 0}
.choice label{font-weight:400;margin:0}
.choice input{width:20px;height:20px}
.actions{display:flex;flex-wrap:wrap;gap:12px}
button{font:inherit;font-weight:600;padding:10px 20px;border-radius:4px;border:2px solid #1d4f91;background:#1d4f91;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4f91}
:focus-visible{outline:3px solid #b3561b;outline-offset:2px}
.error{color:#a4161a;font-weight:600;margin:0 0 6px}
.errors{border:2px solid #a4161a;padding:12px 16px;margin:0 0 20px;border-radius:4px}
.errors a{color:#a4161a}
`;

function page(reply: FastifyReply, language: Language, status: number, title: string, body: string) {
  return sendHostedPage(reply, {
    status,
    lang: language.locale,
    title,
    service: language.t('verification.service'),
    style: STYLE,
    body,
  });
}
