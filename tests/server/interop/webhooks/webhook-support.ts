import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../../../src/server/db/database.ts';
import { rowsOf } from '../../../support/portal.ts';

/** Adds an endpoint through the admin API; its id and secret. */
export async function addEndpoint(
  app: FastifyInstance,
  admin: string,
  url: string,
  events?: string[],
): Promise<{ id: string; secret: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/admin/webhooks/endpoints',
    headers: { authorization: admin },
    payload: { url, ...(events ? { events } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`adding an endpoint failed: ${response.body}`);
  const body = response.json();
  return { id: body.endpoint.id, secret: body.secret };
}

/** The event types written for an application, in event order. */
export async function eventTypesOf(orm: Orm, appId: string | number): Promise<string[]> {
  const rows = rowsOf<{ type: string }>(
    await orm.execute(
      sql`SELECT type FROM webhook_events WHERE application_id = ${Number(appId)} ORDER BY id`,
    ),
  );
  return rows.map((row) => row.type);
}

/** Makes every pending delivery due now (the backoff's wait skipped). */
export async function makeAllDue(orm: Orm): Promise<void> {
  await orm.execute(sql`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE status = 'pending'`);
}

export const WORKER_OFF = { WEBHOOK_SWEEP_INTERVAL_SECONDS: '0' };
