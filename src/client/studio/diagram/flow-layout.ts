/**
 * A flow as a diagram, without drawing it: one node per step, one edge per `next` branch or redirect, a band per
 * section, laid out top to bottom by dagre (a compound graph: each section is a cluster, so its steps stay
 * together). Pure data (no DOM, no React), so the benchmark and the tests measure exactly what the studio draws.
 */
import { graphlib, layout } from '@dagrejs/dagre';
import { stepLabel } from '../../../shared/flows/checks/contract-places.ts';
import type { FlowProblem } from '../../../shared/flows/checks/flow-problem.ts';
import { type FlowFile, type FlowStep, isScreen } from '../../../shared/flows/flow-types.ts';
import { type StepFlags, stepFlags } from './diagram-flags.ts';
import { branchesOf, drawableSteps } from './flow-branches.ts';

export interface Point {
  x: number;
  y: number;
}

interface Box {
  /** Top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramNode extends Box {
  /** The step's path; for a `missing` node, the target no step has. */
  path: string;
  kind: 'screen' | 'redirect' | 'missing';
  /** Screens: protected (after log-in) or unprotected. */
  access?: 'protected' | 'unprotected';
  screen?: string;
  section?: string;
  progress?: number;
  /** Reached from outside the flow: the root ("") or a step marked `entry`. */
  entry: boolean;
  /** A screen without `next`: the flow ends here. */
  end: boolean;
  /** The checker's problems about this step (`where` names it). */
  problems: FlowProblem[];
  flags: StepFlags;
  /** Every message about this step, once each: its problems, then why it is flagged. */
  messages: string[];
}

export interface DiagramEdge {
  id: string;
  from: string;
  to: string;
  /** The branch's condition in words, "otherwise" for the last of conditional branches; none for a plain `next`. */
  label?: string;
  /** The label cut into short lines for the drawing. */
  labelLines: string[];
  /** Where the label's centre sits. */
  labelAt?: Point;
  redirect: boolean;
  /** The target is no step of the flow. */
  missing: boolean;
  points: Point[];
}

export interface SectionBand extends Box {
  name: string;
  title: string;
}

export interface FlowLayout {
  width: number;
  height: number;
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  sections: SectionBand[];
  /** The problems that name no step of this flow (facts, sections, the file as a whole). */
  flowProblems: FlowProblem[];
}

export const NODE_WIDTH = 248;
export const NODE_HEIGHT = 88;
const MISSING_HEIGHT = 56;
/** Room above a band's first node for the band's title. */
export const BAND_TITLE = 26;
const LABEL_CHARS = 32;
const LABEL_CHAR_WIDTH = 6.6;
export const LABEL_LINE = 14;

