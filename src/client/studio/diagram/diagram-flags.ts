/**
 * Which steps of a flow loop or cannot be reached, in the checker's words where it said so. The checker reports a
 * loop once (at its first step) and unreachable steps once per group (at its head), and skips the graph checks while
 * the file breaks its contract: the diagram still flags every member, so it finds the loops and the unreached steps
 * itself, the same way (every branch counts, from the root and the entry steps), and takes the message from the
 * checker's problem about the same loop or group when there is one.
 */
import { stepLabel } from '../../../shared/flows/checks/contract-places.ts';
import { reachedFromStarts } from '../../../shared/flows/checks/flow-graph.ts';
import type { FlowProblem } from '../../../shared/flows/checks/flow-problem.ts';
import { type FlowFile, type FlowStep, isScreen } from '../../../shared/flows/flow-types.ts';
import { branchesOf } from './flow-branches.ts';

export interface StepFlags {
  /** The message that says this step is on a loop. */
  loop?: string;
  /** The message that says this step cannot be reached. */
  unreachable?: string;
}

const targetsOf = (step: FlowStep): string[] => branchesOf(step).map((branch) => branch.to);

/** Strongly connected knots of steps (Tarjan): each member of a knot of two or more, or a step leading to itself. */
function loopKnots(paths: string[], leadsTo: Map<string, string[]>): Map<string, number> {
  const knotOf = new Map<string, number>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  let counter = 0;
  let knots = 0;
  // Iterative, so a long flow cannot overflow the call stack.
  for (const root of paths) {
    if (index.has(root)) continue;
    const work: { path: string; next: number }[] = [{ path: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { path: string; next: number };
      const targets = leadsTo.get(frame.path) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ path: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.path, Math.min(low.get(frame.path) as number, index.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.path, Math.min(low.get(parent.path) as number, low.get(frame.path) as number));
      if (low.get(frame.path) !== index.get(frame.path)) continue;
      const members: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        members.push(member);
        if (member === frame.path) break;
      }
      const selfLoop = (leadsTo.get(frame.path) ?? []).includes(frame.path);
      if (members.length > 1 || selfLoop) {
        for (const member of members) knotOf.set(member, knots);
        knots += 1;
      }
    }
  }
  return knotOf;
}

const LOOP_WORDS = 'Continue can go round in a loop';
const UNREACHED_WORDS = 'cannot be reached';

/** Another step's problem that names this one, with the step it is about. */
const fromElsewhere = ({ where, problem }: FlowProblem) =>
  where ? `${where}${problem.startsWith(UNREACHED_WORDS) ? ' ' : ': '}${problem}` : problem;

export function stepFlags(flow: FlowFile, problems: FlowProblem[]): Map<string, StepFlags> {
  const paths = flow.steps.map((step) => step.path);
  const known = new Set(paths);
  const leadsTo = new Map<string, string[]>();
  for (const step of flow.steps)
    leadsTo.set(
      step.path,
      targetsOf(step).filter((target) => known.has(target)),
    );

  const flags = new Map<string, StepFlags>();
  const flag = (path: string, more: StepFlags) => flags.set(path, { ...flags.get(path), ...more });

  const knotOf = loopKnots(paths, leadsTo);
  const loopMessages = new Map<number, string>();
  for (const problem of problems) {
    if (!problem.problem.startsWith(LOOP_WORDS)) continue;
    const at = paths.find((path) => stepLabel(path) === problem.where);
    const knot = at === undefined ? undefined : knotOf.get(at);
    if (knot !== undefined && !loopMessages.has(knot)) loopMessages.set(knot, problem.problem);
  }
  for (const [path, knot] of knotOf)
    flag(path, { loop: loopMessages.get(knot) ?? 'Continue can come back to this step: it is on a loop.' });

  const reached = reachedFromStarts(flow, leadsTo);
  const unreachedWords = problems.filter((problem) => problem.problem.includes(UNREACHED_WORDS));
  for (const step of flow.steps) {
    if (!isScreen(step) || reached.has(step.path)) continue;
    const own = unreachedWords.find((problem) => problem.where === stepLabel(step.path));
    const mentioned = unreachedWords.find((problem) => problem.problem.includes(`"${step.path}"`));
    flag(step.path, {
      unreachable: own
        ? own.problem
        : mentioned
          ? fromElsewhere(mentioned)
          : 'cannot be reached: no step leads to it from the start of the flow or an entry step.',
    });
  }
  return flags;
}
