import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDataCipher } from '../../../../src/server/applications/sensitive-fields.ts';
import { loadOrCreateDataCipher } from '../../../../src/server/crypto/data-encryption.ts';
import { type Database, openDatabase } from '../../../../src/server/db/database.ts';
import {
  DEFAULT_RETRY_POLICY,
  nextAttemptAt,
  retryDelayMs,
} from '../../../../src/server/interop/webhooks/webhook-backoff.ts';
import { claimDueDeliveries } from '../../../../src/server/interop/webhooks/webhook-deliveries.ts';
import { createWebhookWorker } from '../../../../src/server/interop/webhooks/webhook-worker.ts';
import { adminAuthorization } from '../../../support/admin-user.ts';
import { rowsOf } from '../../../support/portal.ts';
import { backends, createTestApp, type TestApp } from '../../../support/test-app.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';
import { addEndpoint, makeAllDue, WORKER_OFF } from './webhook-support.ts';

const HOUR = 3_600_000;

describe('the retry schedule', () => {
  const policy = DEFAULT_RETRY_POLICY;
  it('doubles from 30 s with ±25% jitter, capped at 6 hours', () => {
    const bounds = (attempt: number) => [
      retryDelayMs(attempt, policy, () => 0),
      retryDelayMs(attempt, policy, () => 1),
    ];
    expect(bounds(1)).toEqual([22_500, 37_500]);
    expect(bounds(2)).toEqual([45_000, 75_000]);
    expect(bounds(5)).toEqual([360_000, 600_000]);
    expect(bounds(20)).toEqual([4.5 * HOUR, 7.5 * HOUR]);
    const drawn = new Set(Array.from({ length: 20 }, () => retryDelayMs(3, policy)));
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('keeps trying for 72 hours from the first attempt, then stops', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let now = start;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(attempts, start, now, policy, () => 0.5);
      if (!next) break;
      now = next;
      attempts += 1;
    }
    expect(now.getTime() - start.getTime()).toBeLessThanOrEqual(72 * HOUR);
    expect(now.getTime() - start.getTime()).toBeGreaterThan(72 * HOUR - 6 * HOUR);
    // 30 s doubling ten times (8.5 h in all), then ten waits of 6 h: 21 attempts.
    expect(attempts).toBe(21);
  });
});

describe.each(backends)('webhook delivery (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let receiver: Receiver;
  let secret: string;
  const emit = (appId: number, type = 'application.created') =>
    t.db.orm.execute(
      sql`SELECT webhook_emit(${type}, ${appId}, ${JSON.stringify({ applicationId: String(appId) })}::jsonb)`,
    );
  const deliveryRows = async () =>
    rowsOf<{ id: string; status: string; attempts: number; next_attempt_at: Date; application_id: string }>(
      await t.db.orm.execute(
        sql`SELECT id::text, status, attempts, next_attempt_at, application_id::text FROM webhook_deliveries ORDER BY id`,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(backend, WORKER_OFF);
    admin = await adminAuthorization(t.app, t.db.orm);
    receiver = await startReceiver();
    secret = (await addEndpoint(t.app, admin, receiver.url)).secret;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('tries a failed delivery again after the backoff, and gives up 72 hours after its first attempt', async () => {
    await t.db.orm.execute(sql`DELETE FROM webhook_events`);
    receiver.answer = () => ({ status: 500 });
    await emit(9_000_001);
    await emit(9_000_001, 'application.prequalified');
    const before = Date.now();
    await t.app.webhooks.deliverDue();
    const [first, second] = await deliveryRows();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    const wait = new Date(first?.next_attempt_at ?? 0).getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(22_500 - 1000);
    expect(wait).toBeLessThanOrEqual(37_500 + 1000);
    expect(second).toMatchObject({ status: 'pending', attempts: 0 });
    // Not due yet: nothing is sent.
    await t.app.webhooks.deliverDue();
    expect(receiver.received).toHaveLength(1);

    await t.db.orm.execute(
      sql`UPDATE webhook_deliveries SET window_start = now() - interval '72 hours' + interval '10 seconds'`,
    );
    await makeAllDue(t.db.orm);
    await t.app.webhooks.deliverDue();
    const [gaveUp, next] = await deliveryRows();
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 2 });
    // The loan's next event is no longer held behind it.
    expect(next?.attempts).toBeGreaterThan(0);
  });

  it('delivers again a delivery whose worker died mid-delivery (its lease ran out), and never one still leased', async () => {
    await t.db.orm.execute(sql`DELETE FROM webhook_events`);
    receiver.received.length = 0;
    receiver.answer = () => ({ status: 200 });
    await emit(9_000_002);
    const [claimed] = await claimDueDeliveries(t.db.orm, 10, 60);
    expect(claimed).toBeDefined();
    await t.app.webhooks.deliverDue();
    expect(receiver.received).toEqual([]);
    await t.db.orm.execute(sql`UPDATE webhook_deliveries SET lease_until = now() - interval '1 second'`);
    await t.app.webhooks.deliverDue();
    expect(receiver.ids()).toEqual([claimed?.event.publicId]);
    expect((await deliveryRows())[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('two workers on the database deliver every event exactly once, each loan’s in order', async () => {
    await t.db.orm.execute(sql`DELETE FROM webhook_events`);
    receiver.received.length = 0;
    receiver.answer = () => ({ status: 200, delayMs: Math.floor(Math.random() * 15) });
    const loans = 12;
    const perLoan = 4;
    for (let round = 0; round < perLoan; round += 1)
      for (let loan = 0; loan < loans; loan += 1)
        await emit(9_100_000 + loan, round === 0 ? 'application.created' : 'milestone.changed');
    let second: Database | undefined;
    if (backend === 'postgres') {
      second = await openDatabase(t.databaseLocation);
      registerDataCipher(second.orm, loadOrCreateDataCipher(t.config.dataDir, t.config.dataEncryption));
    }
    const options = { retry: DEFAULT_RETRY_POLICY, timeoutMs: 5000, log: () => {} };
    const workers = [
      createWebhookWorker(t.db.orm, options),
      createWebhookWorker((second ?? t.db).orm, options),
    ];
    try {
      await Promise.all(workers.flatMap((worker) => [worker.deliverDue(), worker.deliverDue()]));
    } finally {
      await second?.close();
    }
    expect(receiver.received).toHaveLength(loans * perLoan);
    expect(receiver.ids()).toHaveLength(loans * perLoan);
    expect(receiver.allSignedWith(secret)).toBe(true);
    const order = rowsOf<{ public_id: string; application_id: string }>(
      await t.db.orm.execute(sql`SELECT public_id, application_id::text FROM webhook_events ORDER BY id`),
    );
    for (let loan = 0; loan < loans; loan += 1) {
      const appId = String(9_100_000 + loan);
      const expected = order.filter((row) => row.application_id === appId).map((row) => row.public_id);
      const arrived = receiver.received
        .filter((request) => request.event.data.applicationId === appId)
        .map((r) => r.id);
      expect(arrived).toEqual(expected);
    }
  });
});
