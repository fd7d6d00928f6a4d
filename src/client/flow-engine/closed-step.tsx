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
import type { ClosedStatus } from '../../shared/application-status.ts';
import type { StepDocument } from '../../shared/flows/flow-types.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { fetchLoan } from '../api/loan-api.ts';
import { useMessages } from '../i18n/messages.ts';
import { AnswerLines } from '../loans/answer-lines.tsx';
import { summarizeAnswers } from '../loans/answer-summary.ts';
import { useLocaleFormat } from '../loans/locale-format.ts';
import { useAnswerWords } from '../loans/use-answer-words.ts';
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
  const t = useMessages('steps');
  const format = useLocaleFormat();
  const answerWords = useAnswerWords();
  const http = useHttpClient();
  const officerId = useOfficerId();
  const loan = useQuery({
    queryKey: ['loan', application.appId],
    queryFn: () => fetchLoan(http, application.appId),
    enabled: status === 'submitted',
    retry: false,
  });
  const reference = loan.data as LoanReference | undefined;
  // The words the server refuses a change with (the api catalogue's refusal.application.*), from the steps catalogue.
  const closedMessage = (closed: ClosedStatus, submittedAt?: string) => {
    if (closed !== 'submitted') return t(`closed.${closed}`);
    const date = submittedAt ? new Date(submittedAt) : null;
    return date && !Number.isNaN(date.getTime())
      ? t('closed.submittedOn', { date: format.longDate(date.toISOString().slice(0, 10)) })
      : t('closed.submitted');
  };
  const lines = summarizeAnswers(document.schema, document.uiSchema, application, answerWords);
  const toLoan = reference?.id
    ? { to: portalLoanPath(officerId, reference.id), label: t('closed.toLoan') }
    : { to: portalPath(officerId), label: t('closed.toLoans') };
  return (
    <StepPage title={document.title}>
      <Alert severity="info" role="status" sx={{ '& .MuiAlert-message': { overflow: 'visible' } }}>
        <Typography>{closedMessage(status, reference?.submittedAt)}</Typography>
        <Typography sx={{ mt: 1 }}>{t('closed.portalNote')}</Typography>
      </Alert>
      {lines.length > 0 ? (
        <Box component="section" aria-label={t('closed.answers')}>
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
