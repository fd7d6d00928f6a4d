import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { rememberLocale, requestLocale, uiLocalesChoice } from '../routes/page-locale.ts';
import { createAuthorizationCode } from './authorization-codes.ts';
import { type IdpContext, isAllowedRedirect } from './context.ts';
import { refuseForgedForm } from './forged-form.ts';
import { csrfTokenFor, forgedFormReason } from './form-protection.ts';
import { idpBrand, OFFICER_PARAM, providerBrand } from './idp-brand.ts';
import {
  type FieldError,
  type FormMode,
  type PageLanguage,
  pageLanguage,
  renderError,
  renderForm,
  renderWebMessage,
  UI_LOCALES_PARAM,
} from './pages.ts';
import { hashToken } from './secrets.ts';
import { createSession, SESSION_COOKIE, sessionUserId } from './sessions.ts';
import { SIGNUP_CODE_MODE } from './signup-code-page.ts';
import { signUpHandlers } from './signup-flow.ts';
import { grantedScope } from './token-issuer.ts';
import { findUserById } from './users.ts';

type Params = Record<string, string>;

/** Keeps only single string values: repeated or nested parameters are not part of the protocol. */
function flatParams(source: unknown): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries((source as Record<string, unknown>) ?? {})) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

const PASSED_THROUGH = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'audience',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'screen_hint',
  'prompt',
  'auth0Client',
  // Which officer's brand the pages wear (idp-brand.ts).
  OFFICER_PARAM,
  // The language of the pages (OpenID Connect's ui_locales; the SPA passes its own), kept by every form and link.
  UI_LOCALES_PARAM,
] as const;

/**
 * The language of the provider's pages: `ui_locales` of the request (the SPA passes the borrower's language; the
 * pages' own language links change it), else the `lang` cookie, else `Accept-Language`.
 */
export function localeOf(request: FastifyRequest, params: Params, offered: readonly Locale[]): Locale {
  return uiLocalesChoice(params[UI_LOCALES_PARAM], offered) ?? requestLocale(request, offered);
}

/**
 * The request's language among those offered (the brand's company's), written into its parameters so every form
 * and link of the visit carries it on.
 */
function settleLocale(request: FastifyRequest, params: Params, offered: readonly Locale[]): Locale {
  const locale = localeOf(request, params, offered);
  params[UI_LOCALES_PARAM] = locale;
  return locale;
}

/** The language of a request whose parameters were settled (settleLocale). */
export const languageOf = (params: Params): PageLanguage =>
  pageLanguage(uiLocalesChoice(params[UI_LOCALES_PARAM]) ?? SOURCE_LOCALE);

function authorizeParams(params: Params): Params {
  const out: Params = {};
  for (const key of PASSED_THROUGH) if (params[key] !== undefined) out[key] = params[key];
  return out;
}

/**
 * GET/POST /authorize. Authorization-code flow with PKCE S256 only. Errors that cannot be trusted to
 * go back to the client (unknown client, unregistered redirect URI) are shown here; the rest are
 * returned to the client the way it asked (query string or web message), as Auth0 does.
 */
