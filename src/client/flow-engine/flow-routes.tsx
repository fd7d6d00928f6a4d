import type { ReactElement } from 'react';
import { type FlowFile, type FlowStep, isScreen, type ScreenStep } from '../../shared/flows/flow-types.ts';
import { lazyMuiScreen } from '../routing/lazy-mui-screen.ts';
import { RequireSignIn } from '../routing/require-sign-in.tsx';
import { StepRedirect } from '../routing/step-redirect.tsx';
import { routableSteps } from './routable-steps.ts';
import { hasStepDocument } from './step-documents.ts';

// The form library and its validator live in this chunk only: the log-in page never loads them.
const StepScreen = lazyMuiScreen(() => import('./step-screen.tsx'));

/** Screens that are tools, not forms: the step file names them; the engine renders these instead. */
const DEDICATED_SCREENS = {
  'test-orchestrator': lazyMuiScreen(() => import('./test-orchestrator-screen.tsx')),
  'loan-summary': lazyMuiScreen(() => import('../loans/loan-summary-screen.tsx')),
} as const;

function stepElement(flow: FlowFile, step: ScreenStep) {
  const Dedicated = DEDICATED_SCREENS[step.screen as keyof typeof DEDICATED_SCREENS];
  // The key remounts the screen per step, so each starts from its own answers.
  const screen = Dedicated ? (
    <Dedicated key={step.path} flow={flow} step={step} />
  ) : (
    <StepScreen key={step.path} flow={flow} step={step} />
  );
  return step.kind === 'protected' ? <RequireSignIn>{screen}</RequireSignIn> : screen;
}

/** Matches a path the way the router matched routes: any letter case, a trailing slash ignored. */
export const pathKey = (path: string) => path.replace(/\/+$/, '').toLowerCase();

const stepsByPath = new WeakMap<FlowFile, Map<string, FlowStep>>();

function routableStep(flow: FlowFile, path: string): FlowStep | undefined {
  let steps = stepsByPath.get(flow);
  if (!steps) {
    steps = new Map(
      routableSteps(flow, hasStepDocument)
        .filter((step) => step.path !== '')
        .map((step) => [pathKey(step.path), step]),
    );
    stepsByPath.set(flow, steps);
  }
  return steps.get(pathKey(path));
}

/**
 * The page of one flow file (spec 2.3, 2.4) at `path` (below the officer), or null when the flow has no step
 * there: redirects keep the query, protected steps need sign-in. One lookup in place of a route per step, which
 * the router would flatten and rank again on every render of the page (20 ms at 4x CPU on a first visit).
 * The empty path is the officer entry's (routing/officer-entry.tsx).
 */
export function flowStepElement(flow: FlowFile, path: string): ReactElement | null {
  const step = routableStep(flow, path);
  if (!step) return null;
  return isScreen(step) ? stepElement(flow, step) : <StepRedirect to={step.to} />;
}
