/**
 * A PostgreSQL cluster of one's own, in a temporary folder on a free port, that a test or script may stop
 * abruptly (`pg_ctl stop -m immediate`, as a crash would) and start again. Never the shared server on 5432.
 * Uses the newest binaries under /usr/lib/postgresql/<version>/bin; as root (initdb refuses root), they run as
 * the `postgres` user through runuser.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../e2e/support/server.ts';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** Starts the cluster and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Kills it as a crash would: no checkpoint, connections cut; the next start recovers from the WAL. */
  stopImmediately(): Promise<void>;
  /** The server's log so far (for failure messages). */
  log(): string;
  /** Stops it (if running) and deletes its folder. */
  destroy(): Promise<void>;
}

/** The bin folder of the newest installed PostgreSQL, or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => existsSync(path.join(PG_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(PG_ROOT, versions[0], 'bin') : undefined;
}

function postgresUserIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined)
    throw new Error('throwaway PostgreSQL: running as root needs a "postgres" user for initdb');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Creates (initdb) and starts a new cluster; `settings` are extra `-c name=value` server settings. */
export async function startThrowawayPostgres(
  settings: Record<string, string> = {},
): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`throwaway PostgreSQL: no PostgreSQL installed under ${PG_ROOT}`);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'lending-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);

  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  let running = false;
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await tool('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stopImmediately() {
      await tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      if (running) await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {});
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await tool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
