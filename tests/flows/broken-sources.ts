// Broken copies of the real flow sources, one mistake each, for the flow checker's tests.
import { expect } from 'vitest';
import { loadFlowSources } from '../../src/server/flows/flow-files.ts';
import { parseJsonText } from '../../src/shared/flows/checks/json-text.ts';
import { checkFlowSources, type FlowProblem, type FlowSources } from '../../src/shared/flows/flow-checks.ts';
import {
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../../src/shared/flows/flow-types.ts';

/** The flow the broken copies start from: any real flow would do, this one has every kind of step. */
export const BASE_FLOW = 'flows/slim-1.json';

const clone = <T>(value: T): T => structuredClone(value);

/** The real sources with one flow file changed by `edit` (its text re-written from the edited content). */
export function withFlow(
  file: string,
  edit: (flow: FlowFile) => void,
  sources = loadFlowSources(),
): FlowSources {
  const entry = sources.flows.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no ${file}`);
  const content = clone(entry.content) as FlowFile;
  edit(content);
  Object.assign(entry, parseJsonText(file, JSON.stringify(content, null, 2)));
  return sources;
}

export function withStep(
  id: string,
  edit: (step: StepDocument) => void,
  sources = loadFlowSources(),
): FlowSources {
  const file = `schemas/steps/${id}.json`;
  const entry = sources.steps.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no step ${id}`);
  const content = clone(entry.content) as StepDocument;
  edit(content);
  Object.assign(entry, parseJsonText(file, JSON.stringify(content, null, 2)));
  return sources;
}

/** The real sources with one file's text changed by `edit` (for syntax mistakes). */
export function withText(
  file: string,
  edit: (text: string) => string,
  sources = loadFlowSources(),
): FlowSources {
  const entry = [...sources.flows, ...sources.steps].find((candidate) => candidate.file === file);
  if (!entry?.text) throw new Error(`no ${file}`);
  Object.assign(entry, parseJsonText(file, edit(entry.text)));
  return sources;
}

export const screenAt = (flow: FlowFile, stepPath: string): ScreenStep => {
  const step = flow.steps.find((candidate) => candidate.path === stepPath);
  if (!step || !isScreen(step)) throw new Error(`no screen at ${stepPath}`);
  return step;
};

/** Words a product owner should never have to read: the validator's own, and JSON pointers. */
const JARGON =
  /must NOT|must have required property|must match|instancePath|schemaPath|#\/|\/steps\/\d|\bundefined\b/;

/** The checker's only problem for these sources, checked for plain words, a file, a place and a fix. */
export function onlyProblem(sources: FlowSources): FlowProblem {
  const { problems } = checkFlowSources(sources);
  expect(problems, JSON.stringify(problems, null, 2)).toHaveLength(1);
  const [problem] = problems as [FlowProblem];
  expect(`${problem.where ?? ''} ${problem.problem} ${problem.fix}`).not.toMatch(JARGON);
  expect(problem.fix.length).toBeGreaterThan(10);
  return problem;
}
