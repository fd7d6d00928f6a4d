import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ProviderCompany } from '../config/provider-company.ts';
import type { EmbeddedIdentityConfig } from '../config.ts';
import type { Orm } from '../db/database.ts';
import type { MailProvider } from '../providers/mail/mail-provider.ts';
import type { RateLimitStore } from '../security/rate-limit/rate-limit-store.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerAuthorizeRoutes } from './authorize-routes.ts';
import type { IdpContext } from './context.ts';
import { createLoginGuard } from './login-guard.ts';
import type { SigningKeys } from './signing-keys.ts';
import { createTokenIssuer } from './token-issuer.ts';
import { registerTokenRoutes } from './token-routes.ts';

export interface IdpPluginOptions {
  config: EmbeddedIdentityConfig;
  orm: Orm;
  keys: SigningKeys;
  provider: ProviderCompany;
  mail: MailProvider;
  /** Where failed log-ins are counted (the rate limits' store); absent when rate limits are off. */
  failureStore: RateLimitStore | undefined;
}

/**
 * The embedded, Auth0-compatible identity provider, mounted under /idp. The SPA talks to it with the
 * real Auth0 SDK, so pointing the same build at a real Auth0 tenant is a configuration change only.
 */
export async function idpPlugin(app: FastifyInstance, options: IdpPluginOptions): Promise<void> {
  const secureCookies = options.config.issuer.startsWith('https://');
  const ctx: IdpContext = {
    config: options.config,
    orm: options.orm,
    keys: options.keys,
    provider: options.provider,
    mail: options.mail,
    issueTokens: createTokenIssuer(options.config, options.keys),
    secureCookies,
    guard: createLoginGuard({
      orm: options.orm,
      limits: options.config.loginProtection,
      store: options.failureStore,
      secret: options.keys.hmacSecret,
      secureCookies,
    }),
  };
  await app.register(formBody);

  // CORS for the calls the SDK makes with fetch from an allowed origin (token, userinfo, sign-up, keys).
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !ctx.config.allowedOrigins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', 'Content-Type, Authorization, Auth0-Client');
      reply.header('access-control-max-age', '86400');
      return reply.code(204).send();
    }
  });
  // Lets the CORS hook above answer preflights for any provider path.
  app.options('/*', async (_request, reply) => reply.code(204).send());

  registerAuthorizeRoutes(app, ctx);
  registerTokenRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
}
