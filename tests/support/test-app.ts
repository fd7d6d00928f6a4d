import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { prepareRuntime, type Runtime } from '../../src/server/start.ts';
import { migratedPglite } from './pglite-template.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * The databases the API tests run on: PGlite, and PostgreSQL as well when TEST_DATABASE_URL names one.
 * TEST_BACKENDS (`postgres`, `pglite` or both, comma-separated) narrows that: CI runs them on PostgreSQL, the
 * production database, and keeps PGlite's own tests and the embedded server's e2e files (each API test on both
 * took about 110 s more of a 25-minute CI on two cores).
 */
export const backends: Backend[] = chosenBackends();

function chosenBackends(): Backend[] {
  const available: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.TEST_BACKENDS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!wanted?.length) return available;
  const unknown = wanted.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`TEST_BACKENDS: unknown backend ${unknown.join(', ')}`);
  const chosen = available.filter((backend) => wanted.includes(backend));
  if (chosen.length === 0)
    throw new Error('TEST_BACKENDS names only postgres, and TEST_DATABASE_URL names no PostgreSQL database');
  return chosen;
}

export interface TestApp extends Runtime {
  app: FastifyInstance;
  config: Config;
  /** Where its database is (`memory://` or a PostgreSQL URL), for a second API instance on the same one. */
  databaseLocation: string;
  close(): Promise<void>;
}

/** A fresh database of its own on the chosen backend, so test files never see each other's rows. */
async function freshDatabase(
  backend: Backend,
): Promise<{ location: string; open?: Database; drop(): Promise<void> }> {
  if (backend === 'pglite')
    return { location: 'memory://', open: await migratedPglite(), drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  backend: Backend = 'pglite',
  env: Record<string, string> = {},
  /** A folder with a built SPA to serve (index.html), for tests of what pages are sent with. */
  distDir?: string,
  /** Hooks into the app as it is built (the route inventory of the security suites, a log to read, a flows dir). */
  build: Pick<
    AppDependencies,
    'onRoute' | 'logger' | 'flowsDir' | 'now' | 'studioRoot' | 'studioCaseRun'
  > = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // The demo accounts and their demo portal cost a second per app; the tests about them ask for them.
    DEMO_USERS: 'false',
    // Test files sign up many users and save fast from one address; the rate-limit tests turn limits on.
    RATE_LIMITS: 'off',
    // Likewise one owner sends many invitations; the invitation-limit test sets its own.
    INVITATIONS_PER_DAY: '0',
    ...env,
  });
  const database = await freshDatabase(backend);
  const runtime = await prepareRuntime(config, database.open ?? database.location);
  const app = await buildApp({
    config,
    ...runtime,
    logger: false,
    ...(distDir ? { distDir } : {}),
    ...build,
  });
  await app.ready();
  return {
    ...runtime,
    app,
    config,
    databaseLocation: database.location,
    async close() {
      await app.close();
      await runtime.db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The README's demo accounts (and the demo borrower's portal), off by default in tests. */
export const WITH_DEMO_USERS = { DEMO_USERS: 'true' };
