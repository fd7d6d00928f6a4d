// The same checker and the same words at every gate: `npm run check:flows`, the build, the dev server and server
// start, each run on a copy of the project whose flows/ holds a broken flow (never on the real flows/).
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowCheck, flowProblemsText } from '../../scripts/vite-flow-check.ts';
import { PROJECT_ROOT } from '../../src/server/flows/flow-files.ts';
import { checkFlowFilesAtStart, FlowFilesError } from '../../src/server/flows/flow-start-check.ts';

const BROKEN = 'flows/x-1.json';
const PROBLEM = 'the file is not valid JSON: there is a comma after the last item, just before }.';
let root: string;

/** A flow copied from a real one, with a trailing comma after its first step's "to". */
function writeBrokenFlow(at: string, broken = true) {
  const text = readFileSync(path.join(PROJECT_ROOT, 'flows/slim-1.json'), 'utf8')
    .replace('"flowType": "slim-1"', '"flowType": "x-1"')
    .replace(/("to": "[^"]*")\n/, broken ? '$1,\n' : '$1\n');
  writeFileSync(path.join(at, BROKEN), text);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'flow-check-'));
  for (const dir of ['src', 'schemas', 'flows', 'scripts'])
    cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });
  cpSync(path.join(PROJECT_ROOT, 'package.json'), path.join(root, 'package.json'));
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  writeBrokenFlow(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, PORT: '3998' },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('the flow checker at every gate', () => {
  it('npm run check:flows prints the problem with its file and line, and exits 1', () => {
    const result = run('scripts/check-flows.ts');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`${BROKEN}\n  - line `);
    expect(result.stdout).toContain(PROBLEM);
  });

  it('the build fails with the list as one message, without a backtrace', () => {
    const plugin = flowCheck({ root });
    const configResolved = plugin.configResolved as (config: object) => void;
    let failure: unknown;
    try {
      configResolved({ command: 'build', mode: 'production', logger: {} });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    const printed = inspect(failure);
    expect(printed).toContain(BROKEN);
    expect(printed).toContain(PROBLEM);
    expect(printed).not.toMatch(/^\s+at /m);
    expect(flowProblemsText(root)).toContain(PROBLEM);
  });

  it('the dev server reports problems, and again when a flow file changes, and goes on', () => {
    const logged: string[] = [];
    const logger = { error: (text: string) => logged.push(text), info: (text: string) => logged.push(text) };
    const plugin = flowCheck({ root });
    (plugin.configResolved as (config: object) => void)({ command: 'serve', mode: 'development', logger });
    const watcher = Object.assign(new EventEmitter(), { add: () => undefined });
    (plugin.configureServer as (server: object) => void)({ watcher });
    expect(logged.join('\n')).toContain(PROBLEM);
    try {
      writeBrokenFlow(root, false);
      watcher.emit('change', path.join(root, BROKEN));
      expect(logged.at(-1)).toBe('Flow files OK.');
    } finally {
      writeBrokenFlow(root);
    }
  });

  it('server start refuses to start with the list of problems', () => {
    expect(() => checkFlowFilesAtStart(root)).toThrow(FlowFilesError);
    expect(() => checkFlowFilesAtStart(root)).toThrow(PROBLEM);
    expect(() => checkFlowFilesAtStart(PROJECT_ROOT)).not.toThrow();
    const result = run('src/server/main.ts', '--check');
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('The server cannot start: the flow files have problems.');
    expect(result.stderr).toContain(PROBLEM);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    const start = run('src/server/main.ts');
    expect(start.status).toBe(78);
    expect(start.stderr).toContain(PROBLEM);
  });
});
