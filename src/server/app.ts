import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { RateSheet } from '../shared/pricing/rate-sheet-types.ts';
import { registerAdminRoutes } from './admin/admin-routes.ts';
import { registerApplicationCreationRoutes } from './applications/application-creation-routes.ts';
import { registerApplicationRoutes } from './applications/application-routes.ts';
import { registerLastPathRoutes } from './applications/last-path-routes.ts';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import { withRevocationCheck } from './auth/access-token-revocations.ts';
import { authenticatePlugin } from './auth/authenticate.ts';
import { registerBrandingRoutes } from './branding/branding-routes.ts';
import { registerCoborrowerRoutes } from './coborrowers/coborrower-routes.ts';
import { registerContactsRoutes } from './coborrowers/contacts-routes.ts';
import type { ProviderCompany } from './config/provider-company.ts';
import type { Config } from './config.ts';
import { registerCreditRoutes } from './credit/credit-routes.ts';
import type { Database } from './db/database.ts';
import { registerUploadRoute } from './documents/upload-route.ts';
import { startUploadSweep } from './documents/upload-sweep.ts';
import { registerEsignRoutes } from './esign/esign-routes.ts';
import { registerEventStreamRoutes } from './events/event-stream-routes.ts';
import { PROJECT_ROOT } from './flows/flow-files.ts';
import { startFlowTypes } from './flows/flow-type-start.ts';
import { idpPlugin } from './idp/idp-plugin.ts';
import type { SigningKeys } from './idp/signing-keys.ts';
import { registerApiDocs } from './interop/api-docs/api-docs.ts';
import { registerHmdaLarRoutes } from './interop/hmda/hmda-lar-routes.ts';
import { registerMismoRoutes } from './interop/mismo/mismo-routes.ts';
import { registerWebhooks } from './interop/webhooks/webhooks.ts';
import { lenderCalendar } from './loans/lender-calendar.ts';
import { registerLoanRoutes } from './loans/loan-routes.ts';
import { registerTimelineRoutes } from './loans/timeline-routes.ts';
import { registerNoticeOfActionRoutes } from './notices/notice-of-action-routes.ts';
import { registerPortalRoutes } from './portal/portal-routes.ts';
import { registerAmountLimitRoutes } from './pricing/amount-limit-routes.ts';
import { registerPricingRoutes } from './pricing/pricing-routes.ts';
import { registerPricingRunRoutes } from './pricing/pricing-run-routes.ts';
import type { MailProvider } from './providers/mail/mail-provider.ts';
import { createMailProvider } from './providers/mail/mail-providers.ts';
import { isOutboxMailProvider } from './providers/mail/outbox-mail-provider.ts';
import { registerOutboxPage } from './providers/mail/outbox-page.ts';
import type { Providers } from './providers/providers.ts';
import { isVerificationSimulator } from './providers/verification/verification-simulator.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { registerMeRoutes } from './routes/me-routes.ts';
import { registerRuntimeConfigRoutes, runtimeConfig } from './routes/runtime-config-routes.ts';
import { createSpaDocument } from './routes/spa-document.ts';
import { registerSpaRoutes, STUDIO_PAGE_FILE } from './routes/spa-routes.ts';
import { registerTextGuard } from './routes/text-guard.ts';
import { registerValidationErrors, schemaErrorFormatter } from './routes/validation-errors.ts';
import { registerIdempotency } from './security/idempotency/idempotency.ts';
import { registerNoStore } from './security/no-store.ts';
import { createRateLimitStore } from './security/rate-limit/rate-limit-stores.ts';
import { registerRateLimits } from './security/rate-limit/rate-limits.ts';
import { withRedactedCapabilities } from './security/request-log-redaction.ts';
import { registerSecurityHeaders } from './security/security-headers.ts';
import { registerSimulatorScenarioRoutes } from './simulators/scenario-routes.ts';
import type { CaseRunOptions } from './studio/case-runner.ts';
import { registerStudioRoutes } from './studio/studio-routes.ts';
import { registerValuationRoutes } from './valuation/valuation-routes.ts';
import { registerVerificationSimulatorPages } from './verification/simulator-pages.ts';
import { registerVerificationRoutes } from './verification/verification-routes.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  provider: ProviderCompany;
  /** The embedded provider's keys; required when identity mode is embedded. */
  signingKeys?: SigningKeys;
  rateSheet: RateSheet;
  providers: Providers;
  /** Outgoing mail; by default the one config.mail names (tests pass a failing one). */
  mail?: MailProvider;
  /** Folder of the built SPA; omitted in API tests. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The flow files' folder; by default flows/ (tests give one with a retired flow). */
  flowsDir?: string;
  /** Sees every route as it is registered (the authorisation and fuzz suites list them from here). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock rate locks, rate sheets and notice deadlines are read against (tests move it on). */
  now?: () => Date;
  /** The folder the flow studio reads and writes (flows/, schemas/steps/, tests/cases/); by default the project. */
  studioRoot?: string;
  /** How the studio runs a flow's cases (tests give a stand-in child and a short time limit). */
  studioCaseRun?: CaseRunOptions;
}

