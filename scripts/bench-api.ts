// `npm run bench:api`: drives the API's main read and write calls with autocannon at a fixed rate against
// PostgreSQL and prints throughput and p50/p99 latency, the median of three runs per call. A benchmark, not a
// test: the figures go on the issue. Bars (issue 9): at 500 requests per second, p99 at most 50 ms for reads and
// 100 ms for writes, and no errors. Exits 1 when a bar is missed.
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server where a fresh database is
// created for the run and dropped after it. BENCH_RATE, BENCH_SECONDS and BENCH_RUNS change the load.
import autocannon from 'autocannon';
import pg from 'pg';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { borrower } from './api-session.ts';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BARS = { read: 50, write: 100 } as const;

interface Call {
  name: string;
  kind: keyof typeof BARS;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  path: string;
  body?: string;
  contentType?: string;
}

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function drive(server: RunningServer, token: string, call: Call, duration = SECONDS) {
  const result = await autocannon({
    url: `${server.baseUrl}${call.path}`,
    method: call.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.contentType ? { 'content-type': call.contentType } : {}),
    },
    body: call.body,
    connections: 20,
    overallRate: RATE,
    duration,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

await withDatabase(async (databaseUrl) => {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    DEMO_USERS: 'false',
    // One borrower at 500 requests/s is far past the per-user limits; the bench measures the API, not them.
    RATE_LIMITS: 'off',
  });
  let missed = false;
  try {
    const { token, appId } = await borrower(server);
    const calls: Call[] = [
      { name: 'GET application', kind: 'read', method: 'GET', path: `/api/v2/application/${appId}` },
      { name: 'GET portal', kind: 'read', method: 'GET', path: '/api/v2/portal' },
      {
        name: 'GET officer channel',
        kind: 'read',
        method: 'GET',
        path: '/api/v2/application/2000001/channel',
      },
      {
        name: 'PATCH last path',
        kind: 'write',
        method: 'PATCH',
        path: `/api/v2/application/${appId}/lastPath`,
        body: '/property/info',
        contentType: 'text/plain',
      },
      { name: 'POST application', kind: 'write', method: 'POST', path: '/api/v2/application?nmlsId=2000001' },
    ];
    console.log(`${RATE} requests/s for ${SECONDS} s, median of ${RUNS} runs, PostgreSQL\n`);
    console.log('call                  kind   req/s    p50 ms  p99 ms  errors  bar');
    for (const call of calls) {
      await drive(server, token, call, 2); // warm-up: JIT, connection pool, caches
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await drive(server, token, call));
      const p99 = median(runs.map((r) => r.p99));
      const errors = runs.reduce((sum, r) => sum + r.errors, 0);
      const ok = p99 <= BARS[call.kind] && errors === 0;
      missed ||= !ok;
      console.log(
        [
          call.name.padEnd(21),
          call.kind.padEnd(6),
          median(runs.map((r) => r.rps))
            .toFixed(0)
            .padStart(6),
          median(runs.map((r) => r.p50))
            .toFixed(1)
            .padStart(8),
          p99.toFixed(1).padStart(7),
          String(errors).padStart(7),
          `  p99 <= ${BARS[call.kind]} ms: ${ok ? 'met' : 'MISSED'}`,
        ].join(' '),
      );
    }
  } finally {
    await server.stop();
  }
  process.exitCode = missed ? 1 : 0;
});
