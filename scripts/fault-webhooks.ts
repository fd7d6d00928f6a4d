// `npm run fault:webhooks`: webhook delivery through faults (issue 21, item 3). Two API instances on a PostgreSQL
// cluster of its own (initdb in a temporary folder; never the shared one on 5432), each running its delivery
// worker, send their events to a receiver on this machine while borrowers create and price applications through
// them. Meanwhile PostgreSQL is killed (pg_ctl stop -m immediate, as a crash would) and started again
// FAULT_PG_DOWN_SECONDS (default 3) later, and the receiver is killed mid-delivery (its open connections cut,
// refusing connections) for FAULT_RECEIVER_DOWN_SECONDS (default 60). Then it checks: every event committed to the
// outbox arrived, each with a valid signature, a loan's events in order (by first arrival), every delivery
// delivered; repeats (the same event id again, which at-least-once allows) are counted. Exits 1 on any failure.
//
// FAULT_BORROWERS (default 12) borrowers each make FAULT_APPLICATIONS (default 3) applications: created, answered,
// soft-pulled and priced twice (events application.created and application.prequalified ×2). Retries are sped up
// (WEBHOOK_RETRY_BASE_SECONDS=1, at most 8 s apart) so the run takes about two minutes.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { type RunningServer, startEmbeddedServer } from '../e2e/support/server.ts';
import { verifyWebhookSignature } from '../src/server/interop/webhooks/webhook-signature.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../src/shared/consents.ts';
import { prequalAnswers } from '../tests/support/application.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../tests/support/throwaway-postgres.ts';
import { borrower } from './api-session.ts';

const BORROWERS = Number(process.env.FAULT_BORROWERS ?? 12);
const APPLICATIONS = Number(process.env.FAULT_APPLICATIONS ?? 3);
const PG_DOWN_MS = Number(process.env.FAULT_PG_DOWN_SECONDS ?? 3) * 1000;
const RECEIVER_DOWN_MS = Number(process.env.FAULT_RECEIVER_DOWN_SECONDS ?? 60) * 1000;
/** After the load and the faults, every delivery must be delivered within this long. */
const DRAIN_MS = 180_000;
const SECRET = `whsec_${randomBytes(32).toString('base64url')}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Arrival {
  id: string;
  applicationId: string;
  valid: boolean;
}

/** The lender's receiver: verifies each request, answers 200 after 20–120 ms; `kill` cuts it off mid-delivery. */
async function startReceiver(port = 0) {
  const arrivals: Arrival[] = [];
  const state = { inFlight: 0 };
  let server: Server | undefined;
  const listen = (on: number) =>
    new Promise<number>((resolve) => {
      const made = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const valid = verifyWebhookSignature(
            SECRET,
            {
              timestamp: request.headers['webhook-timestamp'] as string | undefined,
              signature: request.headers['webhook-signature'] as string | undefined,
            },
            body,
          ).ok;
          const event = JSON.parse(body) as { id: string; data: { applicationId: string } };
          const id = String(request.headers['webhook-id']);
          arrivals.push({ id, applicationId: event.data.applicationId, valid: valid && event.id === id });
          state.inFlight += 1;
          setTimeout(
            () => {
              state.inFlight -= 1;
              response.writeHead(200).end();
            },
            20 + Math.random() * 100,
          );
        });
      });
      server = made;
      made.listen(on, '127.0.0.1', () => resolve((made.address() as AddressInfo).port));
    });
  const bound = await listen(port);
  return {
    url: `http://127.0.0.1:${bound}/webhooks`,
    arrivals,
    /** Requests received and not yet answered. */
    inFlight: () => state.inFlight,
    /** Cuts every open connection (requests in flight get no answer) and refuses new ones. */
    async kill() {
      const open = server;
      server = undefined;
      open?.closeAllConnections();
      await new Promise((resolve) => open?.close(resolve));
    },
    async revive() {
      await listen(bound);
    },
    async close() {
      await this.kill();
    },
  };
}

/**
 * A call retried through the outage (a 5xx, a 429, a refused connection, an in-progress 409), as the SPA retries:
 * with the same Idempotency-Key, so a creation whose answer was lost is answered, not made twice.
 */