export function registerAuthorizeRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const { config, orm, provider } = ctx;

  function respond(reply: FastifyReply, params: Params, result: Record<string, string>) {
    const redirectUri = params.redirect_uri as string;
    const payload = params.state !== undefined ? { ...result, state: params.state } : result;
    if (params.response_mode === 'web_message') {
      return reply
        .type('text/html; charset=utf-8')
        .send(renderWebMessage(new URL(redirectUri).origin, payload));
    }
    const target = new URL(redirectUri);
    for (const [key, value] of Object.entries(payload)) target.searchParams.set(key, value);
    return reply.redirect(target.toString(), 302);
  }

  /** Checks the request; returns an error already sent, or undefined when the request can go on. */
  function rejectInvalid(reply: FastifyReply, params: Params): FastifyReply | undefined {
    const language = languageOf(params);
    const { t } = language;
    if (params.client_id !== config.clientId) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          renderError(
            providerBrand(provider),
            language,
            t('error.unknownClient.title'),
            t('error.unknownClient'),
          ),
        );
    }
    if (!isAllowedRedirect(config, params.redirect_uri)) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(renderError(providerBrand(provider), language, t('error.redirect.title'), t('error.redirect')));
    }
    if (params.response_type !== 'code') {
      return respond(reply, params, {
        error: 'unsupported_response_type',
        error_description: 'Only response_type=code is supported',
      });
    }
    if (!params.code_challenge || params.code_challenge_method !== 'S256') {
      return respond(reply, params, {
        error: 'invalid_request',
        error_description: 'PKCE with code_challenge_method=S256 is required',
      });
    }
    if (params.audience && params.audience !== config.audience) {
      return respond(reply, params, {
        error: 'access_denied',
        error_description: `Service not found: ${params.audience}`,
      });
    }
    return undefined;
  }

  async function issueCode(reply: FastifyReply, params: Params, userId: string, sessionId: string) {
    const code = await createAuthorizationCode(orm, {
      userId,
      sessionHash: hashToken(sessionId),
      clientId: config.clientId,
      redirectUri: params.redirect_uri as string,
      codeChallenge: params.code_challenge as string,
      scope: grantedScope(params.scope),
      audience: params.audience || config.audience,
      nonce: params.nonce ?? null,
    });
    return respond(reply, params, { code });
  }

  async function showForm(
    request: FastifyRequest,
    reply: FastifyReply,
    params: Params,
    mode: FormMode,
    extra: Pick<Parameters<typeof renderForm>[0], 'errors' | 'values'> = {},
  ) {
    const brand = await idpBrand(orm, provider, params[OFFICER_PARAM]);
    const csrfToken = csrfTokenFor(request, reply, ctx, 'authorize');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderForm({
          mode,
          brand,
          language: languageOf(params),
          authorizeParams: authorizeParams(params),
          csrfToken,
          ...extra,
        }),
      );
  }

  /** A refusal for too many attempts, on the form with Retry-After (its message in the page's language). */
  function showTooMany(
    request: FastifyRequest,
    reply: FastifyReply,
    params: Params,
    mode: FormMode,
    refusal: { retryAfter: number; message: string; field: string },
    values: Record<string, string | undefined>,
  ) {
    reply.code(429).header('retry-after', String(refusal.retryAfter));
    return showForm(request, reply, params, mode, {
      errors: [{ field: refusal.field, message: refusal.message }],
      values,
    });
  }

  /** Starts the session and answers the client with an authorization code. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, params: Params, userId: string) {
    const sessionId = await startSession(reply, userId);
    ctx.guard.rememberDevice(request, reply, userId);
    return issueCode(reply, params, userId, sessionId);
  }

  const signUp = signUpHandlers(ctx, { authorizeParams, languageOf, showForm, showTooMany, signIn });

  async function startSession(reply: FastifyReply, userId: string) {
    const sessionId = await createSession(orm, userId, config.sessionTtlSeconds);
    reply.setCookie(SESSION_COOKIE, sessionId, {
      path: '/idp',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secureCookies,
      maxAge: config.sessionTtlSeconds,
    });
    return sessionId;
  }

  /** The languages the pages of this request may speak: its brand's. */
  const offeredFor = async (params: Params) =>
    (await idpBrand(orm, provider, params[OFFICER_PARAM])).languages;

  app.get('/authorize', async (request: FastifyRequest, reply) => {
    const params = flatParams(request.query);
    const offered = await offeredFor(params);
    const asked = uiLocalesChoice(params[UI_LOCALES_PARAM], offered);
    settleLocale(request, params, offered);
    const rejected = rejectInvalid(reply, params);
    if (rejected) return rejected;
    const sessionId = request.cookies[SESSION_COOKIE];
    const userId = await sessionUserId(orm, sessionId);
    const user = userId ? await findUserById(orm, userId) : undefined;
    if (params.prompt === 'none') {
      if (!user || !sessionId)
        return respond(reply, params, { error: 'login_required', error_description: 'Login required' });
      return issueCode(reply, params, user.id, sessionId);
    }
    if (user && sessionId && params.prompt !== 'login') return issueCode(reply, params, user.id, sessionId);
    // A language asked for by name (the SPA's, or a language link of these pages) is kept for the SPA too.
    if (asked) rememberLocale(request, reply, asked);
    return showForm(request, reply, params, params.screen_hint === 'signup' ? 'signup' : 'login');
  });

  app.post('/authorize', async (request, reply) => {
    const params = flatParams(request.body);
    settleLocale(request, params, await offeredFor(params));
    const rejected = rejectInvalid(reply, params);
    if (rejected) return rejected;
    const { t } = languageOf(params);
    const forged = forgedFormReason(request, ctx, 'authorize');
    if (forged) {
      return refuseForgedForm(
        request,
        reply,
        providerBrand(provider),
        languageOf(params),
        forged,
        t('forged.form'),
      );
    }
    const email = params.email ?? '';
    const password = params.password ?? '';
    if (params.mode === 'signup') return signUp.signUp(request, reply, params);
    if (params.mode === SIGNUP_CODE_MODE) return signUp.code(request, reply, params);
    if (!email || !password) {
      const errors: FieldError[] = [];
      if (!email) errors.push({ field: 'email', message: t('problem.loginEmail') });
      if (!password) errors.push({ field: 'password', message: t('problem.loginPassword') });
      reply.code(400);
      return showForm(request, reply, params, 'login', { errors, values: { email } });
    }
    const outcome = await ctx.guard.attempt(request, email, password);
    if (!outcome.ok && outcome.reason !== 'wrong') {
      const { retryAfter } = outcome;
      const message = t(outcome.reason === 'busy' ? 'login.busy' : 'login.throttled', {
        seconds: retryAfter,
      });
      return showTooMany(
        request,
        reply,
        params,
        'login',
        { retryAfter, message, field: 'password' },
        { email },
      );
    }
    if (!outcome.ok) {
      request.log.info('idp: failed log-in');
      reply.code(401);
      return showForm(request, reply, params, 'login', {
        errors: [{ field: 'password', message: t('login.wrong') }],
        values: { email },
      });
    }
    return signIn(request, reply, params, outcome.user.id);
  });
}
