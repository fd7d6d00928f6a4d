/**
 * The screens a borrower's answers take them through: from every place a flow is entered (its empty path and its
 * `entry` steps: the start, the value detour pricing sends a borrower to), Continue's `next` with each condition
 * evaluated on the answers. A step a condition skips for these answers (the condominium questions of a house, the
 * previous job of someone five years in the current one) is not among them, whatever it once saved.
 */
import { holds } from './conditions.ts';
import { findStep, nextTargets } from './flow-navigation.ts';
import { type FlowFile, isScreen, type Next } from './flow-types.ts';

/** Where Continue can lead with these answers (a redirect's target included). */
function followed(next: Next | undefined, data: unknown): string[] {
  if (next === undefined || typeof next === 'string') return nextTargets(next);
  const taken = next.find((branch) => !branch.when || holds(branch.when, data));
  return taken ? [taken.to] : [];
}

/** The paths of the screens these answers reach, in no particular order. */
export function stepsTaken(flow: FlowFile, data: unknown): Set<string> {
  const taken = new Set<string>();
  const seen = new Set<string>();
  const waiting = flow.steps
    .filter((step) => step.path === '' || (isScreen(step) && step.entry))
    .map((step) => step.path);
  while (waiting.length > 0) {
    const path = waiting.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const step = findStep(flow, path);
    if (!step) continue;
    if (!isScreen(step)) {
      waiting.push(step.to);
      continue;
    }
    taken.add(path);
    waiting.push(...followed(step.next, data));
  }
  return taken;
}
