import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { revokeAccessTokensOfUser } from '../auth/access-token-revocations.ts';
import { requestLocale } from '../routes/page-locale.ts';
import { type IdpContext, isAllowedRedirect, oauthError } from './context.ts';
import { refuseForgedForm } from './forged-form.ts';
import { csrfTokenFor, forgedFormReason } from './form-protection.ts';
import { HashingBusyError } from './hashing-pool.ts';
import { providerBrand } from './idp-brand.ts';
import { faviconSvg, pageLanguage, renderError, renderLoggedOut, renderLogoutConfirm } from './pages.ts';
import { hashPassword } from './passwords.ts';
import { revokeSessionRefreshTokens, revokeUserRefreshTokens } from './refresh-tokens.ts';
import { hashToken } from './secrets.ts';
import { endSession, endUserSessions, SESSION_COOKIE, sessionUserId } from './sessions.ts';
import { tellOwnerOfSignUp } from './signup-notice.ts';
import { findUserById, signUp } from './users.ts';

const DEFAULT_CONNECTION = 'Username-Password-Authentication';

/** Whether a top-level GET came from the provider's own pages or an allowed SPA origin (not a foreign site). */
function cameFromOwnSite(request: FastifyRequest, allowedOrigins: string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  try {
    return allowedOrigins.includes(new URL(request.headers.referer ?? '').origin);
  } catch {
    return false;
  }
}

const signUpAnswer = (id: string, email: string, names: { givenName: string; familyName: string }) => ({
  _id: id,
  email,
  email_verified: false,
  given_name: names.givenName,
  family_name: names.familyName,
});

