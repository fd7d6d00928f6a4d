import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoanSummaryBody } from '../../loans/loan-summary-body.tsx';
import { useOfficerId } from '../../routing/use-officer-id.ts';
import { FALLBACK_TEXTS, LOAN_SUMMARY_FAILED, orFallback } from '../fallback-texts.ts';
import { portalContactPath, portalPath, portalTodosPath } from '../portal-paths.ts';
import { usePortalLoan } from '../portal-queries.ts';

/** `/{id}/portal/loans/{loanId}` (spec 2.8). */
export default function PortalLoanSummaryScreen() {
  const { loanId } = useParams();
  const officerId = useOfficerId();
  const loan = usePortalLoan(loanId);
  const data = loan.data;
  let content: ReactNode;
  if (loan.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading your loan summary" />
      </Box>
    );
  } else if (!data || typeof data !== 'object') {
    content = <Alert severity="error">{LOAN_SUMMARY_FAILED}</Alert>;
  } else {
    content = (
      <>
        <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {orFallback(data.street, FALLBACK_TEXTS.street)} · Loan number{' '}
          {orFallback(data.loanNumber, FALLBACK_TEXTS.loanNumber)}
        </Typography>
        <LoanSummaryBody
          loan={data}
          viewTasks={
            <Button
              component={RouterLink}
              to={portalTodosPath(officerId, loanId as string)}
              variant="contained"
              size="small"
              sx={{ mt: 1 }}
            >
              View Tasks
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <Typography variant="h4" component="h1">
        Loan Summary
      </Typography>
      {content}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={portalPath(officerId)} variant="outlined">
          Back to Dashboard
        </Button>
        <Button component={RouterLink} to={portalContactPath(officerId, loanId as string)} variant="outlined">
          Contact Us
        </Button>
      </Box>
    </>
  );
}
