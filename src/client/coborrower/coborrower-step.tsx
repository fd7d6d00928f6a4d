import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ValidatorType } from '@rjsf/utils';
import type { FlowFile, ScreenStep, StepDocument } from '../../shared/flows/flow-types.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { StepForm } from '../flow-engine/step-form.tsx';
import { StepPage } from '../flow-engine/step-page.tsx';
import { contactIdOf, useCoborrowerDocument, withCoborrowerAnswers } from './coborrower-scope.ts';

interface CoborrowerStepProps {
  flow: FlowFile;
  step: ScreenStep;
  document: StepDocument;
  validator: ValidatorType;
  /** The shared view of the application, as the co-borrower reads it. */
  application: ApplicationDocument;
}

/**
 * A co-borrower step: the step file as a form over the co-borrower's own answers. The borrower (or anyone who
 * has not accepted an invitation to this application) is told this part belongs to the co-borrower.
 */
export function CoborrowerStep({ flow, step, document, validator, application }: CoborrowerStepProps) {
  const answers = useCoborrowerDocument(application);
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
  if (!answers.data) return null;
  return (
    <StepPage title={document.title} description={document.description} progress={step.progress}>
      <StepForm
        key={`${step.path}:${answers.data.contactId}`}
        flow={flow}
        step={step}
        document={document}
        validator={validator}
        application={withCoborrowerAnswers(application, answers.data)}
      />
    </StepPage>
  );
}

/** A borrower's step opened by the co-borrower: they never see or change the borrower's answers. */
export function BorrowerOnlyStep() {
  return (
    <StepPage title="This part is for the borrower">
      <Alert severity="info">
        You joined this application as a co-borrower: you answer only your own part, and the borrower's
        answers stay private to them. Go back to your part to continue.
      </Alert>
    </StepPage>
  );
}