/** Sign-up, log-out, discovery, JWKS and userinfo. */
export function registerAccountRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const { config, orm, keys } = ctx;
  const brand = providerBrand(ctx.provider);
  const jwks = { keys: [keys.publicJwk] };
  const localJwks = createLocalJWKSet(jwks);

  app.post('/dbconnections/signup', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    if (text('client_id') !== config.clientId) {
      return reply.code(400).send({
        name: 'BadRequestError',
        code: 'invalid_client',
        description: 'Unknown client_id',
        statusCode: 400,
      });
    }
    if (text('connection') !== DEFAULT_CONNECTION) {
      return reply.code(400).send({
        name: 'BadRequestError',
        code: 'invalid_connection',
        description: `connection must be ${DEFAULT_CONNECTION}`,
        statusCode: 400,
      });
    }
    // Auth0's sign-up answer: its `description` in the pages' language (the `lang` cookie, else Accept-Language).
    const { t } = pageLanguage(requestLocale(request));
    let result: Awaited<ReturnType<typeof signUp>>;
    try {
      result = await signUp(
        orm,
        {
          email: text('email'),
          password: text('password'),
          givenName: text('given_name'),
          familyName: text('family_name'),
        },
        (plain) => ctx.guard.hash(request, () => hashPassword(plain)),
        t,
      );
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      return reply
        .code(429)
        .header('retry-after', '1')
        .send({
          name: 'TooManyRequestsError',
          code: 'too_many_attempts',
          description: t('signup.busy', { seconds: 1 }),
          statusCode: 429,
        });
    }
    if (result.ok === false) {
      return reply.code(400).send({
        name: 'BadRequestError',
        code: result.code,
        description: result.message,
        field: result.field,
        statusCode: 400,
      });
    }
    const typed = { givenName: text('given_name').trim(), familyName: text('family_name').trim() };
    if (result.ok === 'taken') {
      // The same answer as for a new account (issue 19 item 12); the owner hears of it by mail.
      tellOwnerOfSignUp(request, ctx.mail, result.owner, brand.name, requestLocale(request));
      return signUpAnswer(crypto.randomUUID(), text('email').trim().toLowerCase(), typed);
    }
    const { user } = result;
    request.log.info({ userId: user.id }, 'idp: user signed up');
    return signUpAnswer(user.id, user.email, user);
  });

  /** The log-out pages speak the visitor's language (the `lang` cookie, else Accept-Language). */
  const languageOf = (request: FastifyRequest) => pageLanguage(requestLocale(request));

  function loggedOutAnswer(request: FastifyRequest, reply: FastifyReply, returnTo: string | undefined) {
    if (returnTo === undefined) {
      return reply.type('text/html; charset=utf-8').send(renderLoggedOut(brand, languageOf(request)));
    }
    return reply.redirect(returnTo, 303);
  }

  function refuseReturnTo(request: FastifyRequest, reply: FastifyReply) {
    const language = languageOf(request);
    const { t } = language;
    return reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(renderError(brand, language, t('error.returnTo.title'), t('error.returnTo')));
  }

  /**
   * GET never logs out (a cross-site link or image could): with a session it shows the log-out form, submitted
   * by itself when the browser came from the provider's own origin or an allowed SPA origin, as the Auth0 SDK's
   * logout() sends it; otherwise the person clicks. Without a session there is nothing to end.
   */
  app.get('/v2/logout', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const returnTo = typeof query.returnTo === 'string' ? query.returnTo : undefined;
    if (returnTo !== undefined && !isAllowedRedirect(config, returnTo)) return refuseReturnTo(request, reply);
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId || !(await sessionUserId(orm, sessionId))) {
      if (sessionId) reply.clearCookie(SESSION_COOKIE, { path: '/idp' });
      return loggedOutAnswer(request, reply, returnTo);
    }
    const csrfToken = csrfTokenFor(request, reply, ctx, 'logout');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderLogoutConfirm(brand, languageOf(request), {
          csrfToken,
          returnTo,
          autoSubmit: cameFromOwnSite(request, config.allowedOrigins),
        }),
      );
  });

  /** Ends this browser's session and its refresh tokens, or with scope=everywhere every session and token. */
  app.post('/v2/logout', async (request, reply) => {
    const forged = forgedFormReason(request, ctx, 'logout');
    if (forged) {
      const language = languageOf(request);
      return refuseForgedForm(request, reply, brand, language, forged, language.t('forged.logout'));
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const returnTo = typeof body.returnTo === 'string' ? body.returnTo : undefined;
    if (returnTo !== undefined && !isAllowedRedirect(config, returnTo)) return refuseReturnTo(request, reply);
    const sessionId = request.cookies[SESSION_COOKIE];
    const userId = sessionId ? await sessionUserId(orm, sessionId) : undefined;
    if (sessionId && userId) {
      // The access tokens already handed out stop working too, for the rest of their life (issue 19, item 14).
      await revokeAccessTokensOfUser(orm, userId, config.accessTokenTtlSeconds);
      if (body.scope === 'everywhere') {
        await revokeUserRefreshTokens(orm, userId);
        await endUserSessions(orm, userId);
        request.log.info({ userId }, 'idp: logged out everywhere');
      } else {
        await revokeSessionRefreshTokens(orm, hashToken(sessionId));
        await endSession(orm, sessionId);
        request.log.info({ userId }, 'idp: logged out');
      }
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/idp' });
    return loggedOutAnswer(request, reply, returnTo);
  });

  // Named by the pages' <link rel="icon">; a browser left without one would ask for /favicon.ico and get a 404.
  const favicon = faviconSvg(brand);
  app.get('/favicon.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
  );

  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(jwks),
  );

  app.get('/.well-known/openid-configuration', async () => ({
    issuer: config.issuer,
    authorization_endpoint: `${config.issuer}authorize`,
    token_endpoint: `${config.issuer}oauth/token`,
    userinfo_endpoint: `${config.issuer}userinfo`,
    jwks_uri: `${config.issuer}.well-known/jwks.json`,
    end_session_endpoint: `${config.issuer}v2/logout`,
    registration_endpoint: `${config.issuer}dbconnections/signup`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'web_message'],
    grant_types_supported: [
      'authorization_code',
      'refresh_token',
      ...(config.passwordGrant ? ['password'] : []),
    ],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email', 'read:applications', 'offline_access'],
    token_endpoint_auth_methods_supported: ['none'],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'nonce',
      'email',
      'email_verified',
      'given_name',
      'family_name',
      'name',
    ],
  }));

  app.get('/userinfo', async (request, reply) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return reply.code(401).send(oauthError('invalid_token', 'Missing bearer token'));
    try {
      const { payload } = await jwtVerify(match[1], localJwks, {
        issuer: config.issuer,
        audience: config.audience,
        algorithms: ['RS256'],
        clockTolerance: 60,
      });
      const user = payload.sub ? await findUserById(orm, payload.sub) : undefined;
      if (!user) return reply.code(401).send(oauthError('invalid_token', 'Unknown user'));
      return {
        sub: user.id,
        email: user.email,
        email_verified: user.emailVerified,
        given_name: user.givenName,
        family_name: user.familyName,
        name: `${user.givenName} ${user.familyName}`,
      };
    } catch {
      return reply.code(401).send(oauthError('invalid_token', 'Invalid or expired access token'));
    }
  });
}
