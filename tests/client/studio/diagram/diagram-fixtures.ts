// Real flows for the diagram's tests, as on disk, and one of them broken with a loop and a step nothing reaches.
import { loadFlowSources } from '../../../../src/server/flows/flow-files.ts';
import { parseJsonText } from '../../../../src/shared/flows/checks/json-text.ts';
import { checkFlowSources, type FlowProblem } from '../../../../src/shared/flows/flow-checks.ts';
import { type FlowFile, isScreen, type ScreenStep } from '../../../../src/shared/flows/flow-types.ts';

export interface CheckedFlow {
  file: string;
  flow: FlowFile;
  problems: FlowProblem[];
}

/** Every flow file on disk with the checker's problems about it. */
export function flowsOnDisk(): CheckedFlow[] {
  const sources = loadFlowSources();
  const { problems } = checkFlowSources(sources);
  return sources.flows.map(({ file, content }) => ({
    file,
    flow: content as FlowFile,
    problems: problems.filter((problem) => problem.file === file),
  }));
}

export const ORPHAN = 'studio-diagram/orphan';

/**
 * The first flow on disk with two mistakes the checker reports: a screen whose `next` goes back to the screen
 * before it (a loop of two), and a new screen that no step leads to.
 */
export function loopingFlow(): CheckedFlow & { loop: [string, string] } {
  const sources = loadFlowSources();
  const entry = sources.flows[0];
  if (!entry) throw new Error('no flow files');
  const flow = structuredClone(entry.content) as FlowFile;
  const screens = flow.steps.filter(isScreen);
  const byPath = new Map(screens.map((step) => [step.path, step]));
  const first = screens.find(
    (step) => typeof step.next === 'string' && typeof byPath.get(step.next)?.next === 'string',
  );
  if (!first) throw new Error(`${entry.file} has no two screens in a row`);
  const second = byPath.get(first.next as string) as ScreenStep;
  second.next = first.path;
  flow.steps.push({
    path: ORPHAN,
    kind: 'unprotected',
    screen: first.screen,
    section: first.section,
  });
  Object.assign(entry, parseJsonText(entry.file, JSON.stringify(flow, null, 2)));
  const { problems } = checkFlowSources(sources);
  return {
    file: entry.file,
    flow,
    problems: problems.filter((problem) => problem.file === entry.file),
    loop: [first.path, second.path],
  };
}
