import { describe, expect, it } from 'vitest';
import {
  addStep,
  copyFlow,
  flowFileOf,
  newStepDocument,
  nextOf,
  nextRoutes,
  setNextRoutes,
  stepFileOf,
} from '../../../src/client/studio/flow-edits.ts';
import { jsonFileText, patchJsonText } from '../../../src/client/studio/json-text-edits.ts';
import { loadFlowSources } from '../../../src/server/flows/flow-files.ts';
import { parseJsonText } from '../../../src/shared/flows/checks/json-text.ts';
import { checkFlowSources } from '../../../src/shared/flows/flow-checks.ts';
import { type FlowFile, isScreen } from '../../../src/shared/flows/flow-types.ts';

const sources = loadFlowSources();
const [source] = sources.flows;
const flow = source?.content as FlowFile;
const flowFile = source?.file as string;
const flowText = source?.text ?? '';

/** The checker's problems with some files' texts replaced or added. */
function problemsWith(texts: Record<string, string>) {
  const apply = (files: typeof sources.flows, dir: string) => [
    ...files.map((each) => (texts[each.file] ? parseJsonText(each.file, texts[each.file] as string) : each)),
    ...Object.entries(texts)
      .filter(([file]) => file.startsWith(dir) && !files.some((each) => each.file === file))
      .map(([file, text]) => parseJsonText(file, text)),
  ];
  return checkFlowSources({
    ...sources,
    flows: apply(sources.flows, 'flows/'),
    steps: apply(sources.steps, 'schemas/'),
  }).problems;
}

describe('next routes', () => {
  it('read a plain next as one route and write one unconditional route back as a plain next', () => {
    expect(nextRoutes('a')).toEqual([{ to: 'a' }]);
    expect(nextOf([{ to: 'a' }])).toBe('a');
    expect(nextOf([{ when: { field: 'x', equals: 1 }, to: 'a' }, { to: 'b' }])).toEqual([
      { when: { field: 'x', equals: 1 }, to: 'a' },
      { to: 'b' },
    ]);
    expect(nextOf([])).toBeUndefined();
  });

  it('change only the step’s next line in the flow file', () => {
    const step = flow.steps.filter(isScreen).find((each) => typeof each.next === 'string');
    if (!step) return;
    const changed = setNextRoutes(flow, step.path, [{ to: 'somewhere-else' }]);
    const text = patchJsonText(flowText, flow, changed);
    const before = flowText.split('\n');
    const differing = text.split('\n').filter((line, index) => line !== before[index]);
    expect(differing).toEqual([expect.stringContaining('"next": "somewhere-else"')]);
  });
});

describe('a new step', () => {
  it('goes after the open step, takes over its next, and passes the checker with its new step file', () => {
    const after = flow.steps
      .filter(isScreen)
      .find((each) => typeof each.next === 'string' && each.section !== 'coborrower');
    if (!after) return;
    const added = addStep(flow, {
      path: 'studio/new-step',
      screen: 'studio-new-step',
      title: 'A new step',
      after: after.path,
    });
    const index = added.steps.findIndex((each) => each.path === 'studio/new-step');
    expect(added.steps[index - 1]?.path).toBe(after.path);
    expect((added.steps[index - 1] as { next?: unknown }).next).toBe('studio/new-step');
    expect((added.steps[index] as { next?: unknown }).next).toBe(after.next);
    const problems = problemsWith({
      [flowFile]: patchJsonText(flowText, flow, added),
      [stepFileOf('studio-new-step')]: jsonFileText(newStepDocument('studio-new-step', 'A new step')),
    });
    expect(problems).toEqual([]);
  });
});

describe('a copy of a flow', () => {
  it('is a new flow type in its own file that passes the checker', () => {
    const copy = copyFlow(flow, 'studio-copy-1', 'A copy');
    const problems = problemsWith({
      [flowFileOf('studio-copy-1')]: patchJsonText(flowText, flow, copy),
    });
    expect(problems).toEqual([]);
  });
});
