import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ValidatorType } from '@rjsf/utils';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { isClosedStatus } from '../../shared/application-status.ts';
import type { FlowFile, ScreenStep, StepDocument } from '../../shared/flows/flow-types.ts';
import { withAppId } from '../../shared/officer-id.ts';
import { savedLastPath } from '../../shared/saved-last-path.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { StepForm } from '../flow-engine/step-form.tsx';
import { StepPage } from '../flow-engine/step-page.tsx';
import { portalPath } from '../portal/portal-paths.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import {
  contactIdOf,
  sharedViewOf,
  useCoborrowerDocument,
  withCoborrowerAnswers,
} from './coborrower-scope.ts';
import { SharedLoanFacts } from './shared-loan-facts.tsx';
import { useCoborrowerDraft } from './use-coborrower-draft.ts';
import { useCoborrowerLastPath } from './use-coborrower-last-path.ts';

interface CoborrowerStepProps {
  flow: FlowFile;
  step: ScreenStep;
  document: StepDocument;
  validator: ValidatorType;
  /** The shared view of the application, as the co-borrower reads it. */
  application: ApplicationDocument;
}

function ToMyLoans({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const officerId = useOfficerId();
  return (
    <Button component={RouterLink} to={portalPath(officerId)} variant={variant} size="large">
      Go to my loans
    </Button>
  );
}

/** After submission: the co-borrower's part is done and read-only; the loan is followed in the portal. */
function SubmittedPart({
  flow,
  step,
  application,
}: {
  flow: FlowFile;
  step: ScreenStep;
  application: ApplicationDocument;
}) {
  const borrower = sharedViewOf(application).shared?.borrowerFirstName ?? 'The borrower';
  return (
    <StepPage title="Your part is done" journey={{ flow, step, finished: true }}>
      <Alert severity="success">
        {borrower} submitted the application with your answers. They can no longer be changed. Follow the
        loan, its status and its loan number in your portal.
      </Alert>
      <SharedLoanFacts application={application} />
      <Box>
        <ToMyLoans />
      </Box>
    </StepPage>
  );
}

/**
 * A co-borrower step: the step file as a form over the co-borrower's own answers, kept as their last path, with
 * what they type saved by 'Save & Logout'. Their welcome says when their part is done; after submission every step
 * says so instead of a form. The borrower (or anyone who has not accepted an invitation to this application) is
 * told this part belongs to the co-borrower.
 */
export function CoborrowerStep({ flow, step, document, validator, application }: CoborrowerStepProps) {
  const answers = useCoborrowerDocument(application);
  useCoborrowerLastPath(flow, application);
  const form = answers.data ? withCoborrowerAnswers(application, answers.data) : undefined;
  const keepTyped = useCoborrowerDraft(document, form);
  if (!contactIdOf(application)) {
    return (
      <StepPage title="This part is for your co-borrower">
        <Alert severity="info">
          Only the co-borrower you invited answers these questions, from their own account. They sign in
          through the link in the invitation we emailed them.
        </Alert>
      </StepPage>
    );
  }
  if (answers.isError) {
    return (
      <StepPage title="Your answers could not be loaded">
        <Alert severity="error">
          Please check your connection and try again. Your saved answers are safe.
        </Alert>
        <Button variant="contained" size="large" onClick={() => void answers.refetch()}>
          Try again
        </Button>
      </StepPage>
    );
  }
  if (!answers.data || !form) return null;
  if (isClosedStatus(application.status))
    return <SubmittedPart flow={flow} step={step} application={application} />;
  // Their welcome, once they sent their answers: done, with the way to change them until the borrower submits.
  const done = step.entry === true && answers.data.status === 'completed';
  const shown: StepDocument = done
    ? {
        ...document,
        title: 'Your part is done',
        description: `You sent your answers. ${sharedViewOf(application).shared?.borrowerFirstName ?? 'The borrower'} can now submit the application; until then you can still review and change your answers.`,
        submitLabel: 'Review my answers',
      }
    : document;
  return (
    <StepPage title={shown.title} description={shown.description} journey={{ flow, step, finished: done }}>
      {done ? (
        <Box>
          <ToMyLoans variant="outlined" />
        </Box>
      ) : null}
      <StepForm
        key={`${step.path}:${answers.data.contactId}`}
        flow={flow}
        step={step}
        document={shown}
        validator={validator}
        application={form}
        onAnswersChange={keepTyped}
      />
    </StepPage>
  );
}

/**
 * A borrower's step opened by the co-borrower: they never see or change the borrower's answers. Continuing an
 * application ('Continue my application') takes them straight to their own part; any other step offers the way.
 */
export function BorrowerOnlyStep({
  step,
  application,
}: {
  step: ScreenStep;
  application: ApplicationDocument;
}) {
  const officerId = useOfficerId();
  const resume = savedLastPath(application, []);
  const target = resume ? withAppId(`/${officerId}/${resume.replace(/^\//, '')}`, application.appId) : null;
  if (target && step.action === 'resumeApplication') return <Navigate to={target} replace />;
  return (
    <StepPage title="This part is for the borrower">
      <Alert severity="info">
        You joined this application as a co-borrower: you answer only your own part, and the borrower's
        answers stay private to them. Go back to your part to continue.
      </Alert>
      {target ? (
        <Box>
          <Button component={RouterLink} to={target} variant="contained" size="large">
            Continue my part
          </Button>
        </Box>
      ) : null}
    </StepPage>
  );
}
