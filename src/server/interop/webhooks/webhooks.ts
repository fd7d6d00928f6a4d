/**
 * Webhooks (issue 21, item 3), registered by one line in app.ts: the env endpoints written to the table, the admin
 * routes, and this instance's delivery worker, woken by the outbox's NOTIFY at commit and run every
 * WEBHOOK_SWEEP_INTERVAL_SECONDS. `app.webhooks` lets tests run a delivery pass and wait for it.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { startPeriodicJob } from '../../jobs/periodic-job.ts';
import { registerWebhookAdminRoutes } from './webhook-admin-routes.ts';
import type { WebhookConfig } from './webhook-config.ts';
import { syncConfiguredEndpoints } from './webhook-endpoints.ts';
import { WEBHOOK_OUTBOX_CHANNEL } from './webhook-events.ts';
import { createWebhookWorker, type WebhookWorker } from './webhook-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookWorker;
  }
}

export async function registerWebhooks(
  app: FastifyInstance,
  db: Database,
  config: WebhookConfig,
): Promise<void> {
  await syncConfiguredEndpoints(db.orm, config.endpoints);
  const worker = createWebhookWorker(db.orm, {
    retry: config.retry,
    timeoutMs: config.timeoutMs,
    log: (message, detail) => app.log.warn(detail ?? {}, message),
  });
  app.decorate('webhooks', worker);
  const delivering = config.sweepIntervalSeconds > 0;
  registerWebhookAdminRoutes(app, db.orm, {
    allowHttpLocalhost: config.allowHttpLocalhost,
    wake: () => (delivering ? worker.wake() : undefined),
  });
  app.addHook('onClose', async () => worker.stop());
  if (!delivering) return;
  startPeriodicJob(app, 'webhook delivery', config.sweepIntervalSeconds, () => worker.deliverDue());
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await db.listen(WEBHOOK_OUTBOX_CHANNEL, () => worker.wake());
    worker.wake();
  });
  app.addHook('onClose', async () => unlisten?.());
}
