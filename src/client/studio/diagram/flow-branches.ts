/**
 * What the diagram reads of a flow: its steps and where each leads. The studio draws the file as the product owner
 * types it, so it may break the contract for a while (the checker says how): the diagram draws what it can read,
 * each path once, and leaves the rest to the checker's problems instead of failing.
 */

import type { Condition, FlowFile, FlowStep } from '../../../shared/flows/flow-types.ts';
import { conditionInWords } from '../../../shared/flows/flow-words.ts';

export interface Branch {
  from: string;
  to: string;
  /** The condition in words ("when …"), "otherwise" for the last of conditional branches, none for a plain `next`. */
  label?: string;
  redirect: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The steps with a path, the first of each path. */
export function drawableSteps(flow: FlowFile): FlowStep[] {
  const steps: unknown[] = Array.isArray(flow.steps) ? flow.steps : [];
  const seen = new Set<string>();
  return steps.filter((step): step is FlowStep => {
    if (!isObject(step) || typeof step.path !== 'string' || seen.has(step.path)) return false;
    seen.add(step.path);
    return true;
  });
}

function whenInWords(when: Condition): string {
  try {
    return `when ${conditionInWords(when)}`;
  } catch {
    return 'when (a condition written wrongly)';
  }
}

/** Where a step leads: a redirect's target, or each `next` branch with its condition in words. */
export function branchesOf(step: FlowStep): Branch[] {
  if (step.kind === 'redirect')
    return typeof step.to === 'string' ? [{ from: step.path, to: step.to, redirect: true }] : [];
  const { next } = step;
  if (typeof next === 'string') return [{ from: step.path, to: next, redirect: false }];
  if (!Array.isArray(next)) return [];
  const branches = next.filter((branch) => isObject(branch) && typeof branch.to === 'string');
  const conditional = branches.some((branch) => branch.when);
  return branches.map((branch) => ({
    from: step.path,
    to: branch.to,
    label: branch.when ? whenInWords(branch.when) : conditional ? 'otherwise' : undefined,
    redirect: false,
  }));
}

/** Where a step leads, in words, for the steps list: the same words as the arrows' labels. */
export function branchesInWords(step: FlowStep): string {
  const branches = branchesOf(step);
  if (step.kind === 'redirect') return `Redirects to ${branches[0]?.to || 'the flow start'}`;
  if (branches.length === 0) return 'No next step: the flow ends here';
  return branches
    .map(({ to, label }) => (label === 'otherwise' ? `otherwise ${to}` : label ? `${to} ${label}` : to))
    .join('; ');
}
