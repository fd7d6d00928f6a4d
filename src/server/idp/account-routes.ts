import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { revokeAccessTokensOfUser } from '../auth/access-token-revocations.ts';
import { type IdpContext, isAllowedRedirect, oauthError } from './context.ts';
import { providerBrand } from './idp-brand.ts';
import { faviconSvg, renderError, renderLoggedOut } from './pages.ts';
import { revokeUserRefreshTokens } from './refresh-tokens.ts';
import { endSession, SESSION_COOKIE, sessionUserId } from './sessions.ts';
import { findUserById, signUp } from './users.ts';

const DEFAULT_CONNECTION = 'Username-Password-Authentication';

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
    const result = await signUp(orm, {
      email: text('email'),
      password: text('password'),
      givenName: text('given_name'),
      familyName: text('family_name'),
    });
    if (!result.ok) {
      return reply.code(400).send({
        name: 'BadRequestError',
        code: result.code,
        description: result.message,
        field: result.field,
        statusCode: 400,
      });
    }
    const { user } = result;
    request.log.info({ userId: user.id }, 'idp: user signed up');
    return {
      _id: user.id,
      email: user.email,
      email_verified: false,
      given_name: user.givenName,
      family_name: user.familyName,
    };
  });

  app.get('/v2/logout', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const returnTo = typeof query.returnTo === 'string' ? query.returnTo : undefined;
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) {
      const userId = await sessionUserId(orm, sessionId);
      await endSession(orm, sessionId);
      if (userId) await revokeUserRefreshTokens(orm, userId);
      if (userId) await revokeAccessTokensOfUser(orm, userId, config.accessTokenTtlSeconds);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/idp' });
    if (returnTo === undefined) return reply.type('text/html; charset=utf-8').send(renderLoggedOut(brand));
    if (!isAllowedRedirect(config, returnTo)) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          renderError(
            brand,
            'Logged out',
            'You are logged out, but the returnTo address is not allowed, so you were not sent back.',
          ),
        );
    }
    return reply.redirect(returnTo, 302);
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
        email_verified: false,
        given_name: user.givenName,
        family_name: user.familyName,
        name: `${user.givenName} ${user.familyName}`,
      };
    } catch {
      return reply.code(401).send(oauthError('invalid_token', 'Invalid or expired access token'));
    }
  });
}
