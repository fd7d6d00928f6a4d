/**
 * PUT /api/studio/files: a save is refused whole (409 when a file changed on disk since the studio read it, 422
 * when the checker finds a problem in the files as they would be) or written whole, formatted as lint expects.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FlowSources, SourceFile } from '../../shared/flows/checks/flow-problem.ts';
import { checkFlowSources } from '../../shared/flows/flow-checks.ts';
import type {
  StudioConflict,
  StudioRefused,
  StudioSaved,
  StudioSaveRequest,
  StudioTextFile,
} from '../../shared/studio/studio-contract.ts';
import { loadFlowSources, parseJsonFile } from '../flows/flow-files.ts';
import { writeFileAtomically } from './atomic-write.ts';
import { formatWithBiome } from './biome-format.ts';
import { isJsonFile, studioFileKind } from './studio-paths.ts';
import { diskText, versionOf } from './studio-sources.ts';

export type SaveOutcome =
  | { status: 200; body: StudioSaved }
  | { status: 409; body: StudioConflict }
  | { status: 422; body: StudioRefused };

/** The files whose version on disk is not the one the studio read (null: the studio thinks there is none). */
function changedOnDisk(root: string, request: StudioSaveRequest): string[] {
  const touched = [...request.files.map(({ file }) => file), ...(request.remove ?? [])];
  return touched.filter((file) => {
    const text = diskText(root, file);
    const base = request.base[file];
    return text === undefined ? base !== null : base !== versionOf(text);
  });
}

/** The checker's sources with the save applied: changed files replaced, new ones added, removed ones gone. */
function sourcesAfter(sources: FlowSources, request: StudioSaveRequest): FlowSources {
  const removed = new Set(request.remove ?? []);
  const apply = (current: SourceFile[], kind: 'flow' | 'step') => {
    const written = request.files.filter(({ file }) => studioFileKind(file) === kind);
    const replaced = new Set(written.map(({ file }) => file));
    return [
      ...current.filter(({ file }) => !removed.has(file) && !replaced.has(file)),
      ...written.map(({ file, text }) => parseJsonFile(file, text)),
    ].sort((a, b) => a.file.localeCompare(b.file));
  };
  return { ...sources, flows: apply(sources.flows, 'flow'), steps: apply(sources.steps, 'step') };
}

const formatted = async ({ file, text }: StudioTextFile): Promise<StudioTextFile> => ({
  file,
  // A case file in JSON that does not parse is the case runner's to report; Biome could not format it.
  text: isJsonFile(file) && !parseJsonFile(file, text).parseError ? await formatWithBiome(file, text) : text,
});

export async function saveStudioFiles(root: string, request: StudioSaveRequest): Promise<SaveOutcome> {
  const conflicts = changedOnDisk(root, request);
  if (conflicts.length > 0)
    return {
      status: 409,
      body: {
        message: `${conflicts.join(', ')} changed on disk since the studio read ${conflicts.length === 1 ? 'it' : 'them'}: reload, then make the change again.`,
        files: conflicts,
      },
    };
  const report = checkFlowSources(sourcesAfter(loadFlowSources(root), request));
  if (report.problems.length > 0) {
    const count = report.problems.length;
    return {
      status: 422,
      body: {
        message: `The flow checker found ${count} problem${count === 1 ? '' : 's'}; nothing was saved.`,
        problems: report.problems,
      },
    };
  }
  const files = await Promise.all(request.files.map(formatted));
  for (const { file, text } of files) writeFileAtomically(path.join(root, file), text);
  const removed = request.remove ?? [];
  for (const file of removed) rmSync(path.join(root, file), { force: true });
  const versions = Object.fromEntries(files.map(({ file, text }) => [file, versionOf(text)]));
  return { status: 200, body: { files, removed, versions, report: { problems: [], notes: report.notes } } };
}
