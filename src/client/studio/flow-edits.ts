/**
 * Changes to a flow file as a product owner makes them in the studio: a step's next steps and their conditions,
 * a new step (with its new step file), a copy of the flow under a new flow type. Pure: a flow in, a flow out.
 */
import type { Condition, FlowFile, FlowStep, Next, StepDocument } from '../../shared/flows/flow-types.ts';

export interface NextRoute {
  when?: Condition;
  to: string;
}

/** A step's `next` as a list of routes: a plain `next` is one route without a condition. */
export function nextRoutes(next: Next | undefined): NextRoute[] {
  if (next === undefined) return [];
  if (typeof next === 'string') return [{ to: next }];
  return next.map((route) => ({ ...route }));
}

/** Routes back to `next` as the files write it: one route without a condition is a plain string. */
export function nextOf(routes: NextRoute[]): Next | undefined {
  if (routes.length === 0) return undefined;
  const [only] = routes;
  if (routes.length === 1 && only && only.when === undefined) return only.to;
  return routes.map((route) =>
    route.when === undefined ? { to: route.to } : { when: route.when, to: route.to },
  );
}

function replaceStep(flow: FlowFile, path: string, change: (step: FlowStep) => FlowStep): FlowFile {
  return { ...flow, steps: flow.steps.map((step) => (step.path === path ? change(step) : step)) };
}

/** The flow with a step's next routes replaced (a step without routes loses its `next`). */
export function setNextRoutes(flow: FlowFile, path: string, routes: NextRoute[]): FlowFile {
  return replaceStep(flow, path, (step) => {
    if (step.kind === 'redirect') return step;
    const next = nextOf(routes);
    const entries = Object.entries(step).filter(([key]) => key !== 'next' || next !== undefined);
    if (next !== undefined && !('next' in step)) {
      const at = entries.findIndex(([key]) => key === 'section') + 1;
      entries.splice(at, 0, ['next', next]);
    }
    return Object.fromEntries(
      entries.map(([key, value]) => [key, key === 'next' ? next : value]),
    ) as FlowStep;
  });
}

export interface NewStep {
  /** Its address under the officer's id, e.g. `property/pool`. */
  path: string;
  /** Its step file's id (`schemas/steps/<screen>.json`). */
  screen: string;
  title: string;
  /** Where it goes: after this step, taking over its plain `next`. */
  after: string;
}

export const stepFileOf = (screen: string) => `schemas/steps/${screen}.json`;
export const flowFileOf = (flowType: string) => `flows/${flowType}.json`;

/** A new step file as the files start: one group, one question the product owner then edits. */
export function newStepDocument(screen: string, title: string): StepDocument {
  return {
    $schema: '../step.schema.json',
    id: screen,
    title,
    schema: {
      type: 'object',
      properties: {
        newQuestion: {
          type: 'string',
          title: 'New question',
          minLength: 1,
          maxLength: 120,
          pattern: '^[^<>{}]*$',
        },
      },
      required: ['newQuestion'],
    },
    uiSchema: {},
  };
}

/**
 * The flow with the new step after `after`: it takes the section and progress of that step and its plain `next`,
 * and that step now leads to it. After a step with conditional routes, the new step leads nowhere yet.
 */
export function addStep(flow: FlowFile, step: NewStep): FlowFile {
  const index = flow.steps.findIndex((each) => each.path === step.after);
  const before = flow.steps[index];
  const screenBefore = before && before.kind !== 'redirect' ? before : undefined;
  const plainNext = typeof screenBefore?.next === 'string' ? screenBefore.next : undefined;
  const added: FlowStep = {
    path: step.path,
    kind: screenBefore?.kind ?? 'protected',
    screen: step.screen,
    section: screenBefore?.section ?? Object.keys(flow.sections)[0] ?? '',
    ...(plainNext ? { next: plainNext } : {}),
    ...(screenBefore?.progress !== undefined ? { progress: screenBefore.progress } : {}),
  };
  const steps = [...flow.steps];
  steps.splice(index < 0 ? steps.length : index + 1, 0, added);
  const linked = { ...flow, steps };
  return plainNext && screenBefore ? setNextRoutes(linked, screenBefore.path, [{ to: step.path }]) : linked;
}

/** A copy of the flow that starts a new flow type. */
export function copyFlow(flow: FlowFile, flowType: string, title: string): FlowFile {
  return { ...flow, flowType, title };
}

/** A flow type or step id a file may be named after: lower case words joined by dashes. */
export const FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
