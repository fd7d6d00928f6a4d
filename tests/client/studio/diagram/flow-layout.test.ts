import { describe, expect, it } from 'vitest';
import { LABEL_LINE, layoutFlow } from '../../../../src/client/studio/diagram/flow-layout.ts';
import { stepLabel } from '../../../../src/shared/flows/checks/contract-places.ts';
import { type FlowFile, isScreen } from '../../../../src/shared/flows/flow-types.ts';
import { conditionInWords } from '../../../../src/shared/flows/flow-words.ts';
import { flowsOnDisk, loopingFlow, ORPHAN } from './diagram-fixtures.ts';

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(flowsOnDisk())('the diagram of $file', ({ flow, problems }) => {
  const layout = layoutFlow(flow, problems);

  it('has a node for every step, in the file order, with its screen, section and progress', () => {
    const steps = layout.nodes.filter((node) => node.kind !== 'missing');
    expect(steps.map((node) => node.path)).toEqual(flow.steps.map((step) => step.path));
    for (const step of flow.steps.filter(isScreen)) {
      const node = steps.find((candidate) => candidate.path === step.path);
      expect(node).toMatchObject({ kind: 'screen', screen: step.screen, section: step.section });
      expect(node?.progress).toBe(step.progress);
      expect(node?.end).toBe(step.next === undefined);
      expect(node?.entry).toBe(step.path === '' || step.entry === true);
    }
  });

  it('has an edge for every target of every step: branches labelled with their condition, redirects dashed', () => {
    for (const step of flow.steps) {
      const out = layout.edges.filter((edge) => edge.from === step.path);
      if (!isScreen(step)) {
        expect(out).toMatchObject([{ to: step.to, redirect: true }]);
        continue;
      }
      if (step.next === undefined) expect(out).toEqual([]);
      else if (typeof step.next === 'string')
        expect(out).toMatchObject([{ to: step.next, label: undefined }]);
      else
        expect(out.map(({ to, label }) => ({ to, label }))).toEqual(
          step.next.map((branch) => ({
            to: branch.to,
            label: branch.when ? `when ${conditionInWords(branch.when)}` : 'otherwise',
          })),
        );
      for (const edge of out) {
        expect(edge.redirect).toBe(false);
        expect(edge.points.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('lays the steps out without two boxes overlapping, each inside its section band, in a drawing that holds them', () => {
    for (const [index, node] of layout.nodes.entries()) {
      for (const other of layout.nodes.slice(index + 1))
        expect(overlap(node, other), `${node.path} / ${other.path}`).toBe(false);
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.y).toBeGreaterThanOrEqual(0);
      expect(node.x + node.width).toBeLessThanOrEqual(layout.width);
      expect(node.y + node.height).toBeLessThanOrEqual(layout.height);
      const band = layout.sections.find((section) => section.name === node.section);
      if (node.kind !== 'screen') continue;
      expect(band, node.path).toBeDefined();
      if (!band) continue;
      expect(node.x).toBeGreaterThanOrEqual(band.x);
      expect(node.y).toBeGreaterThanOrEqual(band.y);
      expect(node.x + node.width).toBeLessThanOrEqual(band.x + band.width);
      expect(node.y + node.height).toBeLessThanOrEqual(band.y + band.height);
    }
    for (const [index, band] of layout.sections.entries())
      for (const other of layout.sections.slice(index + 1))
        expect(overlap(band, other), `${band.name} / ${other.name}`).toBe(false);
    const used = new Set(flow.steps.filter(isScreen).map((step) => step.section));
    expect(layout.sections.map((band) => band.name).sort()).toEqual([...used].sort());
    for (const band of layout.sections) expect(band.title).toBe(flow.sections[band.name]?.title);
  });

  it('puts no arrow label over a step', () => {
    for (const edge of layout.edges) {
      if (!edge.labelAt) continue;
      const width = Math.max(...edge.labelLines.map((line) => line.length)) * 6.6 + 8;
      const height = edge.labelLines.length * LABEL_LINE;
      const label = { x: edge.labelAt.x - width / 2, y: edge.labelAt.y - height / 2, width, height };
      for (const node of layout.nodes) expect(overlap(label, node), `${edge.id} / ${node.path}`).toBe(false);
    }
  });

  it('puts each of the checker’s problems on the step it names, or with the flow', () => {
    const onSteps = layout.nodes.flatMap((node) => node.problems);
    expect(onSteps.length + layout.flowProblems.length).toBe(problems.length);
    for (const node of layout.nodes)
      for (const problem of node.problems) expect(problem.where).toBe(stepLabel(node.path));
  });
});

describe('a flow with a loop and a step nothing reaches', () => {
  const { flow, problems, loop } = loopingFlow();
  const layout = layoutFlow(flow, problems);
  const node = (path: string) => layout.nodes.find((candidate) => candidate.path === path);

  it('flags every step of the loop with the checker’s message', () => {
    const message = problems.find((problem) => problem.problem.startsWith('Continue can go round in a loop'));
    expect(message?.problem).toContain(`${loop[0]} → ${loop[1]}`);
    for (const path of loop) {
      expect(node(path)?.flags.loop).toBe(message?.problem);
      expect(node(path)?.messages).toContain(message?.problem);
    }
    expect(layout.edges.some((edge) => edge.from === loop[1] && edge.to === loop[0])).toBe(true);
  });

  it('flags the step nothing reaches with the checker’s message, and its problem is on it', () => {
    const message = problems.find((problem) => problem.where === stepLabel(ORPHAN));
    expect(message?.problem).toMatch(/cannot be reached/);
    expect(node(ORPHAN)?.flags.unreachable).toBe(message?.problem);
    expect(node(ORPHAN)?.problems).toEqual([message]);
    expect(node(ORPHAN)?.end).toBe(true);
  });
});

describe('a flow the checker could not follow (its graph checks wait for a sound contract)', () => {
  const flow = {
    $schema: '../schemas/flow.schema.json',
    flowType: 'tiny',
    version: 2,
    title: 'Tiny',
    facts: {},
    sections: { one: { title: 'One', review: false } },
    prequalProgress: [{ name: 'one', steps: ['a'] }],
    steps: [
      { path: '', kind: 'redirect', to: 'a' },
      { path: 'a', kind: 'unprotected', screen: 's', section: 'one', next: 'b' },
      { path: 'b', kind: 'unprotected', screen: 's', section: 'one', next: 'a' },
      { path: 'c', kind: 'unprotected', screen: 's', section: 'one', next: 'nowhere' },
    ],
  } as FlowFile;
  const layout = layoutFlow(flow, []);
  const node = (path: string) => layout.nodes.find((candidate) => candidate.path === path);

  it('still flags the loop and the unreached step, in its own words', () => {
    expect(node('a')?.flags.loop).toMatch(/loop/);
    expect(node('b')?.flags.loop).toMatch(/loop/);
    expect(node('c')?.flags.unreachable).toMatch(/cannot be reached/);
    expect(node('')?.flags).toEqual({});
  });

  it('draws a target that is no step as a missing node, its arrow marked missing', () => {
    expect(node('nowhere')).toMatchObject({ kind: 'missing' });
    expect(layout.edges.find((edge) => edge.to === 'nowhere')).toMatchObject({ from: 'c', missing: true });
  });
});

describe('a flow file half-way through an edit', () => {
  it('draws what it can read and leaves the rest to the checker', () => {
    const flow = {
      title: 'Mid-edit',
      sections: {},
      steps: [
        {
          path: 'a',
          kind: 'unprotected',
          screen: 's',
          section: 'one',
          next: [{ when: { all: 3 }, to: 'b' }, { to: 'c' }, 7],
        },
        { path: 'a', kind: 'unprotected', screen: 's', section: 'one' },
        { path: 'b', kind: 'unprotected', screen: { id: 's' }, section: 4, next: 12 },
        { path: 'c', kind: 'redirect' },
        'not a step',
        { kind: 'unprotected' },
      ],
    } as unknown as FlowFile;
    const layout = layoutFlow(flow, []);
    expect(layout.nodes.map((node) => node.path)).toEqual(['a', 'b', 'c']);
    expect(layout.edges.map(({ from, to, label }) => ({ from, to, label }))).toEqual([
      { from: 'a', to: 'b', label: 'when (a condition written wrongly)' },
      { from: 'a', to: 'c', label: 'otherwise' },
    ]);
    expect(layout.nodes[1]).toMatchObject({ screen: undefined, section: undefined });
    expect(layout.sections).toMatchObject([{ name: 'one', title: 'one' }]);
    expect(layoutFlow({} as FlowFile, []).nodes).toEqual([]);
  });
});
