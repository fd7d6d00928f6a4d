import { lazy } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { FLOW_START_STEP } from '../../shared/officer-id.ts';
import { flowStepElement, pathKey } from '../flow-engine/flow-routes.tsx';
import { flowStartPath } from '../flow-engine/routable-steps.ts';
import { useActiveFlow } from '../flow-engine/use-active-flow.ts';
import { useApplicationCacheSweep } from '../flow-engine/use-application-cache-sweep.ts';
import { useReadinessReport } from '../state/readiness.tsx';
import { OfficerEntry } from './officer-entry.tsx';
import { AUTH_SCREENS, FLOW_AREAS } from './officer-paths.ts';
import { StepRedirect } from './step-redirect.tsx';

// Route-level code splitting: every screen is its own chunk.
const LoginScreen = lazy(() => import('../screens/login-screen.tsx'));
const LogoutScreen = lazy(() => import('../screens/logout-screen.tsx'));
const UnauthorizedScreen = lazy(() => import('../screens/unauthorized-screen.tsx'));
const EmailMismatchScreen = lazy(() => import('../screens/email-mismatch-screen.tsx'));
const CoborrowerCreateAccountScreen = lazy(() => import('../screens/coborrower-create-account-screen.tsx'));
const AuthNotFoundScreen = lazy(() => import('../screens/auth-not-found-screen.tsx'));
const UnknownFlowScreen = lazy(() => import('../screens/unknown-flow-screen.tsx'));

/**
 * The pages under `/{officerId}/` (spec 2.2 to 2.4): the auth screens, then the steps of the current
 * application's flow file; anything unknown is the not-found auth error screen. An application whose flow
 * type has no flow file gets an error on every flow page instead of another flow's steps.
 */
export function OfficerRoutes() {
  const { flow, unknownFlowType, application } = useActiveFlow();
  // Spec 4.11: flow pages wait for the application; routes depend on its flow type.
  useReadinessReport('appData', !application.isLoading);
  useApplicationCacheSweep();
  const start = flow ? flowStartPath(flow) : FLOW_START_STEP;
  return (
    <Routes>
      <Route index element={<OfficerEntry startStep={start} />} />
      <Route path={AUTH_SCREENS.login} element={<LoginScreen />} />
      <Route path={AUTH_SCREENS.logout} element={<LogoutScreen />} />
      <Route path={AUTH_SCREENS.unauthorized} element={<UnauthorizedScreen />} />
      <Route path={AUTH_SCREENS.emailMismatch} element={<EmailMismatchScreen />} />
      <Route path={AUTH_SCREENS.coborrowerCreateAccount} element={<CoborrowerCreateAccountScreen />} />
      <Route
        path="*"
        element={
          flow ? <FlowPage flow={flow} start={start} /> : <UnknownFlowScreen flowType={unknownFlowType} />
        }
      />
    </Routes>
  );
}

/** A step of the flow, an area of it (which leads to the flow's start), or the not-found auth error screen. */
function FlowPage({ flow, start }: { flow: FlowFile; start: string }) {
  const path = useParams()['*'] ?? '';
  const step = flowStepElement(flow, path);
  if (step) return step;
  if (FLOW_AREAS.includes(pathKey(path))) return <StepRedirect to={start} />;
  return <AuthNotFoundScreen />;
}