async function call(server: RunningServer, method: string, path: string, token: string, body?: unknown) {
  const key = randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(method === 'PATCH' ? { 'if-match': '1' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      const retry = response.status >= 500 || response.status === 429 || text.includes('still in progress');
      if (!retry) {
        if (response.status >= 400 && response.status !== 409)
          throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
        return { status: response.status, json: () => JSON.parse(text) };
      }
    } catch (error) {
      if ((error as Error).message.includes(' answered ')) throw error;
      // No answer: tried again.
    }
    if (attempt >= 60) throw new Error(`${method} ${path}: no answer after ${attempt} attempts`);
    await sleep(Math.min(2000, 100 * 2 ** attempt));
  }
}

/** One application through prequalification: 1 application.created and (with offers) 2 application.prequalified. */
async function journey(server: RunningServer, token: string, appId: string) {
  await call(server, 'PATCH', `/api/v2/application/${appId}`, token, prequalAnswers());
  await call(server, 'POST', `/api/v2/application/${appId}/consents`, token, {
    kind: SOFT_CREDIT_PULL_CONSENT.kind,
    textVersion: SOFT_CREDIT_PULL_CONSENT.version,
  });
  await call(server, 'POST', `/api/v2/applications/${appId}/credit`, token);
  await call(server, 'POST', '/api/v2/pricing/new', token, { applicationId: appId });
  await call(server, 'POST', '/api/v2/pricing/new', token, { applicationId: appId });
}

