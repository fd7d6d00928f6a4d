/**
 * The studio's client state (Jotai). The files as the server sent them stay as they are; every edit is a working
 * text by file on top of them (SurveyJS Creator's habit: every tab edits the same JSON). Everything else (the
 * parsed flows and step documents, the checker's report, the unsaved files) is derived from those two.
 */
import { atom } from 'jotai';
import type { FlowReport, FlowSources, SourceFile } from '../../shared/flows/checks/flow-problem.ts';
import { parseJsonText } from '../../shared/flows/checks/json-text.ts';
import { checkFlowSources } from '../../shared/flows/flow-checks.ts';
import type { FlowFile, StepDocument } from '../../shared/flows/flow-types.ts';
import type { StudioSources, StudioTextFile } from '../../shared/studio/studio-contract.ts';

/** The sources as last read from (or written to) the server: the base every working text is compared with. */
export const studioSourcesAtom = atom<StudioSources | null>(null);

/**
 * The studio's unsaved work, by file path: the file's new text (an edited or a new file), or null for a file to
 * remove. A file whose working text equals its saved text is not listed.
 */
export const workingTextsAtom = atom<Readonly<Record<string, string | null>>>({});

/** The flow file open in the studio (`flows/<flowType>.json`). */
export const openFlowFileAtom = atom<string | null>(null);

/** The step of the open flow being edited, by its path. */
export const openStepPathAtom = atom<string | undefined>(undefined);

/** The saved text of every file the studio knows (flow, step and case files), by path. */
export const savedTextsAtom = atom((get) => {
  const sources = get(studioSourcesAtom);
  const texts = new Map<string, string>();
  if (!sources) return texts;
  for (const source of [...sources.checker.flows, ...sources.checker.steps])
    if (source.text !== undefined) texts.set(source.file, source.text);
  for (const { file, text } of sources.cases) texts.set(file, text);
  return texts;
});

/** Sets a file's working text (null removes the file); going back to the saved text drops it from the work. */
export const setWorkingTextAtom = atom(null, (get, set, file: string, text: string | null) => {
  const saved = get(savedTextsAtom).get(file);
  const { [file]: _old, ...rest } = get(workingTextsAtom);
  const unchanged = text === null ? saved === undefined : text === saved;
  set(workingTextsAtom, unchanged ? rest : { ...rest, [file]: text });
});

function withWork(
  files: SourceFile[],
  dir: string,
  work: Readonly<Record<string, string | null>>,
): SourceFile[] {
  const known = new Set(files.map((source) => source.file));
  const kept = files
    .filter((source) => work[source.file] !== null)
    .map((source) => {
      const text = work[source.file];
      return typeof text === 'string' ? parseJsonText(source.file, text) : source;
    });
  const added = Object.entries(work)
    .filter(([file, text]) => typeof text === 'string' && file.startsWith(`${dir}/`) && !known.has(file))
    .map(([file, text]) => parseJsonText(file, text as string));
  return [...kept, ...added].sort((a, b) => a.file.localeCompare(b.file));
}

/** What the checker reads, with the working texts applied (each changed file parsed again). */
export const workingSourcesAtom = atom<FlowSources | null>((get) => {
  const sources = get(studioSourcesAtom);
  if (!sources) return null;
  const work = get(workingTextsAtom);
  return {
    ...sources.checker,
    flows: withWork(sources.checker.flows, 'flows', work),
    steps: withWork(sources.checker.steps, 'schemas/steps', work),
  };
});

export interface StudioFlow {
  file: string;
  /** Undefined while the file's text is not JSON. */
  flow?: FlowFile;
}

/** Every flow file of the working copy, parsed where its text is JSON. */
export const workingFlowsAtom = atom<StudioFlow[]>((get) =>
  (get(workingSourcesAtom)?.flows ?? []).map((source) => ({
    file: source.file,
    flow: source.parseError ? undefined : (source.content as FlowFile),
  })),
);

/** The step documents of the working copy, by screen id (the file's name), where their text is JSON. */
export const stepDocumentsAtom = atom<ReadonlyMap<string, StepDocument>>((get) => {
  const documents = new Map<string, StepDocument>();
  for (const source of get(workingSourcesAtom)?.steps ?? []) {
    if (source.parseError || typeof source.content !== 'object' || source.content === null) continue;
    documents.set(
      source.file.replace(/^schemas\/steps\//, '').replace(/\.json$/, ''),
      source.content as StepDocument,
    );
  }
  return documents;
});

/** The case files of the working copy. */
export const workingCaseFilesAtom = atom<StudioTextFile[]>((get) => {
  const sources = get(studioSourcesAtom);
  if (!sources) return [];
  const work = get(workingTextsAtom);
  const known = new Set(sources.cases.map((each) => each.file));
  const kept = sources.cases
    .filter((each) => work[each.file] !== null)
    .map((each) => ({ file: each.file, text: work[each.file] ?? each.text }));
  const added = Object.entries(work)
    .filter(([file, text]) => typeof text === 'string' && file.startsWith('tests/cases/') && !known.has(file))
    .map(([file, text]) => ({ file, text: text as string }));
  return [...kept, ...added];
});

/**
 * The sources the checker last ran over. Set ~150 ms after the last edit (useDebouncedCheck), so typing a label
 * does not run the whole checker on every key.
 */
export const checkedSourcesAtom = atom<FlowSources | null>(null);

/** The checker's report over the working copy (as of the last debounced check). */
export const checkReportAtom = atom<FlowReport | null>((get) => {
  const sources = get(checkedSourcesAtom);
  return sources ? checkFlowSources(sources) : null;
});

/** Whether the report is of the working copy as it is now (no edit is waiting for its check). */
export const checkCurrentAtom = atom((get) => get(checkedSourcesAtom) === get(workingSourcesAtom));

export interface UnsavedFile {
  file: string;
  /** The saved text, or null for a new file. */
  before: string | null;
  /** The working text, or null for a file to remove. */
  after: string | null;
}

/** The files with unsaved work, by path. */
export const unsavedFilesAtom = atom<UnsavedFile[]>((get) => {
  const saved = get(savedTextsAtom);
  return Object.entries(get(workingTextsAtom))
    .map(([file, after]) => ({ file, before: saved.get(file) ?? null, after }))
    .sort((a, b) => a.file.localeCompare(b.file));
});

/** The checker's report over the files as saved: what the working copy's problems are compared with. */
export const savedReportAtom = atom<FlowReport | null>((get) => {
  const sources = get(studioSourcesAtom);
  return sources ? checkFlowSources(sources.checker) : null;
});

const problemKey = (problem: { file: string; where?: string; problem: string }) =>
  `${problem.file}\u0000${problem.where ?? ''}\u0000${problem.problem}`;

/**
 * The files that block a save: unsaved files the checker finds problems in, and files whose problems the unsaved
 * work caused (removing a question a flow's fact reads is a problem in the flow file, which was not edited).
 */
export const filesWithProblemsAtom = atom((get) => {
  const report = get(checkReportAtom);
  const saved = new Set((get(savedReportAtom)?.problems ?? []).map(problemKey));
  const unsaved = new Set(get(unsavedFilesAtom).map((each) => each.file));
  return new Set(
    (report?.problems ?? [])
      .filter((problem) => unsaved.has(problem.file) || !saved.has(problemKey(problem)))
      .map((problem) => problem.file),
  );
});

/** Answers shown in the step preview (typed there, or picked from a case), for one step path. */
export const previewAnswersAtom = atom<{ step: string; answers: unknown } | undefined>(undefined);
