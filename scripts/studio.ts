// `npm run studio`: builds the SPA and starts the server with the flow studio editing this working copy
// (STUDIO=write, this machine only; PGlite unless DATABASE_URL says otherwise), then prints the studio's address.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/flows/flow-files.ts';

const require = createRequire(import.meta.url);

/** Absolute path of a package's CLI script, from its package.json "bin". */
function binOf(pkg: string, name = pkg): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : (bin[name] as string));
}

function run(args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: 'inherit', env });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const port = process.env.PORT || '3000';
const built = await exitOf(run([binOf('vite'), 'build']));
if (built !== 0) process.exit(built);

const server = run([binOf('tsx'), 'src/server/main.ts'], {
  ...process.env,
  STUDIO: 'write',
  // The studio writes this working copy: listen where only this machine reaches it, unless told otherwise.
  HOST: process.env.HOST || '127.0.0.1',
  PORT: port,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.kill(signal));
const stopped = exitOf(server);

let ready = false;
while (!ready && server.exitCode === null) {
  ready = await answers(`http://localhost:${port}/healthz`);
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 300));
}
if (ready) console.log(`\nFlow studio: http://localhost:${port}/studio\n`);
process.exit(await stopped);
