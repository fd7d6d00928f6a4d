import { holds } from './conditions.ts';
import { type FlowFile, type FlowStep, isScreen, type Next, type ScreenStep } from './flow-types.ts';

export function findStep(flow: FlowFile, path: string): FlowStep | undefined {
  return flow.steps.find((step) => step.path === path);
}

/** Every path a `next` may lead to, whatever the answers. */
export function nextTargets(next: Next | undefined): string[] {
  if (next === undefined) return [];
  return typeof next === 'string' ? [next] : next.map((branch) => branch.to);
}

/** Where Continue leads from this step with these answers; undefined at the end of the flow. */
export function resolveNext(step: ScreenStep, data: unknown): string | undefined {
  const { next } = step;
  if (next === undefined || typeof next === 'string') return next;
  return next.find((branch) => !branch.when || holds(branch.when, data))?.to;
}

/** Follows redirects to the screen a path shows (at most as many hops as there are steps). */
export function landingStep(flow: FlowFile, path: string): ScreenStep | undefined {
  let step = findStep(flow, path);
  for (let hops = 0; step && step.kind === 'redirect' && hops < flow.steps.length; hops += 1) {
    step = findStep(flow, step.to);
  }
  return step && isScreen(step) ? step : undefined;
}

/** Where Back goes: the first screen whose next can lead here. */
export function previousStep(flow: FlowFile, path: string): ScreenStep | undefined {
  return flow.steps.filter(isScreen).find((step) => nextTargets(step.next).includes(path));
}

/** The screens Continue goes through from `from` with these answers, to the end of the flow, in order. */
export function pathThrough(flow: FlowFile, data: unknown, from: string): ScreenStep[] {
  const steps: ScreenStep[] = [];
  for (let at: string | undefined = from; at !== undefined; ) {
    const step = findStep(flow, at);
    if (!step || !isScreen(step)) throw new Error(`${flow.flowType}: no screen at ${at}`);
    if (steps.length > flow.steps.length) throw new Error(`${flow.flowType}: Continue loops at ${at}`);
    steps.push(step);
    at = resolveNext(step, data);
  }
  return steps;
}
