import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Forwarded, startRoundRobinProxy } from './round-robin-proxy.ts';
import { createScratchDatabase } from './scratch-database.ts';

// From the path, not `new URL(...)`: in a jsdom test the global URL is jsdom's, which fileURLToPath refuses.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output: () => string;
  /** False once the server process has exited (the fault scripts check that it never does). */
  alive: () => boolean;
  stop: () => Promise<void>;
}

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

interface Instance {
  port: number;
  child: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
}

/** Spawns `src/server/main.ts` on `port` with `env` added; `stop` ends it (SIGTERM, then SIGKILL after 10 s). */
function spawnInstance(port: number, env: Record<string, string>): Instance {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const stop = async () => {
    if (exited(child)) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, STOP_TIMEOUT_MS);
    }
  };
  return { port, child, log: () => log, stop };
}

/** Resolves once GET /readyz answers 200 on every instance; throws (with their output) when one exits or is late. */
async function waitUntilReady(instances: Instance[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const pending = new Set(instances);
  const output = () => instances.map((instance) => instance.log()).join('\n');
  while (Date.now() < deadline) {
    for (const instance of pending) {
      if (exited(instance.child)) {
        throw new Error(
          `The server exited before it was ready (code ${instance.child.exitCode}).\n${output()}`,
        );
      }
      try {
        const response = await fetch(`http://127.0.0.1:${instance.port}/readyz`);
        if (response.status === 200) pending.delete(instance);
      } catch {
        // Not listening yet.
      }
    }
    if (pending.size === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000}s.\n${output()}`);
}

/**
 * Starts `src/server/main.ts` (which serves the built `dist/`) on a free port with a fresh data directory,
 * and resolves once GET /readyz answers 200.
 *
 * With E2E_DATABASE_URL set (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test) and no
 * DATABASE_URL of the caller's own, it starts the deployment the README's "Running at scale" describes instead:
 * a fresh database on that server, two API instances on it sharing one DATA_DIR, and a round-robin proxy in front
 * whose address is `baseUrl` and PUBLIC_URL, so consecutive requests of one journey reach different instances.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const scaleOutDatabase = process.env.E2E_DATABASE_URL;
  const start = () =>
    scaleOutDatabase && !extraEnv.DATABASE_URL
      ? startScaledOut(scaleOutDatabase, extraEnv)
      : startEmbeddedServer(extraEnv);
  // A free port is free when asked, not always when the server binds it: another file's server or browser, started
  // at the same moment, can take it first (EADDRINUSE). Then the whole start is tried again on new ports.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
}

/**
 * One instance with the embedded defaults (PGlite in a fresh data directory, unless `extraEnv` names a
 * DATABASE_URL), whatever E2E_DATABASE_URL says: what a newcomer's `npm start` runs.
 */
export async function startEmbeddedServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'lending-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const instance = spawnInstance(port, { DATA_DIR: dataDir, PUBLIC_URL: baseUrl, ...extraEnv });
  const stop = async () => {
    await instance.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady([instance]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, output: instance.log, alive: () => !exited(instance.child), stop };
}

export interface ScaledOutServer extends RunningServer {
  /** The API instances' own addresses (http://127.0.0.1:port), behind the proxy at `baseUrl`. */
  instanceUrls: string[];
  /** Which instance (an index into `instanceUrls`) the proxy sent each request to, oldest first. */
  forwarded: Forwarded[];
}

export function isScaledOut(server: RunningServer): server is ScaledOutServer {
  return 'instanceUrls' in server;
}

/** Two instances on a fresh PostgreSQL database behind a round-robin proxy (see startServer). */
export async function startScaledOut(
  serverUrl: string,
  extraEnv: Record<string, string> = {},
  instanceCount = 2,
): Promise<ScaledOutServer> {
  const database = await createScratchDatabase(serverUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'lending-e2e-'));
  const ports: number[] = [];
  for (let i = 0; i < instanceCount; i++) ports.push(await freePort());
  const proxy = await startRoundRobinProxy(ports);
  const baseUrl = `http://localhost:${proxy.port}`;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PUBLIC_URL: baseUrl,
    // Not 0.0.0.0: only the proxy (and the tests) reach the instances.
    HOST: '127.0.0.1',
    ...extraEnv,
  };
  // Started together, as a deployment's instances are: migrations, seeds and generated keys must cope.
  const instances = ports.map((port) => spawnInstance(port, env));
  const output = () =>
    instances
      .map((instance, index) => `--- instance ${index} (port ${instance.port})\n${instance.log()}`)
      .join('\n');
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(instances);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    port: proxy.port,
    dataDir,
    output,
    alive: () => instances.every((instance) => !exited(instance.child)),
    stop,
    instanceUrls: ports.map((port) => `http://127.0.0.1:${port}`),
    forwarded: proxy.forwarded,
  };
}
