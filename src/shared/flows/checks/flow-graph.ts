/**
 * Continue's graph: each step leads to its `next` targets (every branch, whatever its condition) and a redirect to
 * its `to`. Targets that are no step, loops, steps nothing reaches, each reported once under its cause, and progress
 * that falls along the way.
 */
import { nextTargets } from '../flow-navigation.ts';
import { type FlowFile, type FlowStep, isScreen } from '../flow-types.ts';
import { closest } from './did-you-mean.ts';
import { atStep, type FlowContext } from './flow-context.ts';
import type { Found, JsonLocation } from './flow-problem.ts';

interface Edge {
  from: string;
  to: string;
  /** Where the target is written, below the step. */
  at: JsonLocation;
  redirect: boolean;
}

function edgesOf(step: FlowStep): Edge[] {
  if (!isScreen(step)) return [{ from: step.path, to: step.to, at: ['to'], redirect: true }];
  if (typeof step.next === 'string')
    return [{ from: step.path, to: step.next, at: ['next'], redirect: false }];
  return nextTargets(step.next).map((to, index) => ({
    from: step.path,
    to,
    at: ['next', index, 'to'],
    redirect: false,
  }));
}

const quoted = (paths: string[]) => paths.map((path) => `"${path}"`).join(', ');

/** One loop per knot of steps that lead round to each other, shortest from its first step in the file. */
function loops(order: string[], leadsTo: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const inLoop = new Set<string>();
  for (const start of order) {
    if (inLoop.has(start)) continue;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    let closing: string | undefined;
    while (queue.length > 0 && closing === undefined) {
      const at = queue.shift() as string;
      for (const target of leadsTo.get(at) ?? []) {
        if (target === start) {
          closing = at;
          break;
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, at);
          queue.push(target);
        }
      }
    }
    if (closing === undefined) continue;
    const loop = [closing];
    while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0] as string) as string);
    for (const path of loop) inLoop.add(path);
    found.push([...loop, start]);
  }
  return found;
}

/** Progress never falls along `next` within a section, except where Continue loops back (reported as a loop). */
function progressProblems(context: FlowContext, loopsFound: string[][]): Found[] {
  const problems: Found[] = [];
  const { flow } = context;
  const looping = (from: string, to: string) =>
    loopsFound.some((loop) => loop.includes(from) && loop.includes(to));
  for (const step of flow.steps.filter(isScreen)) {
    for (const target of nextTargets(step.next)) {
      const following = flow.steps.find((candidate) => candidate.path === target);
      if (
        following &&
        isScreen(following) &&
        following.section === step.section &&
        step.progress !== undefined &&
        following.progress !== undefined &&
        following.progress < step.progress &&
        !looping(step.path, target)
      )
        problems.push(
          atStep(
            context,
            step.path,
            ['progress'],
            `progress falls from ${step.progress} to ${following.progress} at its next step "${target}" (same section).`,
            `Give "${target}" a progress of at least ${step.progress}, or put it in a new section.`,
          ),
        );
    }
  }
  return problems;
}

/** The steps Continue can reach from the flow's start (path "") and its entry steps. */
export function reachedFromStarts(flow: FlowFile, leadsTo: Map<string, string[]>): Set<string> {
  const reached = new Set<string>();
  const queue = flow.steps
    .filter((step) => step.path === '' || (isScreen(step) && step.entry))
    .map((s) => s.path);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (reached.has(path)) continue;
    reached.add(path);
    queue.push(...(leadsTo.get(path) ?? []));
  }
  return reached;
}

export function graphProblems(context: FlowContext): Found[] {
  const { flow } = context;
  const problems: Found[] = [];
  const paths = flow.steps.map((step) => step.path);
  const known = new Set(paths);
  const edges = flow.steps.flatMap(edgesOf);
  const leadsTo = new Map<string, string[]>();
  const ledFrom = new Map<string, string[]>();
  for (const edge of edges.filter((candidate) => known.has(candidate.to))) {
    leadsTo.set(edge.from, [...(leadsTo.get(edge.from) ?? []), edge.to]);
    ledFrom.set(edge.to, [...(ledFrom.get(edge.to) ?? []), edge.from]);
  }

  const found = loops(paths, leadsTo);
  problems.push(...progressProblems(context, found));
  for (const loop of found)
    problems.push(
      atStep(
        context,
        loop[0] as string,
        ['next'],
        `Continue can go round in a loop: ${loop.join(' → ')}.`,
        'Change the "next" of one of these steps so the flow moves on. Every branch counts, whatever its "when".',
      ),
    );

  const reached = reachedFromStarts(flow, leadsTo);
  const unreached = flow.steps.filter((step) => isScreen(step) && !reached.has(step.path)).map((s) => s.path);
  const grouped = new Set<string>();
  const groups = new Map<string, string[]>();
  const heads = [
    ...unreached.filter((path) => (ledFrom.get(path) ?? []).length === 0),
    ...unreached.filter((path) => (ledFrom.get(path) ?? []).length > 0),
  ];
  for (const head of heads) {
    if (grouped.has(head)) continue;
    grouped.add(head);
    const following: string[] = [];
    const ahead = [...(leadsTo.get(head) ?? [])];
    while (ahead.length > 0) {
      const path = ahead.shift() as string;
      if (grouped.has(path) || reached.has(path)) continue;
      grouped.add(path);
      following.push(path);
      ahead.push(...(leadsTo.get(path) ?? []));
    }
    groups.set(head, following);
  }

  const explained = new Set<string>();
  for (const edge of edges.filter((candidate) => !known.has(candidate.to))) {
    const suggestion = closest(edge.to, paths);
    const what = edge.redirect ? 'it redirects to' : '"next" goes to';
    let problem = `${what} "${edge.to}", which is not a step of this flow; the borrower would see "Page not found".`;
    if (suggestion) problem += ` Did you mean "${suggestion}"?`;
    const group = suggestion ? groups.get(suggestion) : undefined;
    if (suggestion && group && !explained.has(suggestion)) {
      explained.add(suggestion);
      const also = group.length ? ` (and with it ${quoted(group)}, which only it leads to)` : '';
      problem += ` That is probably why "${suggestion}"${also} cannot be reached.`;
    }
    problems.push(
      atStep(
        context,
        edge.from,
        edge.at,
        problem,
        suggestion
          ? `Change "${edge.to}" to "${suggestion}".`
          : `Add a step with "path": "${edge.to}", or point to one of this flow's steps.`,
      ),
    );
  }

  for (const [head, following] of groups) {
    if (explained.has(head)) continue;
    const cause =
      (ledFrom.get(head) ?? []).length === 0
        ? 'no step leads to it and it is not an entry step'
        : `only steps that cannot be reached lead to it (${quoted(ledFrom.get(head) ?? [])})`;
    const also = following.length ? ` Nor can the steps only it leads to: ${quoted(following)}.` : '';
    problems.push(
      atStep(
        context,
        head,
        [],
        `cannot be reached: ${cause}.${also}`,
        `Make "${head}" the "next" of the step before it, or mark it "entry": true if a link or log-in leads to it; or remove it${following.length ? ' and the steps only it leads to' : ''}.`,
      ),
    );
  }
  return problems;
}
