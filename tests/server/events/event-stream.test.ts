import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { prepareRuntime, type Runtime } from '../../../src/server/start.ts';
import { listening, type OpenStream, openEventStream, type StreamEvent } from '../../support/event-stream.ts';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp, WITH_DEMO_USERS } from '../../support/test-app.ts';
import { processorAuthorization } from '../admin/admin-support.ts';

const tokenOf = (authorization: string) => authorization.replace(/^Bearer /, '');
const loanEvent = (loanId: string, kind?: string) => (event: StreamEvent) =>
  event.event === 'loan' &&
  JSON.parse(event.data).loanId === loanId &&
  (kind === undefined || JSON.parse(event.data).kind === kind);

describe.each(backends)('the event stream GET /api/v2/events (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let processor: string;
  let borrower: string;
  let loanId: string;
  const streams: OpenStream[] = [];
  const open = async (baseUrl: string, token: string | undefined) => {
    const stream = await openEventStream(baseUrl, token);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp(backend, WITH_DEMO_USERS);
    base = await listening(t.app);
    processor = await processorAuthorization(t.app);
    borrower = (await signedInUser(t.app)).authorization;
    loanId = (await submittedLoan(t.app, borrower)).loan.id;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  const advance = (app: FastifyInstance = t.app) =>
    app.inject({
      method: 'POST',
      url: `/api/v2/admin/loans/${loanId}/milestone/advance`,
      headers: { authorization: processor },
    });

  it('answers 401 without a token, with a forged one, and with a bearer header but no query token', async () => {
    expect((await open(base, undefined)).status).toBe(401);
    expect((await open(base, 'not.a.token')).status).toBe(401);
    const headerOnly = await fetch(`${base}/api/v2/events`, { headers: { authorization: borrower } });
    expect(headerOnly.status).toBe(401);
    expect((await headerOnly.json()).message).toMatch(/access token/);
  });

  it('sends ready, then the caller’s loan changes as they happen', async () => {
    const stream = await open(base, tokenOf(borrower));
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.next((event) => event.event === 'ready');
    expect((await advance()).statusCode).toBe(200);
    const change = await stream.next(loanEvent(loanId));
    expect(JSON.parse(change.data)).toEqual({ loanId, kind: 'milestone-changed' });
  });

  it('tells a borrower only of their own loans, and a processor of every loan', async () => {
    const stranger = await signedInUser(t.app);
    const strangerLoan = (await submittedLoan(t.app, stranger.authorization)).loan.id as string;
    const theirs = await open(base, tokenOf(stranger.authorization));
    const mine = await open(base, tokenOf(borrower));
    const admin = await open(base, tokenOf(processor));
    await Promise.all([theirs, mine, admin].map((stream) => stream.next((event) => event.event === 'ready')));
    await advance();
    await mine.next(loanEvent(loanId, 'milestone-changed'));
    await admin.next(loanEvent(loanId, 'milestone-changed'));
    // A change to the stranger's loan comes after; once it arrives, the borrower's change would have too.
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/admin/loans/${strangerLoan}/milestone/advance`,
      headers: { authorization: processor },
    });
    await theirs.next(loanEvent(strangerLoan, 'milestone-changed'));
    await admin.next(loanEvent(strangerLoan, 'milestone-changed'));
    expect(theirs.seen.filter(loanEvent(loanId))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mine.seen.filter(loanEvent(strangerLoan))).toEqual([]);
  });

  it('carries document reviews and condition changes too', async () => {
    const stream = await open(base, tokenOf(borrower));
    await stream.next((event) => event.event === 'ready');
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/admin/loans/${loanId}/conditions`,
      headers: { authorization: processor },
      payload: { description: 'Provide a signed letter of explanation' },
    });
    await stream.next(loanEvent(loanId, 'item-added'));
  });

  it('closes open streams when the app closes, without hanging', async () => {
    const other = await createTestApp(backend, WITH_DEMO_USERS);
    const otherBase = await listening(other.app);
    const user = await signedInUser(other.app);
    const stream = await open(otherBase, tokenOf(user.authorization));
    await stream.next((event) => event.event === 'ready');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(stream.next(() => false, 2000)).rejects.toThrow(/ended/);
  });
});

// Several instances share one database only on PostgreSQL (PGlite is in-process).
const shared = backends.filter((backend) => backend === 'postgres');

describe.each(shared)('the event stream across API instances (%s)', (backend) => {
  let a: TestApp;
  let b: { app: FastifyInstance; runtime: Runtime };
  let baseB: string;
  let processor: string;
  let borrower: string;
  let loanId: string;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    a = await createTestApp(backend, WITH_DEMO_USERS);
    // A second API instance on the same database and keys, as behind a load balancer.
    const runtime = await prepareRuntime(a.config, a.databaseLocation);
    b = { app: await buildApp({ config: a.config, ...runtime, logger: false }), runtime };
    baseB = await listening(b.app);
    processor = await processorAuthorization(a.app);
    borrower = (await signedInUser(a.app)).authorization;
    loanId = (await submittedLoan(a.app, borrower)).loan.id;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await b.app.close();
    await b.runtime.db.close();
    await a.close();
  });

  const advanceThroughA = () =>
    a.app.inject({
      method: 'POST',
      url: `/api/v2/admin/loans/${loanId}/milestone/advance`,
      headers: { authorization: processor },
    });

  it('a change made through instance A reaches a stream connected to instance B', async () => {
    const stream = await openEventStream(baseB, tokenOf(borrower));
    streams.push(stream);
    await stream.next((event) => event.event === 'ready');
    expect((await advanceThroughA()).statusCode).toBe(200);
    expect(JSON.parse((await stream.next(loanEvent(loanId))).data)).toEqual({
      loanId,
      kind: 'milestone-changed',
    });
  });

  it('keeps streaming after the listening connection is cut: it reconnects and LISTENs again', async () => {
    const stream = await openEventStream(baseB, tokenOf(borrower));
    streams.push(stream);
    await stream.next((event) => event.event === 'ready');
    const admin = new pg.Client({ connectionString: a.databaseLocation });
    await admin.connect();
    try {
      const cut = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    // Until the listener is back, a change may be missed (NOTIFY is not queued); keep changing until one arrives.
    const deadline = Date.now() + 10_000;
    let arrived = false;
    while (!arrived && Date.now() < deadline) {
      await a.app.inject({
        method: 'PUT',
        url: `/api/v2/admin/loans/${loanId}/milestone`,
        headers: { authorization: processor },
        payload: { milestone: 2 },
      });
      arrived = await stream.next(loanEvent(loanId), 500).then(
        () => true,
        () => false,
      );
    }
    expect(arrived).toBe(true);
    expect((await b.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBeLessThan(500);
  });
});
