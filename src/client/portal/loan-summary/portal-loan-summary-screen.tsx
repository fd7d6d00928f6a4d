import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMessages } from '../../i18n/messages.ts';
import { LoanSummaryBody } from '../../loans/loan-summary-body.tsx';
import { useOfficerId } from '../../routing/use-officer-id.ts';
import { fallbackTexts, orFallback } from '../fallback-texts.ts';
import { portalContactPath, portalPath, portalTodosPath } from '../portal-paths.ts';
import { usePortalLoan } from '../portal-queries.ts';

/** `/{id}/portal/loans/{loanId}` (spec 2.8). */
export default function PortalLoanSummaryScreen() {
  const t = useMessages('portal');
  const fallback = fallbackTexts(t);
  const { loanId } = useParams();
  const officerId = useOfficerId();
  const loan = usePortalLoan(loanId);
  const data = loan.data;
  let content: ReactNode;
  if (loan.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('summary.loading')} />
      </Box>
    );
  } else if (!data || typeof data !== 'object') {
    content = <Alert severity="error">{t('loan.failed')}</Alert>;
  } else {
    content = (
      <>
        <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('summary.line', {
            street: orFallback(data.street, fallback.street),
            number: orFallback(data.loanNumber, fallback.loanNumber),
          })}
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
              {t('summary.viewTasks')}
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <Typography variant="h4" component="h1">
        {t('summary.heading')}
      </Typography>
      {content}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={portalPath(officerId)} variant="outlined">
          {t('summary.backToDashboard')}
        </Button>
        <Button component={RouterLink} to={portalContactPath(officerId, loanId as string)} variant="outlined">
          {t('summary.contact')}
        </Button>
      </Box>
    </>
  );
}
