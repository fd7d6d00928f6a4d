import type { FastifyInstance, FastifyReply } from 'fastify';
import { SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { serverMessages } from '../i18n/server-messages.ts';
import { consumeAuthorizationCode } from './authorization-codes.ts';
import { type IdpContext, oauthError } from './context.ts';
import { rotateRefreshToken, startRefreshFamily } from './refresh-tokens.ts';
import { pkceChallenge } from './secrets.ts';
import { grantedScope } from './token-issuer.ts';
import { findUserById, type IdpUser } from './users.ts';

const PASSWORD_GRANTS = new Set(['password', 'http://auth0.com/oauth/grant-type/password-realm']);

/**
 * The log-in form's words for the password grant's refusals, in English whatever the caller's language: OAuth's
 * `error_description` may hold printable ASCII only (RFC 6749 5.2). The SPA never shows them (it logs in by code).
 */
const grantWords = (key: string, values?: Record<string, unknown>) =>
  serverMessages(SOURCE_LOCALE, 'idp')(key, values);

function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** POST /oauth/token: authorization_code (PKCE), refresh_token (rotating) and Auth0's password grant. */
export function registerTokenRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const { config, orm } = ctx;

  async function tokens(
    reply: FastifyReply,
    user: IdpUser,
    scope: string,
    audience: string,
    grantType: string,
    nonce?: string | null,
    refreshToken?: string,
    sessionHash: string | null = null,
  ) {
    const issued = await ctx.issueTokens({ user, scope, audience, nonce, grantType });
    let refresh = refreshToken;
    if (!refresh && scope.split(' ').includes('offline_access')) {
      refresh = await startRefreshFamily(orm, {
        userId: user.id,
        clientId: config.clientId,
        scope,
        audience,
        lifetimeSeconds: config.refreshTokenTtlSeconds,
        sessionHash,
      });
    }
    return reply
      .header('cache-control', 'no-store')
      .send(refresh ? { ...issued, refresh_token: refresh } : issued);
  }

  app.post('/oauth/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const grantType = field(body, 'grant_type');
    if (field(body, 'client_id') !== config.clientId) {
      return reply.code(401).send(oauthError('invalid_client', 'Unknown client_id'));
    }

    if (grantType === 'authorization_code') {
      const code = field(body, 'code');
      const verifier = field(body, 'code_verifier');
      if (!code)
        return reply.code(400).send(oauthError('invalid_request', 'Missing required parameter: code'));
      if (!verifier)
        return reply
          .code(400)
          .send(oauthError('invalid_request', 'Missing required parameter: code_verifier'));
      const grant = await consumeAuthorizationCode(orm, code);
      if (!grant) return reply.code(403).send(oauthError('invalid_grant', 'Invalid authorization code'));
      if (field(body, 'redirect_uri') !== grant.redirectUri) {
        return reply
          .code(403)
          .send(oauthError('invalid_grant', 'redirect_uri does not match the authorization request'));
      }
      if (pkceChallenge(verifier) !== grant.codeChallenge) {
        return reply.code(403).send(oauthError('invalid_grant', 'Failed to verify code verifier'));
      }
      const user = await findUserById(orm, grant.userId);
      if (!user) return reply.code(403).send(oauthError('invalid_grant', 'User no longer exists'));
      return tokens(
        reply,
        user,
        grant.scope,
        grant.audience,
        'authorization_code',
        grant.nonce,
        undefined,
        grant.sessionHash,
      );
    }

    if (grantType === 'refresh_token') {
      const token = field(body, 'refresh_token');
      if (!token)
        return reply
          .code(400)
          .send(oauthError('invalid_request', 'Missing required parameter: refresh_token'));
      const rotation = await rotateRefreshToken(orm, token, config.clientId);
      if (!rotation.ok) {
        if (rotation.reason === 'reused')
          request.log.warn('idp: refresh token reused; its family is revoked');
        return reply.code(403).send(oauthError('invalid_grant', 'Unknown or invalid refresh token.'));
      }
      const user = await findUserById(orm, rotation.row.userId);
      if (!user) return reply.code(403).send(oauthError('invalid_grant', 'User no longer exists'));
      return tokens(
        reply,
        user,
        rotation.row.scope,
        rotation.row.audience,
        'refresh_token',
        null,
        rotation.nextToken,
      );
    }

    if (grantType && PASSWORD_GRANTS.has(grantType)) {
      if (!config.passwordGrant) {
        return reply
          .code(403)
          .send(oauthError('unauthorized_client', 'Grant type password not allowed for the client.'));
      }
      const username = field(body, 'username');
      const password = field(body, 'password');
      if (!username)
        return reply.code(400).send(oauthError('invalid_request', 'Missing required parameter: username'));
      if (!password)
        return reply.code(400).send(oauthError('invalid_request', 'Missing required parameter: password'));
      const audience = field(body, 'audience') ?? config.audience;
      if (audience !== config.audience) {
        return reply.code(403).send(oauthError('access_denied', `Service not found: ${audience}`));
      }
      const outcome = await ctx.guard.attempt(request, username, password);
      if (!outcome.ok && outcome.reason !== 'wrong') {
        const message = grantWords(outcome.reason === 'busy' ? 'login.busy' : 'login.throttled', {
          seconds: outcome.retryAfter,
        });
        return reply
          .code(429)
          .header('retry-after', String(outcome.retryAfter))
          .send(oauthError('too_many_attempts', message));
      }
      if (!outcome.ok) return reply.code(403).send(oauthError('invalid_grant', grantWords('login.wrong')));
      ctx.guard.rememberDevice(request, reply, outcome.user.id);
      return tokens(reply, outcome.user, grantedScope(field(body, 'scope')), audience, 'password');
    }

    return reply
      .code(400)
      .send(oauthError('unsupported_grant_type', `Unsupported grant_type: ${grantType ?? '(missing)'}`));
  });
}
