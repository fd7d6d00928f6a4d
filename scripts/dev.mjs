#!/usr/bin/env node
// Development: the API in watch mode (tsx) and the Vite dev server, side by side.
// The browser talks to Vite on 5173, which proxies /api, /idp and /config.json to the API.
// Ctrl-C (or SIGTERM) stops both; when either one exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const VITE_ORIGIN = 'http://localhost:5173';
const API_PORT = process.env.PORT ?? '3000';

/** Absolute path of a package's CLI script, from its package.json "bin". */
function binOf(pkg, name) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const relative = typeof bin === 'string' ? bin : bin[name ?? pkg];
  return join(dirname(manifestPath), relative);
}

const children = [];
let stopping = false;
let exitCode = 0;

function start(label, args, env) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${label} exited (${signal ?? `code ${code}`}); stopping the rest.`);
      exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  children.push(child);
  return child;
}

function stopAll(signal) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  // Do not hang forever on a child that ignores the signal.
  setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    process.exit(exitCode);
  }, 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal));
}

start('api', [binOf('tsx'), 'watch', 'src/server/main.ts'], {
  PORT: API_PORT,
  // The flow studio edits this working copy (from this machine only) unless STUDIO says otherwise.
  STUDIO: process.env.STUDIO || 'write',
  PUBLIC_URL: VITE_ORIGIN,
  IDP_ALLOWED_ORIGINS: VITE_ORIGIN,
});
start('vite', [binOf('vite')], { API_PROXY_TARGET: `http://localhost:${API_PORT}` });
