// `npm run fault:pg-kill`: kills PostgreSQL (pg_ctl stop -m immediate, as a crash would) while 3,000 step saves
// and application creations are in flight against the real API, starts it again a few seconds later, and checks
// (issue 9, resilience): every acknowledged write is in the database exactly once, every request eventually
// succeeded through its client's retries, the API process never exited, /healthz stayed 200, /readyz said 503
// while the database was gone, and the API served a database read again within 5 s of the database's return.
// Prints the figures; exits 1 on any failure.
//
// Uses a PostgreSQL cluster of its own (initdb in a temporary folder, a free port); never the shared one on 5432.
// The load: FAULT_WORKERS borrowers (default 50), each a client that saves and creates one request at a time, as
// a browser tab does, FAULT_REQUESTS in all (default 3,000), half PATCH step saves of the borrower's application
// (If-Match, a distinct loan amount each) and half POSTs creating an application (each with an Idempotency-Key).
// A client retries a network error, a time-out, a 5xx and an in-progress 409 with the same key and a growing
// delay (0.1 s doubling to 1 s, with jitter), as the SPA does. The database is killed once FAULT_KILL_AT requests
// (default a third) were answered and started again FAULT_DOWN_SECONDS (default 3) later.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../tests/support/throwaway-postgres.ts';
import { borrower } from './api-session.ts';

const WORKERS = Number(process.env.FAULT_WORKERS ?? 50);
const REQUESTS = Number(process.env.FAULT_REQUESTS ?? 3000);
const KILL_AT = Number(process.env.FAULT_KILL_AT ?? Math.floor(REQUESTS / 3));
const DOWN_MS = Number(process.env.FAULT_DOWN_SECONDS ?? 3) * 1000;
/** The bar: a database read answered 2xx at most this long after the database accepts connections again. */
const RECOVERY_BAR_MS = 5000;
const REQUEST_TIMEOUT_MS = 10_000;
/** A client gives up on one request after this long (a duplicate's wait for an abandoned claim is 60 s). */
const GIVE_UP_MS = 180_000;
const PROBE_EVERY_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

interface Borrower {
  index: number;
  token: string;
  sub: string;
  appId: string;
  version: number;
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
  attempts: number;
  at: number;
}

interface Figures {
  answered: number;
  attempts: number;
  retried: number;
  maxAttempts: number;
  replayed: number;
  /** A save whose answer was lost but which had been written (its retry was refused as stale; the read shows it). */
  savedBeforeLostAnswer: number;
  failures: string[];
  /** Answers received (2xx) by time, to find the first after the database's return. */
  okTimes: number[];
  retryReasons: Map<string, number>;
}

const figures: Figures = {
  answered: 0,
  attempts: 0,
  retried: 0,
  maxAttempts: 0,
  replayed: 0,
  savedBeforeLostAnswer: 0,
  failures: [],
  okTimes: [],
  retryReasons: new Map(),
};

const inProgress = (status: number, text: string) => status === 409 && text.includes('still in progress');

/** One request, retried with the same headers (and so the same Idempotency-Key) until it gets a final answer. */
async function send(
  server: RunningServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer | undefined> {
  const started = now();
  for (let attempt = 1; ; attempt += 1) {
    let reason: string;
    try {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok) figures.okTimes.push(now());
      if (response.status < 500 && response.status !== 429 && !inProgress(response.status, text)) {
        figures.attempts += attempt;
        if (attempt > 1) figures.retried += 1;
        figures.maxAttempts = Math.max(figures.maxAttempts, attempt);
        return { status: response.status, text, headers: response.headers, attempts: attempt, at: now() };
      }
      reason = inProgress(response.status, text) ? '409 in progress' : String(response.status);
    } catch (error) {
      const name = (error as Error).name;
      reason = name === 'TimeoutError' ? 'time-out' : 'no answer';
    }
    figures.retryReasons.set(reason, (figures.retryReasons.get(reason) ?? 0) + 1);
    if (now() - started > GIVE_UP_MS) {
      figures.failures.push(`${method} ${path}: still failing (${reason}) after ${attempt} attempts`);
      return undefined;
    }
    await sleep(Math.min(1000, 100 * 2 ** (attempt - 1)) * (0.5 + Math.random()));
  }
}

