/**
 * A step of an application that was submitted (or withdrawn, declined): its answers read-only, with no field to
 * change and no Continue, a note saying why, and the way to the loan in the portal (issue 17, item 2). The steps
 * that still do work after submission never come here (src/shared/flows/after-submission.ts).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { type ClosedStatus, closedApplicationMessage } from '../../shared/application-status.ts';
import type { StepDocument } from '../../shared/flows/flow-types.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { fetchLoan } from '../api/loan-api.ts';
import { AnswerLines } from '../loans/answer-lines.tsx';
import { summarizeAnswers } from '../loans/answer-summary.ts';
import { portalLoanPath, portalPath } from '../portal/portal-paths.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { StepPage } from './step-page.tsx';

interface ClosedStepProps {
  document: StepDocument;
  application: ApplicationDocument;
  status: ClosedStatus;
}

/** The loan an application became: where the portal shows it, and when it was submitted. */
interface LoanReference {
  id?: string;
  submittedAt?: string;
}

export default function ClosedStep({ document, application, status }: ClosedStepProps) {
  const http = useHttpClient();
  const officerId = useOfficerId();
  const loan = useQuery({
    queryKey: ['loan', application.appId],
    queryFn: () => fetchLoan(http, application.appId),
    enabled: status === 'submitted',
    retry: false,
  });
  const reference = loan.data as LoanReference | undefined;
  const lines = summarizeAnswers(document.schema, document.uiSchema, application);
  const toLoan = reference?.id
    ? { to: portalLoanPath(officerId, reference.id), label: 'Go to your loan' }
    : { to: portalPath(officerId), label: 'Go to your loans' };
  return (
    <StepPage title={document.title}>
      <Alert severity="info" role="status" sx={{ '& .MuiAlert-message': { overflow: 'visible' } }}>
        <Typography>{closedApplicationMessage(status, reference?.submittedAt)}</Typography>
        <Typography sx={{ mt: 1 }}>
          Your loan portal follows it from here: where it stands, your to-dos and who to contact.
        </Typography>
      </Alert>
      {lines.length > 0 ? (
        <Box component="section" aria-label="Your answers">
          <AnswerLines lines={lines} />
        </Box>
      ) : null}
      <Box>
        <Button component={RouterLink} to={toLoan.to} variant="contained" size="large">
          {toLoan.label}
        </Button>
      </Box>
    </StepPage>
  );
}
