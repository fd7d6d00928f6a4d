// A fresh in-memory PGlite for each test app, started from a migrated copy instead of from nothing. Creating a
// PGlite runs initdb (2.6 to 4.3 s on this machine) and the migrations; loading a copy of a migrated data folder
// takes under a second. The copy is made once per set of migrations (and PGlite version) and shared by every test
// file through the temporary folder; it is rebuilt whenever a migration changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type Database, pgliteDatabase } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/server/db/migrations/', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(
  new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);

function templatePath(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(PGLITE_PACKAGE));
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return path.join(tmpdir(), `lending-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function writeTemplate(file: string): Promise<void> {
  const client = await PGlite.create();
  await migrate(pgliteDatabase(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written aside, then renamed: another test worker never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** A new in-memory PGlite database, already migrated (migrate() finds nothing to do on it). */
export async function migratedPglite(): Promise<Database> {
  const file = templatePath();
  if (!existsSync(file)) await writeTemplate(file);
  return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) }));
}
