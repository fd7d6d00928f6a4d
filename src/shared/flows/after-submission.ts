/**
 * Which steps still do work once an application is submitted: the submission step (the engine finds it by its
 * screen, engine-destinations.ts) and every step its `next` can lead to (disclosures, closing, the money, the
 * summary). Every other step of the borrower shows its answers read-only, and the server keeps them as they were.
 * Decided by the flow's own steps, so a product owner's new flow needs nothing more.
 */
import { destinationStep } from './engine-destinations.ts';
import { findStep, nextTargets } from './flow-navigation.ts';
import { type FlowFile, isScreen, type ScreenStep } from './flow-types.ts';

const cache = new WeakMap<FlowFile, ScreenStep[]>();

export function stepsAfterSubmission(flow: FlowFile): ScreenStep[] {
  const known = cache.get(flow);
  if (known) return known;
  const steps: ScreenStep[] = [];
  const seen = new Set<string>();
  const submission = destinationStep(flow, 'submission');
  const waiting = submission ? [submission.path] : [];
  while (waiting.length > 0) {
    const path = waiting.pop() as string;
    const step = findStep(flow, path);
    if (!step || seen.has(path)) continue;
    seen.add(path);
    if (isScreen(step)) {
      steps.push(step);
      waiting.push(...nextTargets(step.next));
    } else waiting.push(step.to);
  }
  cache.set(flow, steps);
  return steps;
}

/** Whether the step at `path` still does work after submission (else it shows its answers read-only). */
export const worksAfterSubmission = (flow: FlowFile, path: string): boolean =>
  stepsAfterSubmission(flow).some((step) => step.path === path);
