/**
 * The outbox's delivery side: claiming due deliveries (safe across instances), recording each attempt's result,
 * and replaying one. A claim is a lease (lease_until) committed before the POST: a worker that dies mid-delivery
 * leaves a lease that expires, and the delivery is claimed again, with the same event id (at least once).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { nextAttemptAt, type RetryPolicy } from './webhook-backoff.ts';
import {
  type DeliveryStatus,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from './webhook-schema.ts';

const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];

export interface ClaimedDelivery {
  id: number;
  attempt: number;
  windowStart: Date;
  endpoint: {
    id: number;
    url: string;
    secret: string;
    previousSecret: string | null;
    previousSecretExpiresAt: Date | null;
  };
  event: { publicId: string; type: string; data: Record<string, unknown>; createdAt: Date };
}

/**
 * Leases up to `limit` due deliveries for `leaseSeconds`: pending, due, not leased (or the lease ran out), of an
 * enabled endpoint, and the first pending event of their application for that endpoint (a loan's events go in
 * order: event n+1 waits while n is pending). SKIP LOCKED lets two workers claim at once without taking the same row.
 */
export async function claimDueDeliveries(
  orm: Orm,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  const claimed = rowsOf<{ id: string; attempts: number }>(
    await orm.execute(sql`
      UPDATE webhook_deliveries AS d
      SET lease_until = now() + make_interval(secs => ${leaseSeconds}), attempts = d.attempts + 1, updated_at = now()
      WHERE d.id IN (
        SELECT c.id FROM webhook_deliveries c
        JOIN webhook_endpoints e ON e.id = c.endpoint_id AND e.enabled
        WHERE c.status = 'pending' AND c.next_attempt_at <= now()
          AND (c.lease_until IS NULL OR c.lease_until < now())
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries p
            WHERE p.endpoint_id = c.endpoint_id AND p.application_id = c.application_id
              AND p.status = 'pending' AND p.event_id < c.event_id
          )
        ORDER BY c.event_id
        LIMIT ${limit}
        FOR UPDATE OF c SKIP LOCKED
      )
      RETURNING d.id::text AS id, d.attempts`),
  );
  if (claimed.length === 0) return [];
  const ids = claimed.map((row) => Number(row.id));
  const rows = await orm
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(inArray(webhookDeliveries.id, ids))
    .orderBy(asc(webhookDeliveries.eventId));
  return rows.map(({ delivery, endpoint, event }) => ({
    id: delivery.id,
    attempt: delivery.attempts,
    windowStart: delivery.windowStart,
    endpoint: {
      id: endpoint.id,
      url: endpoint.url,
      secret: endpoint.secret,
      previousSecret: endpoint.previousSecret,
      previousSecretExpiresAt: endpoint.previousSecretExpiresAt,
    },
    event: { publicId: event.publicId, type: event.type, data: event.data, createdAt: event.createdAt },
  }));
}

export interface AttemptResult {
  startedAt: Date;
  durationMs: number;
  responseStatus?: number;
  responseBody?: string;
  error?: string;
}

const isSuccess = (result: AttemptResult) =>
  result.responseStatus !== undefined && result.responseStatus >= 200 && result.responseStatus < 300;

/**
 * Logs the attempt and moves the delivery on: delivered on a 2xx; otherwise pending again at the backoff's next
 * time, or failed when the retry window is over. The delivery's outcome and its log line are one transaction.
 */
export async function recordAttempt(
  orm: Orm,
  delivery: Pick<ClaimedDelivery, 'id' | 'attempt' | 'windowStart'>,
  result: AttemptResult,
  policy: RetryPolicy,
  now = new Date(),
): Promise<DeliveryStatus> {
  const success = isSuccess(result);
  const next = success ? undefined : nextAttemptAt(delivery.attempt, delivery.windowStart, now, policy);
  const status: DeliveryStatus = success ? 'delivered' : next ? 'pending' : 'failed';
  await orm.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attempt: delivery.attempt,
      startedAt: result.startedAt,
      durationMs: Math.round(result.durationMs),
      responseStatus: result.responseStatus ?? null,
      responseBody: result.responseBody ?? null,
      error: result.error ?? null,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        leaseUntil: null,
        lastStatus: result.responseStatus ?? null,
        lastError: success ? null : (result.error ?? `answered ${result.responseStatus}`),
        updatedAt: sql`now()`,
        ...(success ? { deliveredAt: sql`now()` } : {}),
        ...(next ? { nextAttemptAt: next } : {}),
      })
      // A delivery already delivered (by a worker whose lease this one outlived) stays delivered.
      .where(
        success
          ? eq(webhookDeliveries.id, delivery.id)
          : and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')),
      );
  });
  return status;
}

/** Sends one delivery again from now (a new retry window), whatever its status; undefined when there is none. */
export async function replayDelivery(orm: Orm, id: number): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await orm
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: sql`now()`,
      windowStart: sql`now()`,
      leaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row;
}

export interface DeliveryFilter {
  eventId?: string;
  endpointId?: number;
  status?: DeliveryStatus;
  limit: number;
}

export interface DeliveryLogEntry {
  delivery: WebhookDeliveryRow;
  event: { publicId: string; type: string; createdAt: Date };
  attempts: WebhookAttemptRow[];
}

/** The delivery log, newest first, with every attempt of each delivery. */
export async function deliveryLog(orm: Orm, filter: DeliveryFilter): Promise<DeliveryLogEntry[]> {
  const rows = await orm
    .select({
      delivery: webhookDeliveries,
      event: {
        publicId: webhookEvents.publicId,
        type: webhookEvents.type,
        createdAt: webhookEvents.createdAt,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        filter.eventId === undefined ? undefined : eq(webhookEvents.publicId, filter.eventId),
        filter.endpointId === undefined ? undefined : eq(webhookDeliveries.endpointId, filter.endpointId),
        filter.status === undefined ? undefined : eq(webhookDeliveries.status, filter.status),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(filter.limit);
  if (rows.length === 0) return [];
  const attempts = await orm
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((row) => row.delivery.id),
      ),
    )
    .orderBy(asc(webhookAttempts.id));
  return rows.map((row) => ({
    ...row,
    attempts: attempts.filter((attempt) => attempt.deliveryId === row.delivery.id),
  }));
}