interface Ledger {
  /** The last acknowledged loan amount and how many saves were acknowledged, per borrower. */
  saves: Map<number, { count: number; last: number }>;
  /** The application ids acknowledged to each borrower's creations. */
  created: Map<number, string[]>;
}

async function save(server: RunningServer, who: Borrower, amount: number, ledger: Ledger) {
  const expected = who.version;
  const path = `/api/v2/application/${who.appId}`;
  const auth = { authorization: `Bearer ${who.token}` };
  const answer = await send(
    server,
    'PATCH',
    path,
    { ...auth, 'if-match': `"${expected}"`, 'idempotency-key': randomUUID() },
    { loan: { loan_amt: amount } },
  );
  if (!answer) return;
  figures.answered += 1;
  let applied = answer.status === 200;
  if (answer.status === 409 && answer.attempts > 1) {
    // The first attempt was written but its answer lost: the retry's version is stale. The read says whether
    // the save is there (this borrower is the only writer of the application).
    const read = await send(server, 'GET', path, auth);
    const document = read?.status === 200 ? (JSON.parse(read.text) as Record<string, unknown>) : undefined;
    const loan = document?.loan as { loan_amt?: number } | undefined;
    if (document?.version === expected + 1 && loan?.loan_amt === amount) {
      applied = true;
      figures.savedBeforeLostAnswer += 1;
    }
  }
  if (!applied) {
    figures.failures.push(`PATCH ${path} (${amount}): ${answer.status} ${answer.text.slice(0, 200)}`);
    return;
  }
  who.version = expected + 1;
  const entry = ledger.saves.get(who.index) ?? { count: 0, last: 0 };
  ledger.saves.set(who.index, { count: entry.count + 1, last: amount });
}

async function create(server: RunningServer, who: Borrower, ledger: Ledger) {
  const answer = await send(server, 'POST', '/api/v2/application?nmlsId=2000001', {
    authorization: `Bearer ${who.token}`,
    'idempotency-key': randomUUID(),
  });
  if (!answer) return;
  figures.answered += 1;
  if (answer.status !== 201) {
    figures.failures.push(`POST /api/v2/application: ${answer.status} ${answer.text.slice(0, 200)}`);
    return;
  }
  if (answer.headers.get('idempotent-replayed') === 'true') figures.replayed += 1;
  const appId = (JSON.parse(answer.text) as { data: { appId: string } }).data.appId;
  ledger.created.set(who.index, [...(ledger.created.get(who.index) ?? []), appId]);
}

/** Polls /healthz, /readyz and a database read every 100 ms; keeps what each answered when. */
function startProbes(server: RunningServer, who: Borrower) {
  const seen: { at: number; done: number; healthz: number; readyz: number; read: number }[] = [];
  let running = true;
  const status = (path: string, token?: string) =>
    fetch(`${server.baseUrl}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(2000),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
  const loop = (async () => {
    while (running) {
      const at = now();
      const [healthz, readyz, read] = await Promise.all([
        status('/healthz'),
        status('/readyz'),
        status(`/api/v2/application/${who.appId}`, who.token),
      ]);
      seen.push({ at, done: now(), healthz, readyz, read });
      await sleep(Math.max(0, PROBE_EVERY_MS - (now() - at)));
    }
  })();
  return {
    seen,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** Keeps a live-update stream open, so the API's LISTEN connection is up when the database dies. */
async function openEventStream(server: RunningServer, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.baseUrl}/api/v2/events?auth_token=${encodeURIComponent(token)}`, {
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`GET /api/v2/events answered ${response.status}`);
  const reading = (async () => {
    const reader = response.body?.getReader();
    try {
      while (reader && !(await reader.read()).done) {}
    } catch {
      // Closed by us at the end.
    }
  })();
  return async () => {
    controller.abort();
    await reading;
  };
}

/** What the database holds, compared with what was acknowledged. */
async function verify(cluster: ThrowawayPostgres, borrowers: Borrower[], ledger: Ledger) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  let lost = 0;
  let duplicated = 0;
  let rowsChecked = 0;
  try {
    for (const who of borrowers) {
      const { rows } = await client.query<{ id: string; version: number; amount: number | null }>(
        `SELECT id::text AS id, version, (data->'loan'->>'loan_amt')::int AS amount
           FROM applications WHERE owner_sub = $1`,
        [who.sub],
      );
      rowsChecked += rows.length;
      const saves = ledger.saves.get(who.index) ?? { count: 0, last: null };
      const saved = rows.find((row) => row.id === who.appId);
      if (!saved) {
        lost += saves.count;
        figures.failures.push(`application ${who.appId} (the saves' application) is missing`);
      } else {
        // Each acknowledged save moved the version on by exactly one; the last one's amount is what is stored.
        const applied = saved.version - 1;
        if (applied < saves.count) lost += saves.count - applied;
        if (applied > saves.count) duplicated += applied - saves.count;
        if (saves.count > 0 && saved.amount !== saves.last) {
          lost += 1;
          figures.failures.push(
            `application ${who.appId}: loan amount ${saved.amount}, the last acknowledged save was ${saves.last}`,
          );
        }
      }
      const acknowledged = ledger.created.get(who.index) ?? [];
      const distinct = new Set(acknowledged);
      duplicated += acknowledged.length - distinct.size;
      const stored = new Set(rows.map((row) => row.id).filter((id) => id !== who.appId));
      for (const id of distinct) if (!stored.has(id)) lost += 1;
      for (const id of stored) if (!distinct.has(id)) duplicated += 1;
    }
  } finally {
    await client.end();
  }
  return { lost, duplicated, rowsChecked };
}

