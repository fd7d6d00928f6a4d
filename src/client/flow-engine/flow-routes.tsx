import { Route } from 'react-router-dom';
import { type FlowFile, isScreen, type ScreenStep } from '../../shared/flows/flow-types.ts';
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

/**
 * The routes of one flow file (spec 2.3, 2.4), to place inside `<Routes>`: redirects keep the query, protected
 * steps need sign-in. The empty path is the officer entry's (routing/officer-entry.tsx).
 */
export function flowRoutes(flow: FlowFile) {
  return routableSteps(flow, hasStepDocument)
    .filter((step) => step.path !== '')
    .map((step) => (
      <Route
        key={step.path}
        path={step.path}
        element={isScreen(step) ? stepElement(flow, step) : <StepRedirect to={step.to} />}
      />
    ));
}
