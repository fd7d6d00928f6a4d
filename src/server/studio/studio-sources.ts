/**
 * GET /api/studio/sources: what the flow checker reads (the one loader, loadFlowSources) and the testers' case
 * files, as text, with a version (SHA-256) of each file a product owner or tester may change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StudioSources, StudioTextFile } from '../../shared/studio/studio-contract.ts';
import { loadFlowSources } from '../flows/flow-files.ts';
import { studioFileKind } from './studio-paths.ts';

export const CASES_DIR = 'tests/cases';

export const versionOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const folders = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/** Every case file under tests/cases/<flowType>/(steps|journeys)/ the studio may edit, sorted by path. */
export function readCaseFiles(root: string): StudioTextFile[] {
  const files: StudioTextFile[] = [];
  for (const flowType of folders(path.join(root, CASES_DIR))) {
    for (const kind of ['journeys', 'steps']) {
      const dir = path.join(root, CASES_DIR, flowType, kind);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir).sort()) {
        const file = `${CASES_DIR}/${flowType}/${kind}/${name}`;
        if (studioFileKind(file)) files.push({ file, text: readFileSync(path.join(root, file), 'utf8') });
      }
    }
  }
  return files;
}

export function readStudioSources(root: string, writable: boolean): StudioSources {
  const checker = loadFlowSources(root);
  const cases = readCaseFiles(root);
  const versions: Record<string, string> = {};
  for (const { file, text } of [...checker.flows, ...checker.steps, ...cases])
    versions[file] = versionOf(text ?? '');
  return { writable, checker, cases, versions };
}

/** A file's text on disk, or undefined when there is none. */
export function diskText(root: string, file: string): string | undefined {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