/** When the database first answers a query of a new connection (its return), polled every 20 ms. */
async function firstConnection(cluster: ThrowawayPostgres): Promise<number> {
  for (;;) {
    const client = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return now();
    } catch {
      await sleep(20);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

function fmt(ms: number | undefined) {
  return ms === undefined ? 'never' : `${(ms / 1000).toFixed(2)} s`;
}

async function main() {
  const cluster = await startThrowawayPostgres();
  let server: RunningServer | undefined;
  let closeStream: (() => Promise<void>) | undefined;
  const problems: string[] = [];
  try {
    server = await startServer({
      DATABASE_URL: cluster.url,
      LOG_LEVEL: 'warn',
      DEMO_USERS: 'false',
      RATE_LIMITS: 'off',
    });
    const running = server;
    const borrowers: Borrower[] = [];
    for (let index = 0; index < WORKERS; index += 5) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(5, WORKERS - index) }, () => borrower(running)),
      );
      for (const made of batch) borrowers.push({ ...made, index: borrowers.length, version: 1 });
    }
    const prober = borrowers[0] as Borrower;
    closeStream = await openEventStream(running, prober.token);
    const probes = startProbes(running, prober);
    const ledger: Ledger = { saves: new Map(), created: new Map() };

    const timeline: { kill?: number; inFlight?: number; startCommand?: number; back?: number } = {};
    let next = 0;
    const fault = (async () => {
      while (figures.answered < KILL_AT && next < REQUESTS) await sleep(5);
      timeline.kill = now();
      timeline.inFlight = next - figures.answered;
      await cluster.stopImmediately();
      await sleep(DOWN_MS);
      timeline.startCommand = now();
      const starting = cluster.start();
      timeline.back = await firstConnection(cluster);
      await starting;
    })();
    const began = now();
    await Promise.all(
      borrowers.map(async (who) => {
        for (;;) {
          const n = next;
          if (n >= REQUESTS) return;
          next += 1;
          if (n % 2 === 0) await save(running, who, 25_000 + 1000 * n, ledger);
          else await create(running, who, ledger);
        }
      }),
    );
    const loadSeconds = (now() - began) / 1000;
    await fault;
    await sleep(500);
    await probes.stop();
    await closeStream();
    closeStream = undefined;

    const { kill, back, startCommand, inFlight } = timeline as Required<typeof timeline>;
    const inflight = figures.answered;
    const outage = probes.seen.filter((probe) => probe.at > kill + 500 && probe.at < startCommand);
    // Measured to when the answer arrived: the first database read answered 2xx after the return.
    const firstRead = probes.seen.find((probe) => probe.done >= back && probe.read === 200);
    const firstLoadOk = figures.okTimes.filter((at) => at >= back).sort((a, b) => a - b)[0];
    const readyAfter = probes.seen.find((probe) => probe.done >= back && probe.readyz === 200);
    const healthzNot200 = probes.seen.filter((probe) => probe.healthz !== 200).length;
    const readyz503 = outage.filter((probe) => probe.readyz === 503).length;
    const readMs = firstRead ? firstRead.done - back : undefined;
    const { lost, duplicated, rowsChecked } = await verify(cluster, borrowers, ledger);
    const alive = running.alive();
    const listenerBack = running.output().includes('database listener: reconnected');

    console.log(`PostgreSQL killed (pg_ctl stop -m immediate) under load, PostgreSQL ${cluster.url}\n`);
    console.log(
      `requests                    ${REQUESTS} (${Math.ceil(REQUESTS / 2)} PATCH saves, ${Math.floor(REQUESTS / 2)} POST creations), ${WORKERS} clients`,
    );
    console.log(`answered                    ${inflight}, in ${loadSeconds.toFixed(1)} s`);
    console.log(
      `killed after                ${KILL_AT} answers, ${inFlight} requests in flight; down ${fmt(startCommand - kill)}, accepting again ${fmt(back - kill)} after the kill`,
    );
    console.log(
      `retried requests            ${figures.retried} (attempts ${figures.attempts}, at most ${figures.maxAttempts} for one)`,
    );
    console.log(
      `retry causes                ${[...figures.retryReasons].map(([k, v]) => `${k}: ${v}`).join(', ') || 'none'}`,
    );
    console.log(`creations replayed          ${figures.replayed} (a retry answered with the first answer)`);
    console.log(
      `saves written, answer lost  ${figures.savedBeforeLostAnswer} (the retry's 409 and a read showed the save)`,
    );
    console.log(`rows checked                ${rowsChecked}`);
    console.log(`lost                        ${lost}`);
    console.log(`duplicated                  ${duplicated}`);
    console.log(`failed requests             ${figures.failures.length}`);
    console.log(`API process                 ${alive ? 'alive throughout' : 'EXITED'}`);
    console.log(`/healthz not 200            ${healthzNot200} of ${probes.seen.length} probes`);
    console.log(`/readyz 503 during outage   ${readyz503} of ${outage.length} probes`);
    console.log(`/readyz 200 again after     ${fmt(readyAfter ? readyAfter.done - back : undefined)}`);
    console.log(
      `first database read 2xx     ${fmt(readMs)} after the database's return (bar ${RECOVERY_BAR_MS / 1000} s)`,
    );
    console.log(
      `first load 2xx              ${fmt(firstLoadOk === undefined ? undefined : firstLoadOk - back)} after the return`,
    );
    console.log(`LISTEN connection           ${listenerBack ? 'reconnected' : 'NOT reconnected'}`);

    if (figures.failures.length > 0)
      problems.push(`${figures.failures.length} requests failed: ${figures.failures.slice(0, 5).join('; ')}`);
    if (inflight !== REQUESTS) problems.push(`${REQUESTS - inflight} requests never answered`);
    if (lost > 0) problems.push(`${lost} acknowledged writes lost`);
    if (duplicated > 0) problems.push(`${duplicated} writes duplicated`);
    if (!alive) problems.push('the API process exited');
    if (healthzNot200 > 0) problems.push('/healthz did not always answer 200');
    if (outage.length > 0 && readyz503 !== outage.length)
      problems.push('/readyz did not answer 503 throughout the outage');
    if (readMs === undefined || readMs > RECOVERY_BAR_MS)
      problems.push(`the API served again after ${fmt(readMs)}`);
    if (!listenerBack) problems.push('the LISTEN connection did not reconnect');
  } catch (error) {
    problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    await closeStream?.().catch(() => {});
    if (problems.length > 0 && server)
      console.error(`\nserver output (tail):\n${server.output().slice(-3000)}`);
    await server?.stop();
    await cluster.destroy();
  }
  if (problems.length > 0) {
    console.error(`\nFAILED:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nPASSED: nothing lost, nothing duplicated, the API stayed up and served again in time');
}

await main();
