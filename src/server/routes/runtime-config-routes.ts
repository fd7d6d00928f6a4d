import type { FastifyInstance } from 'fastify';
import type { ProviderCompany } from '../config/provider-company.ts';
import type { Config } from '../config.ts';

/** What the SPA reads at start (spec 7: base URL, identity domain and client id from runtime configuration). */
export function runtimeConfig(config: Config, provider: ProviderCompany) {
  const { identity } = config;
  return {
    apiBaseUrl: '/api',
    auth: {
      // auth0-spa-js accepts a full URL as its domain; the embedded provider lives under /idp.
      domain: identity.mode === 'embedded' ? identity.issuer.replace(/\/$/, '') : identity.domain,
      clientId: identity.clientId,
      audience: identity.audience,
      scope: 'openid profile email read:applications',
      portalTokenCache: config.portalTokenCache,
    },
    provider: {
      legalName: provider.legalName,
      nmlsId: provider.nmlsId,
      nameVariants: provider.nameVariants,
      primaryColor: provider.primaryColor,
      secondaryColor: provider.secondaryColor,
      links: provider.links,
    },
    featureFlags: { useNewDashboardFlow: true },
  };
}

export function registerRuntimeConfigRoutes(
  app: FastifyInstance,
  config: Config,
  provider: ProviderCompany,
): void {
  const body = runtimeConfig(config, provider);
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}
