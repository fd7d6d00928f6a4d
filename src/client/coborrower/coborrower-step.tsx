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
import { useMessages } from '../i18n/messages.ts';
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
  const t = useMessages('coborrower');
  const officerId = useOfficerId();
  return (
    <Button component={RouterLink} to={portalPath(officerId)} variant={variant} size="large">
      {t('toMyLoans')}
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
  const t = useMessages('coborrower');
  const borrower = sharedViewOf(application).shared?.borrowerFirstName ?? t('theBorrower');
  return (
    <StepPage title={t('done.title')} journey={{ flow, step, finished: true }}>
      <Alert severity="success">{t('done.submitted', { borrower })}</Alert>
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
  const t = useMessages('coborrower');
  const answers = useCoborrowerDocument(application);
  useCoborrowerLastPath(flow, application);
  const form = answers.data ? withCoborrowerAnswers(application, answers.data) : undefined;
  const keepTyped = useCoborrowerDraft(document, form);
  if (!contactIdOf(application)) {
    return (
      <StepPage title={t('forCoborrower.title')}>
        <Alert severity="info">{t('forCoborrower.text')}</Alert>
      </StepPage>
    );
  }
  if (answers.isError) {
    return (
      <StepPage title={t('loadFailed.title')}>
        <Alert severity="error">{t('loadFailed.text')}</Alert>
        <Button variant="contained" size="large" onClick={() => void answers.refetch()}>
          {t('tryAgain')}
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
        title: t('done.title'),
        description: t('done.description', {
          borrower: sharedViewOf(application).shared?.borrowerFirstName ?? t('theBorrower'),
        }),
        submitLabel: t('done.review'),
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
  const t = useMessages('coborrower');
  const officerId = useOfficerId();
  const resume = savedLastPath(application, []);
  const target = resume ? withAppId(`/${officerId}/${resume.replace(/^\//, '')}`, application.appId) : null;
  if (target && step.action === 'resumeApplication') return <Navigate to={target} replace />;
  return (
    <StepPage title={t('forBorrower.title')}>
      <Alert severity="info">{t('forBorrower.text')}</Alert>
      {target ? (
        <Box>
          <Button component={RouterLink} to={target} variant="contained" size="large">
            {t('forBorrower.continue')}
          </Button>
        </Box>
      ) : null}
    </StepPage>
  );
}
