import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 7261001;

/**
 * Applies the SQL files of `migrations/` in name order, each once and in its own transaction.
 * The same files run on PGlite and PostgreSQL; an advisory lock keeps several instances from racing.
 */
export async function migrate(db: Database): Promise<string[]> {
  return db.withSession(async (run) => {
    await run(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await run(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const applied = new Set(
        (await run<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      );
      const pending = readdirSync(MIGRATIONS_DIR)
        .filter((file) => file.endsWith('.sql') && !applied.has(file))
        .sort();
      for (const file of pending) {
        const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
        const record = `INSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}')`;
        await run(`BEGIN;\n${sql}\n;${record};\nCOMMIT;`).catch(async (error) => {
          await run('ROLLBACK').catch(() => {});
          throw error;
        });
      }
      return pending;
    } finally {
      await run(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
