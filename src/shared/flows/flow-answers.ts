/** Which answers a flow asks: the union of its screens' schemas, by dotted path. */
import type { StepDocument } from './flow-types.ts';
import { askedPaths } from './step-answers.ts';

/** The screens a flow's steps name (a raw file of any format: only `steps[].screen` is read). */
function screensOf(flow: unknown): string[] {
  const steps = (flow as { steps?: unknown })?.steps;
  if (!Array.isArray(steps)) return [];
  return steps.flatMap((step) => {
    const screen = (step as { screen?: unknown })?.screen;
    return typeof screen === 'string' ? [screen] : [];
  });
}

/** Every answer path the flow's screens ask, each with the screens that ask it. */
export function flowAnswerPaths(flow: unknown, steps: readonly StepDocument[]): Map<string, string[]> {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const asked = new Map<string, string[]>();
  for (const screen of new Set(screensOf(flow))) {
    const document = byId.get(screen);
    if (!document) continue;
    for (const path of askedPaths(document.schema)) asked.set(path, [...(asked.get(path) ?? []), screen]);
  }
  return asked;
}

/**
 * A lookup of declared answer paths: the declared path that covers `path`, which is `path` itself or, for a
 * path inside an answer declared as a whole (a list, an object with no declared properties), that answer's path.
 */
export function answerPathIndex(declared: Iterable<string>): (path: string) => string | undefined {
  const paths = new Set(declared);
  const parents = new Set<string>();
  for (const path of paths) {
    const parts = path.split('.');
    for (let length = 1; length < parts.length; length += 1) parents.add(parts.slice(0, length).join('.'));
  }
  return (path) => {
    if (paths.has(path)) return path;
    const parts = path.split('.');
    for (let length = parts.length - 1; length > 0; length -= 1) {
      const prefix = parts.slice(0, length).join('.');
      if (paths.has(prefix)) return parents.has(prefix) ? undefined : prefix;
    }
    return undefined;
  };
}

/** Whether some step of the flow asks the answer at `path` (or a whole answer it lies in, such as a list). */
export function flowAsks(flow: unknown, steps: readonly StepDocument[]): (path: string) => boolean {
  const covering = answerPathIndex(flowAnswerPaths(flow, steps).keys());
  return (path) => covering(path) !== undefined;
}
