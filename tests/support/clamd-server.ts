import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EICAR_TEST_STRING } from '../../src/server/providers/scanner/malware-scanner.ts';

/** clamd is on this machine (Debian: apt-get install -y clamav-daemon). */
export const hasClamd = spawnSync('clamd', ['--version']).status === 0;

export interface ClamdServer {
  port: number;
  socket: string;
  /** SCANNER_PROVIDER=clamd variables for a test app using this clamd over TCP. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const ping = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('PONG'));
    });
    socket.on('error', () => resolve(false));
  });

/**
 * A clamd of its own, with no internet: its only signature database is one body signature for the EICAR test
 * string (anywhere in a file), in a temporary folder; listening on a free TCP port and on a Unix socket.
 */
export async function startClamd(): Promise<ClamdServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'clamd-'));
  mkdirSync(path.join(dir, 'db'));
  const hex = Buffer.from(EICAR_TEST_STRING, 'latin1').toString('hex');
  writeFileSync(path.join(dir, 'db', 'eicar.ndb'), `Eicar-Test-Signature:0:*:${hex}\n`);
  const port = await freePort();
  const socket = path.join(dir, 'clamd.sock');
  writeFileSync(
    path.join(dir, 'clamd.conf'),
    [
      'Foreground yes',
      `DatabaseDirectory ${path.join(dir, 'db')}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `LocalSocket ${socket}`,
      `TemporaryDirectory ${dir}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      'StreamMaxLength 20M',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('clamd', ['-c', path.join(dir, 'clamd.conf')], { stdio: 'ignore' });
  const started = Date.now();
  while (!(await ping(port))) {
    if (child.exitCode !== null)
      throw new Error(`clamd exited with ${child.exitCode} (see ${dir}/clamd.log)`);
    if (Date.now() - started > 30_000) throw new Error('clamd did not answer PING within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    socket,
    env: { SCANNER_PROVIDER: 'clamd', CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(port) },
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
