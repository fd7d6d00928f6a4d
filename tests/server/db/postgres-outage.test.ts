// The API while its PostgreSQL is killed (pg_ctl stop -m immediate) and started again, on a cluster of this
// file's own (never the shared one): it stays up, says it is not ready, answers 503 with Retry-After, and serves
// again once the database is back, its LISTEN connection included. npm run fault:pg-kill does the same under load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../../src/server/routes/validation-errors.ts';
import { prepareRuntime, type Runtime } from '../../../src/server/start.ts';
import { signedInUser } from '../../support/identity.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres.ts';

/** Until the database answers a query of a new connection (its return after a start). */
async function databaseBack(cluster: ThrowawayPostgres) {
  await vi.waitFor(
    async () => {
      const client = new pg.Client({ connectionString: cluster.url });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('SELECT 1');
      } finally {
        await client.end().catch(() => {});
      }
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('the API while its PostgreSQL is killed and started again', () => {
  let cluster: ThrowawayPostgres;
  let runtime: Runtime;
  let app: FastifyInstance;
  let dataDir: string;
  const logged: string[] = [];
  /** The test route below kills the database in the middle of its first request. */
  let killInNextRequest = false;
  let workDone = 0;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    dataDir = mkdtempSync(path.join(tmpdir(), 'lending-outage-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      DEMO_USERS: 'false',
      RATE_LIMITS: 'off',
    });
    runtime = await prepareRuntime(config, cluster.url);
    app = await buildApp({
      config,
      ...runtime,
      logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
    });
    // A creating POST whose database dies between the Idempotency-Key claim and its own write.
    app.post('/api/v2/outage-test/work', async () => {
      if (killInNextRequest) {
        killInNextRequest = false;
        await cluster.stopImmediately();
      }
      await runtime.db.orm.execute(sql`SELECT 1`);
      workDone += 1;
      return { workDone };
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await runtime?.db.close();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('says it is not ready while the database is gone, stays alive, and serves again once it is back', async () => {
    const { authorization } = await signedInUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/application?nmlsId=2000001',
      headers: { authorization },
    });
    expect(created.statusCode).toBe(201);
    const appId = created.json().data.appId as string;

    await cluster.stopImmediately();
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', message: 'Database is not reachable' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const read = await app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization } });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('1');
    expect(read.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
    expect(logged.join('')).toContain('the database is not reachable');

    await cluster.start();
    await databaseBack(cluster);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    const again = await app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ appId, version: 1 });
  }, 60_000);

  it('does the work of a POST that failed with the database once, when it is retried with the same key', async () => {
    killInNextRequest = true;
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v2/outage-test/work',
        headers: { 'idempotency-key': 'outage-retry-1' },
        payload: { amount: 1 },
      });
    const failed = await send();
    expect(failed.statusCode).toBe(503);
    expect(workDone).toBe(0);

    await cluster.start();
    await databaseBack(cluster);
    // The claim the first attempt left is released once the database is back: the retry does the work at once
    // (it used to wait a minute for the claim to count as abandoned, answering 409 in the meantime).
    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ workDone: 1 });
    const replayed = await send();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual({ workDone: 1 });
    expect(workDone).toBe(1);
  }, 60_000);

  it('hears NOTIFY again after the restart (the LISTEN connection reconnects)', async () => {
    const heard: string[] = [];
    const unlisten = await runtime.db.listen('outage_test', (payload) => heard.push(payload));
    const notify = async (payload: string) => {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      await client.query(`NOTIFY outage_test, '${payload}'`);
      await client.end();
    };
    await notify('before');
    await vi.waitFor(() => expect(heard).toContain('before'), { timeout: 10_000 });

    await cluster.stopImmediately();
    await cluster.start();
    await databaseBack(cluster);
    await vi.waitFor(
      async () => {
        await notify('after');
        expect(heard).toContain('after');
      },
      { timeout: 30_000, interval: 500 },
    );
    await unlisten();
  }, 60_000);
});