/** Builds the whole server without listening, so tests can drive it with `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db, provider } = deps;
  const app = Fastify({
    logger: withRedactedCapabilities(deps.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client has REQUEST_TIMEOUT_MS to send a whole request (a slow body gets 408), checked every second. Node
    // enforces it only when the headers' own limit is not longer (its default is 60 s).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Bodies are validated as sent: no type coercion, no silently dropped fields, no defaults filled in.
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false },
    },
    schemaErrorFormatter,
  });
  registerValidationErrors(app);
  registerTextGuard(app);

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  await app.register(cookie);
  registerSecurityHeaders(app, config);
  registerNoStore(app);
  const rateLimitStore = createRateLimitStore(config.redisUrl);
  registerRateLimits(app, config.rateLimits, rateLimitStore);
  registerIdempotency(app, db.orm);
  await registerApiDocs(app);
  const identity = config.identity;
  const mail = deps.mail ?? createMailProvider(config.mail, db.orm);
  if (identity.mode === 'embedded') {
    if (!deps.signingKeys) throw new Error('buildApp: the embedded identity provider needs signing keys');
    await app.register(idpPlugin, {
      prefix: '/idp',
      config: identity,
      orm: db.orm,
      keys: deps.signingKeys,
      provider,
      mail,
      failureStore: config.rateLimits.enabled ? rateLimitStore : undefined,
    });
  }
  const verifyAccessToken = withRevocationCheck(
    createAccessTokenVerifier(
      identity,
      deps.signingKeys ? { keys: [deps.signingKeys.publicJwk] } : undefined,
    ),
    db.orm,
  );
  await app.register(authenticatePlugin, { verify: verifyAccessToken });

  app.decorate('lender', lenderCalendar(provider));
  const flowTypes = startFlowTypes(app, db.orm, provider, deps.flowsDir);
  registerHealthRoutes(app, db);
  registerRuntimeConfigRoutes(app, config, provider);
  registerMeRoutes(app, db.orm);
  await registerAdminRoutes(app, { orm: db.orm, storage: deps.providers.storage, flowTypes, provider });
  registerEventStreamRoutes(app, db, verifyAccessToken);
  await registerEsignRoutes(app, db.orm, deps.providers.esign);
  registerBrandingRoutes(app, db.orm);
  registerApplicationCreationRoutes(app, { orm: db.orm, flowTypes, provider });
  registerApplicationRoutes(app, db.orm, flowTypes, deps.rateSheet);
  registerLastPathRoutes(app, db.orm);
  registerCreditRoutes(app, db.orm, deps.providers.credit);
  const now = deps.now ?? (() => new Date());
  const notices = registerNoticeOfActionRoutes(app, db.orm, provider, now, config.noticeSweepIntervalSeconds);
  registerPricingRoutes(app, db.orm, deps.rateSheet, deps.providers.avm, notices, now);
  registerPricingRunRoutes(app, db.orm);
  registerAmountLimitRoutes(app, db.orm, deps.rateSheet);
  registerLoanRoutes(app, db.orm, config.publicUrl, deps.rateSheet, now);
  registerTimelineRoutes(app, db.orm);
  registerValuationRoutes(app, db.orm, deps.providers.avm);
  registerVerificationRoutes(app, db.orm, deps.providers.verification, config.publicUrl);
  registerSimulatorScenarioRoutes(app, db.orm, config.providers);
  registerCoborrowerRoutes(app, db.orm, mail, config.publicUrl, config.invitationsPerDay);
  registerContactsRoutes(app, db.orm);
  await registerStudioRoutes(app, {
    mode: config.studio,
    root: deps.studioRoot ?? config.studioRoot ?? PROJECT_ROOT,
    publicUrl: config.publicUrl,
    port: config.port,
    caseRun: deps.studioCaseRun,
  });
  registerPortalRoutes(
    app,
    db.orm,
    deps.providers.storage,
    provider,
    deps.providers.scanner,
    config.uploadQuota,
  );
  startUploadSweep(app, db.orm, deps.providers.storage, config.uploadSweepIntervalSeconds);
  await registerUploadRoute(app, deps.providers.storage);
  await registerHmdaLarRoutes(app, { orm: db.orm, provider });
  await registerWebhooks(app, db, config.webhooks);
  // The outbox simulator's page, only while mail stays on this machine (MAIL_PROVIDER=outbox).
  if (config.mail.kind === 'outbox' && isOutboxMailProvider(mail)) registerOutboxPage(app, mail);
  const { verification } = deps.providers;
  if (isVerificationSimulator(verification))
    await registerVerificationSimulatorPages(app, verification, db.orm);
  await registerMismoRoutes(app, db.orm);
  if (deps.distDir) {
    const runtime = runtimeConfig(config, provider);
    const pageOptions = { distDir: deps.distDir, orm: db.orm, runtimeConfig: runtime };
    const pages = {
      spa: createSpaDocument(pageOptions),
      studio: createSpaDocument({ ...pageOptions, page: STUDIO_PAGE_FILE }),
    };
    await registerSpaRoutes(app, deps.distDir, pages, { serveSourceMaps: config.serveSourceMaps });
  }
  return app;
}
