import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAuthorizationCode } from './authorization-codes.ts';
import { type IdpContext, isAllowedRedirect } from './context.ts';
import { idpBrand, OFFICER_PARAM, providerBrand } from './idp-brand.ts';
import { type FieldError, type FormMode, renderError, renderForm, renderWebMessage } from './pages.ts';
import { createSession, SESSION_COOKIE, sessionUserId } from './sessions.ts';
import { grantedScope } from './token-issuer.ts';
import { authenticate, findUserById, signUp } from './users.ts';

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
] as const;

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
    if (params.client_id !== config.clientId) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          renderError(
            providerBrand(provider),
            'Unknown application',
            'This sign-in link names an application that is not registered.',
          ),
        );
    }
    if (!isAllowedRedirect(config, params.redirect_uri)) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          renderError(
            providerBrand(provider),
            'Sign-in link not allowed',
            'The redirect_uri of this sign-in link is not an allowed address.',
          ),
        );
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

  async function issueCode(reply: FastifyReply, params: Params, userId: string) {
    const code = await createAuthorizationCode(orm, {
      userId,
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
    reply: FastifyReply,
    params: Params,
    mode: FormMode,
    extra: Pick<Parameters<typeof renderForm>[0], 'errors' | 'values'> = {},
  ) {
    const brand = await idpBrand(orm, provider, params[OFFICER_PARAM]);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderForm({ mode, brand, authorizeParams: authorizeParams(params), ...extra }));
  }

  async function startSession(reply: FastifyReply, userId: string) {
    const sessionId = await createSession(orm, userId, config.sessionTtlSeconds);
    reply.setCookie(SESSION_COOKIE, sessionId, {
      path: '/idp',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secureCookies,
      maxAge: config.sessionTtlSeconds,
    });
  }

  app.get('/authorize', async (request: FastifyRequest, reply) => {
    const params = flatParams(request.query);
    const rejected = rejectInvalid(reply, params);
    if (rejected) return rejected;
    const userId = await sessionUserId(orm, request.cookies[SESSION_COOKIE]);
    const user = userId ? await findUserById(orm, userId) : undefined;
    if (params.prompt === 'none') {
      if (!user)
        return respond(reply, params, { error: 'login_required', error_description: 'Login required' });
      return issueCode(reply, params, user.id);
    }
    if (user && params.prompt !== 'login') return issueCode(reply, params, user.id);
    return showForm(reply, params, params.screen_hint === 'signup' ? 'signup' : 'login');
  });

  app.post('/authorize', async (request, reply) => {
    const params = flatParams(request.body);
    const rejected = rejectInvalid(reply, params);
    if (rejected) return rejected;
    const email = params.email ?? '';
    const password = params.password ?? '';
    if (params.mode === 'signup') {
      const values = { email, given_name: params.given_name, family_name: params.family_name };
      const result = await signUp(orm, {
        email,
        password,
        givenName: params.given_name ?? '',
        familyName: params.family_name ?? '',
      });
      if (!result.ok) {
        reply.code(result.code === 'invalid_signup' ? 409 : 400);
        return showForm(reply, params, 'signup', { errors: result.problems, values });
      }
      request.log.info({ userId: result.user.id }, 'idp: user signed up');
      await startSession(reply, result.user.id);
      return issueCode(reply, params, result.user.id);
    }
    if (!email || !password) {
      const errors: FieldError[] = [];
      if (!email) errors.push({ field: 'email', message: 'Enter your email.' });
      if (!password) errors.push({ field: 'password', message: 'Enter your password.' });
      reply.code(400);
      return showForm(reply, params, 'login', { errors, values: { email } });
    }
    const user = await authenticate(orm, email, password);
    if (!user) {
      request.log.info('idp: failed log-in');
      reply.code(401);
      return showForm(reply, params, 'login', {
        errors: [{ field: 'password', message: 'Wrong email or password.' }],
        values: { email },
      });
    }
    await startSession(reply, user.id);
    return issueCode(reply, params, user.id);
  });
}
