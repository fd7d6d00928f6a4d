/**
 * The delivery worker each instance runs: it claims due deliveries (webhook-deliveries.ts), POSTs each signed to
 * its endpoint, and records the outcome. It runs when a commit's NOTIFY says there are new events (at once, never
 * inside the request that caused them) and every WEBHOOK_SWEEP_INTERVAL_SECONDS for retries and for notifications
 * lost while the database was away.
 */
import type { Orm } from '../../db/database.ts';
import type { RetryPolicy } from './webhook-backoff.ts';
import {
  type AttemptResult,
  type ClaimedDelivery,
  claimDueDeliveries,
  recordAttempt,
} from './webhook-deliveries.ts';
import { signingSecrets } from './webhook-endpoints.ts';
import { signatureHeader } from './webhook-signature.ts';

/** Deliveries claimed (and POSTed in parallel) at once by one worker. */
const BATCH = 16;
const RESPONSE_KEPT = 500;

export interface WorkerOptions {
  retry: RetryPolicy;
  timeoutMs: number;
  log: (message: string, detail?: Record<string, unknown>) => void;
}

/** The request body: the same bytes for every attempt of one event. */
export function eventBody(event: ClaimedDelivery['event']): string {
  return JSON.stringify({
    id: event.publicId,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: event.data,
  });
}

async function post(orm: Orm, delivery: ClaimedDelivery, timeoutMs: number): Promise<AttemptResult> {
  const startedAt = new Date();
  const started = performance.now();
  const body = eventBody(delivery.event);
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(delivery.endpoint.url, {
      method: 'POST',
      // Redirects are not followed: a receiver answers where it was configured.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'white-label-lending-webhooks/1',
        'webhook-id': delivery.event.publicId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(signingSecrets(orm, delivery.endpoint), timestamp, body),
      },
      body,
    });
    const text = await response.text().catch(() => '');
    return {
      startedAt,
      durationMs: performance.now() - started,
      responseStatus: response.status,
      responseBody: text.slice(0, RESPONSE_KEPT),
    };
  } catch (error) {
    const name = (error as Error).name;
    const message = name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      startedAt,
      durationMs: performance.now() - started,
      error: cause ? `${message} (${cause})` : message,
    };
  }
}

export interface WebhookWorker {
  /** Delivers everything due now (a pass that starts after this call), resolving when it is done. */
  deliverDue(): Promise<void>;
  /** Asks for a pass soon without waiting (the NOTIFY wake-up). */
  wake(): void;
  stop(): Promise<void>;
}

export function createWebhookWorker(orm: Orm, options: WorkerOptions): WebhookWorker {
  const leaseSeconds = Math.ceil(options.timeoutMs / 1000) + 30;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function pass(): Promise<void> {
    while (!stopped) {
      const claimed = await claimDueDeliveries(orm, BATCH, leaseSeconds);
      if (claimed.length === 0) return;
      await Promise.all(
        claimed.map(async (delivery) => {
          const result = await post(orm, delivery, options.timeoutMs);
          const status = await recordAttempt(orm, delivery, result, options.retry);
          if (status !== 'delivered')
            options.log('webhook delivery failed', {
              delivery: delivery.id,
              attempt: delivery.attempt,
              status,
              responseStatus: result.responseStatus,
              error: result.error,
            });
        }),
      );
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    async deliverDue() {
      // A pass already running may have claimed before the caller's events were committed: wait for another.
      if (running) {
        again = true;
        await running;
      }
      await run();
    },
    wake() {
      run().catch((error: Error) => options.log('webhook delivery pass failed', { err: error.message }));
    },
    async stop() {
      stopped = true;
      await running?.catch(() => {});
    },
  };
}
