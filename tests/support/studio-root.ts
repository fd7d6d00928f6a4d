import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/server/flows/flow-files.ts';
import { type Backend, createTestApp, type TestApp } from './test-app.ts';

/** A copy of what the studio reads and writes (flows/, schemas/, tests/cases/), so no test writes the project. */
export function studioRootCopy(): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'studio-root-'));
  for (const dir of ['flows', 'schemas', 'tests/cases'])
    cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A test app whose studio works on a copy of the files. */
export async function studioTestApp(
  env: Record<string, string>,
  build: Parameters<typeof createTestApp>[3] = {},
  backend: Backend = 'pglite',
): Promise<{ t: TestApp; root: string; close(): Promise<void> }> {
  const copy = studioRootCopy();
  const t = await createTestApp(backend, env, undefined, { studioRoot: copy.root, ...build });
  return {
    t,
    root: copy.root,
    async close() {
      await t.close();
      copy.remove();
    },
  };
}

/** The flow files there are, by path (`flows/<flowType>.json`). */
export const flowFilesIn = (root: string) =>
  readdirSync(path.join(root, 'flows'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `flows/${name}`);

export const textIn = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