async function outbox(cluster: ThrowawayPostgres) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const events = await client.query<{ public_id: string; application_id: string }>(
      'SELECT public_id, application_id::text FROM webhook_events ORDER BY id',
    );
    const deliveries = await client.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status',
    );
    const attempts = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_attempts');
    return {
      events: events.rows,
      byStatus: Object.fromEntries(deliveries.rows.map((row) => [row.status, row.n])),
      attempts: attempts.rows[0]?.n ?? 0,
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const cluster = await startThrowawayPostgres();
  const receiver = await startReceiver();
  const servers: RunningServer[] = [];
  const problems: string[] = [];
  const timeline: string[] = [];
  const began = Date.now();
  const mark = (what: string) =>
    timeline.push(`${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s  ${what}`);
  try {
    // Both instances share the data encryption key (endpoint secrets are encrypted with it), as a deployment does.
    const shared = {
      DATABASE_URL: cluster.url,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: 'http://localhost:3999',
      LOG_LEVEL: 'warn',
      DEMO_USERS: 'false',
      RATE_LIMITS: 'off',
      WEBHOOK_ENDPOINTS: JSON.stringify([{ url: receiver.url, secret: SECRET }]),
      WEBHOOK_SWEEP_INTERVAL_SECONDS: '1',
      WEBHOOK_RETRY_BASE_SECONDS: '1',
      WEBHOOK_RETRY_MAX_SECONDS: '8',
      WEBHOOK_TIMEOUT_MS: '2000',
    };
    const first = await startEmbeddedServer(shared);
    servers.push(first);
    servers.push(await startEmbeddedServer({ ...shared, DATA_DIR: first.dataDir }));
    mark('two API instances and the receiver are up');

    // One at a time: the identity provider limits sign-ups in progress at once.
    const people: Awaited<ReturnType<typeof borrower>>[] = [];
    for (let index = 0; index < BORROWERS; index += 1)
      people.push(await borrower(servers[index % 2] as RunningServer));
    const total = BORROWERS * APPLICATIONS;
    let done = 0;
    const load = Promise.all(
      people.map(async (person, index) => {
        for (let made = 0; made < APPLICATIONS; made += 1) {
          // Each borrower stays on the instance that signed them in; both instances' workers deliver.
          const server = servers[index % 2] as RunningServer;
          const appId =
            made === 0
              ? person.appId
              : ((await call(server, 'POST', '/api/v2/application?nmlsId=2000001', person.token)).json().data
                  .appId as string);
          await journey(server, person.token, appId);
          done += 1;
        }
      }),
    );
    const faults = (async () => {
      while (done < total / 3) await sleep(20);
      mark(
        `PostgreSQL killed (${done} of ${total} journeys done, ${receiver.arrivals.length} requests received)`,
      );
      await cluster.stopImmediately();
      await sleep(PG_DOWN_MS);
      await cluster.start();
      mark('PostgreSQL started again');
      while (done < (2 * total) / 3) await sleep(20);
      // Mid-delivery: while the receiver holds a request unanswered (waited for up to 5 s).
      const waitUntil = Date.now() + 5000;
      while (receiver.inFlight() === 0 && Date.now() < waitUntil) await sleep(2);
      const unanswered = receiver.inFlight();
      await receiver.kill();
      mark(
        `receiver killed with ${unanswered} requests unanswered (${receiver.arrivals.length} received so far)`,
      );
      await sleep(RECEIVER_DOWN_MS);
      await receiver.revive();
      mark('receiver back');
    })();
    await load;
    mark('every journey done');
    await faults;

    const deadline = Date.now() + DRAIN_MS;
    let state = await outbox(cluster);
    while ((state.byStatus.pending ?? 0) > 0 && Date.now() < deadline) {
      await sleep(1000);
      state = await outbox(cluster);
    }
    mark(`outbox drained: ${JSON.stringify(state.byStatus)}`);

    const received = new Set(receiver.arrivals.map((arrival) => arrival.id));
    const missing = state.events.filter((event) => !received.has(event.public_id));
    const stray = [...received].filter((id) => !state.events.some((event) => event.public_id === id));
    const invalid = receiver.arrivals.filter((arrival) => !arrival.valid).length;
    const repeats = receiver.arrivals.length - received.size;
    let outOfOrder = 0;
    for (const applicationId of new Set(state.events.map((event) => event.application_id))) {
      const expected = state.events
        .filter((event) => event.application_id === applicationId)
        .map((e) => e.public_id);
      const firstArrivals = [
        ...new Set(
          receiver.arrivals
            .filter((arrival) => arrival.applicationId === applicationId)
            .map((arrival) => arrival.id),
        ),
      ];
      if (JSON.stringify(expected) !== JSON.stringify(firstArrivals)) outOfOrder += 1;
    }
    const types = state.events.length;
    console.log('Webhook delivery through a PostgreSQL kill and a receiver outage\n');
    console.log(timeline.join('\n'));
    console.log('');
    console.log(`journeys                ${total} (${BORROWERS} borrowers, two API instances)`);
    console.log(`events in the outbox    ${types}`);
    console.log(`requests received       ${receiver.arrivals.length} (${received.size} distinct event ids)`);
    console.log(`repeats (same id)       ${repeats} (allowed: at least once)`);
    console.log(`attempts logged         ${state.attempts}`);
    console.log(`missing                 ${missing.length}`);
    console.log(`not in the outbox       ${stray.length}`);
    console.log(`bad signatures          ${invalid}`);
    console.log(`loans out of order      ${outOfOrder}`);
    console.log(`deliveries              ${JSON.stringify(state.byStatus)}`);
    const alive = servers.every((server) => server.alive());
    console.log(`API processes           ${alive ? 'alive throughout' : 'one EXITED'}`);

    if (types < total) problems.push(`only ${types} events for ${total} journeys`);
    if (missing.length > 0) problems.push(`${missing.length} events never arrived`);
    if (stray.length > 0) problems.push(`${stray.length} ids arrived that the outbox does not hold`);
    if (invalid > 0) problems.push(`${invalid} requests with a bad signature`);
    if (outOfOrder > 0) problems.push(`${outOfOrder} loans' events arrived out of order`);
    if ((state.byStatus.pending ?? 0) > 0 || (state.byStatus.failed ?? 0) > 0)
      problems.push(`deliveries not delivered: ${JSON.stringify(state.byStatus)}`);
    if (!alive) problems.push('an API process exited');
  } catch (error) {
    problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    if (problems.length > 0)
      for (const server of servers) console.error(`\nserver output (tail):\n${server.output().slice(-2000)}`);
    for (const server of servers.reverse()) await server.stop();
    await receiver.close().catch(() => {});
    await cluster.destroy();
  }
  if (problems.length > 0) {
    console.error(`\nFAILED:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nPASSED: every event arrived, signed and in order per loan, through both faults');
}

await main();