/** A label in lines of at most LABEL_CHARS characters, broken at spaces. */
export function wrapLabel(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > LABEL_CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const nodeId = (path: string) => `step:${path}`;
const missingId = (path: string) => `missing:${path}`;
const sectionId = (name: string) => `section:${name}`;

export function layoutFlow(file: FlowFile, problems: FlowProblem[]): FlowLayout {
  const flow: FlowFile = { ...file, steps: drawableSteps(file) };
  const sectionOf = (step: FlowStep) =>
    isScreen(step) && typeof step.section === 'string' ? step.section : undefined;
  const graph = new graphlib.Graph({ compound: true, multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 36, ranksep: 64, edgesep: 16, marginx: 24, marginy: 36 });
  graph.setDefaultEdgeLabel(() => ({}));

  const known = new Set(flow.steps.map((step) => step.path));
  const sectionsUsed = new Set(flow.steps.flatMap((step) => sectionOf(step) ?? []));
  for (const name of sectionsUsed) graph.setNode(sectionId(name), {});
  for (const step of flow.steps) {
    graph.setNode(nodeId(step.path), { width: NODE_WIDTH, height: NODE_HEIGHT });
    const section = sectionOf(step);
    if (section !== undefined) graph.setParent(nodeId(step.path), sectionId(section));
  }

  const branches = flow.steps.flatMap(branchesOf);
  const missingTargets = [...new Set(branches.filter((b) => !known.has(b.to)).map((b) => b.to))];
  for (const target of missingTargets)
    graph.setNode(missingId(target), { width: NODE_WIDTH, height: MISSING_HEIGHT });
  const edgeIds = branches.map((branch, index) => {
    const id = `${branch.from}->${branch.to}#${index}`;
    const lines = branch.label ? wrapLabel(branch.label) : [];
    const width = Math.max(0, ...lines.map((line) => line.length)) * LABEL_CHAR_WIDTH;
    graph.setEdge(
      nodeId(branch.from),
      known.has(branch.to) ? nodeId(branch.to) : missingId(branch.to),
      { width: lines.length ? width + 8 : 0, height: lines.length * LABEL_LINE, labelpos: 'c' },
      id,
    );
    return { id, lines };
  });

  layout(graph);

  const flags = stepFlags(flow, problems);
  const named = new Map(flow.steps.map((step) => [stepLabel(step.path), step.path]));
  const problemsOf = new Map<string, FlowProblem[]>();
  const flowProblems: FlowProblem[] = [];
  for (const problem of problems) {
    const path = problem.where === undefined ? undefined : named.get(problem.where);
    if (path === undefined) flowProblems.push(problem);
    else problemsOf.set(path, [...(problemsOf.get(path) ?? []), problem]);
  }

  const boxOf = (id: string): Box => {
    const { x = 0, y = 0, width, height } = graph.node(id);
    return { x: x - width / 2, y: y - height / 2, width, height };
  };

  const nodes: DiagramNode[] = flow.steps.map((step) => {
    const own = problemsOf.get(step.path) ?? [];
    const stepFlag = flags.get(step.path) ?? {};
    const messages = [
      ...new Set([...own.map((p) => p.problem), stepFlag.loop, stepFlag.unreachable].filter(Boolean)),
    ] as string[];
    const common = { ...boxOf(nodeId(step.path)), path: step.path, problems: own, flags: stepFlag, messages };
    if (!isScreen(step)) return { ...common, kind: 'redirect', entry: step.path === '', end: false };
    return {
      ...common,
      kind: 'screen',
      access: step.kind,
      screen: typeof step.screen === 'string' ? step.screen : undefined,
      section: sectionOf(step),
      progress: typeof step.progress === 'number' ? step.progress : undefined,
      entry: step.path === '' || step.entry === true,
      end: step.next === undefined,
    };
  });
  for (const target of missingTargets)
    nodes.push({
      ...boxOf(missingId(target)),
      path: target,
      kind: 'missing',
      entry: false,
      end: false,
      problems: [],
      flags: {},
      messages: [`"${target}" is not a step of this flow.`],
    });

  const edges: DiagramEdge[] = branches.map((branch, index) => {
    const { id, lines } = edgeIds[index] as { id: string; lines: string[] };
    const to = known.has(branch.to) ? nodeId(branch.to) : missingId(branch.to);
    const drawn = graph.edge({ v: nodeId(branch.from), w: to, name: id });
    return {
      id,
      from: branch.from,
      to: branch.to,
      label: branch.label,
      labelLines: lines,
      labelAt: lines.length && drawn.x !== undefined ? { x: drawn.x, y: drawn.y as number } : undefined,
      redirect: branch.redirect,
      missing: !known.has(branch.to),
      points: (drawn.points ?? []).map(({ x, y }: Point) => ({ x, y })),
    };
  });

  const sections: SectionBand[] = [...sectionsUsed].map((name) => {
    const box = boxOf(sectionId(name));
    return {
      ...box,
      y: box.y - BAND_TITLE,
      height: box.height + BAND_TITLE,
      name,
      title: flow.sections?.[name]?.title ?? name,
    };
  });

  const { width = 0, height = 0 } = graph.graph();
  return { width, height, nodes, edges, sections, flowProblems };
}
