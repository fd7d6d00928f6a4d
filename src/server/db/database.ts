import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPostgresListener } from './postgres-listener.ts';
import * as schema from './schema.ts';

export type RawRunner = <Row = Record<string, unknown>>(sql: string) => Promise<Row[]>;

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One handle over either backend: Drizzle for queries, plus the few raw operations migrations need. */
export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /**
   * Runs `work` on one connection, with `run` executing raw parameterless SQL (several statements
   * allowed; the rows of the last one are returned). Migrations need this for session-level locks.
   */
  withSession<T>(work: (run: RawRunner) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with every NOTIFY payload on `channel` (from any process using this database) until the
   * returned function is called. PostgreSQL uses one dedicated connection per process that reconnects on loss.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** `postgres://…` opens PostgreSQL; a folder path opens PGlite there; `memory://` an in-memory PGlite. */
export async function openDatabase(location: string): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(location)) return openPostgres(location);
  return openPglite(location);
}

async function openPglite(location: string): Promise<Database> {
  if (location !== 'memory://') mkdirSync(path.resolve(location), { recursive: true });
  return pgliteDatabase(await PGlite.create(location === 'memory://' ? undefined : path.resolve(location)));
}

/** The handle over a PGlite already open (the tests start theirs from a migrated copy: tests/support). */
export function pgliteDatabase(client: PGlite): Database {
  return {
    kind: 'pglite',
    orm: drizzlePglite(client, { schema }) as unknown as Orm,
    withSession: (work) =>
      work(async <Row>(sql: string) => ((await client.exec(sql)).at(-1)?.rows ?? []) as Row[]),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one lost while checked out (a transaction's client between its statements: pg-pool listens only to idle
  // ones): its statement fails, and the pool drops it when it is released, as it drops any unqueryable client.
  pool.on('connect', (client) => client.on('error', () => {}));
  const listener = createPostgresListener(url);
  return {
    kind: 'postgres',
    orm: drizzleNodePg(pool, { schema }) as unknown as Orm,
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work(async <Row>(sql: string) => {
          const result = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
          return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Row[];
        });
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
