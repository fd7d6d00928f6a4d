import type { ValidatorType } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue } from 'react';
import { isClosedStatus } from '../../shared/application-status.ts';
import { worksAfterSubmission } from '../../shared/flows/after-submission.ts';
import type { FlowFile, ScreenStep, StepDocument } from '../../shared/flows/flow-types.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { useApplication } from '../api/application-queries.ts';
import { contactIdOf, isCoborrowerStep } from '../coborrower/coborrower-scope.ts';
import { useLocale } from '../i18n/locale.ts';
import { useReadinessReport } from '../state/readiness.tsx';
import { verificationKey } from '../verification/locked-fields.ts';
import { loadStepFormParts } from './form/step-validators.ts';
import { StepForm } from './step-form.tsx';
import { StepPage } from './step-page.tsx';
import { ApplicationUnavailable, NoApplication, StepUnavailable } from './step-unavailable.tsx';
import { useCurrentAppId } from './use-active-flow.ts';
import { useFlowSwitch } from './use-flow-switch.ts';
import { useLastPathTracking } from './use-last-path-tracking.ts';

// Only a closed application's steps show it: its own chunk.
const ClosedStep = lazy(() => import('./closed-step.tsx'));

interface StepScreenProps {
  flow: FlowFile;
  step: ScreenStep;
}

function LoadedStep({
  flow,
  step,
  document,
  validator,
  application,
}: StepScreenProps & {
  document: StepDocument;
  validator: ValidatorType;
  application: ApplicationDocument;
}) {
  useFlowSwitch(flow, step, application.appId);
  useLastPathTracking(flow, application);
  return (
    <StepPage title={document.title} description={document.description} journey={{ flow, step }}>
      {/* A stored verification changes the answers and locks some: the form starts again from them. */}
      <StepForm
        key={verificationKey(application)}
        flow={flow}
        step={step}
        document={document}
        validator={validator}
        application={application}
      />
    </StepPage>
  );
}

/** The generic screen of every flow step: its step file rendered as a form over the current application. */
export default function StepScreen({ flow, step }: StepScreenProps) {
  const appId = useCurrentAppId();
  const application = useApplication(appId);
  const locale = useLocale();
  const parts = useQuery({
    queryKey: ['step-form-parts', step.screen, locale],
    queryFn: () => loadStepFormParts(step.screen, locale),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  // The form is the largest render in the product (about 200 ms of main thread at a phone's 4x slower CPU).
  // Deferring its first appearance renders it as a transition, which React splits into short tasks, so the
  // page stays responsive while it builds; the loading gate holds until it is there.
  // A co-borrower's screens (theirs, or the borrower's they may only look at) are code of their own, loaded with
  // the step's parts: a borrower never downloads it.
  const coborrowerView = isCoborrowerStep(step) || Boolean(application.data && contactIdOf(application.data));
  const coborrowerCode = useQuery({
    queryKey: ['coborrower-step-code'],
    queryFn: () => import('../coborrower/coborrower-step.tsx'),
    enabled: coborrowerView,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const codeReady = !coborrowerView || Boolean(coborrowerCode.data);
  const formCanShow = Boolean(parts.data && application.data && codeReady);
  const formShown = useDeferredValue(formCanShow);
  useReadinessReport('screen', !parts.isPending && codeReady && formShown === formCanShow);

  if (parts.isError) return <StepUnavailable retry={() => void parts.refetch()} />;
  if (coborrowerCode.isError) return <StepUnavailable retry={() => void coborrowerCode.refetch()} />;
  if (!appId) return <NoApplication />;
  if (!application.data && application.isError) {
    return <ApplicationUnavailable retry={() => void application.refetch()} />;
  }
  if (!parts.data || !application.data || !formShown) return null;
  const { document, validator } = parts.data;
  const { BorrowerOnlyStep, CoborrowerStep } = coborrowerCode.data ?? {};
  // The co-borrower reads only the shared view: the borrower's own steps are not theirs to open.
  if (!isCoborrowerStep(step) && contactIdOf(application.data) && BorrowerOnlyStep)
    return <BorrowerOnlyStep step={step} application={application.data} />;
  if (isCoborrowerStep(step) && CoborrowerStep) {
    // The co-borrower's own answers, through the co-borrower API (src/client/coborrower/).
    return (
      <CoborrowerStep
        flow={flow}
        step={step}
        document={document}
        validator={validator}
        application={application.data}
      />
    );
  }
  const { status } = application.data;
  if (isClosedStatus(status) && !worksAfterSubmission(flow, step.path)) {
    return (
      <Suspense fallback={null}>
        <ClosedStep document={document} application={application.data} status={status} />
      </Suspense>
    );
  }
  return (
    <LoadedStep
      flow={flow}
      step={step}
      document={document}
      validator={validator}
      application={application.data}
    />
  );
}
