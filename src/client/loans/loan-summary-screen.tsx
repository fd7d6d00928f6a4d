/**
 * applicant/loan-summary (spec 2.8): the loan number, the milestone stepper (spec 4.9, the spec's status colours),
 * the to-do and completed counts, any closing appointment and the loan details. In long-1 the step is
 * unprotected: a signed-out visitor sees only a prompt to log in, never an amount or a personal detail.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { FlowFile, ScreenStep } from '../../shared/flows/flow-types.ts';
import { loginPath } from '../../shared/officer-id.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { fetchLoan } from '../api/loan-api.ts';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { StepPage } from '../flow-engine/step-page.tsx';
import { useCurrentAppId } from '../flow-engine/use-active-flow.ts';
import { useMessages } from '../i18n/messages.ts';
import { portalPath, portalTodosPath } from '../portal/portal-paths.ts';
import type { LoginRouteState } from '../routing/require-sign-in.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { useReadinessReport } from '../state/readiness.tsx';
import { LoanSummaryBody } from './loan-summary-body.tsx';

function SignedInSummary({ appId }: { appId: string | null }) {
  const t = useMessages('loans');
  const http = useHttpClient();
  const officerId = useOfficerId();
  const nextId = useId();
  const loan = useQuery({
    queryKey: ['loan', appId],
    queryFn: () => fetchLoan(http, appId as string),
    enabled: Boolean(appId),
    retry: false,
  });
  useReadinessReport('screen', !loan.isPending || !appId);
  if (loan.isPending && appId) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('summary.loading')}</Typography>
      </Box>
    );
  }
  if (!loan.data) return <Alert severity="error">{t('summary.failed')}</Alert>;
  const data = loan.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h5" component="p">
        {t('summary.loanNumber', { number: data.loanNumber })}
      </Typography>
      <LoanSummaryBody
        loan={data}
        viewTasks={
          <Button
            component={RouterLink}
            to={portalTodosPath(officerId, data.id)}
            variant="contained"
            size="small"
            sx={{ mt: 1 }}
          >
            {t('summary.viewTasks')}
          </Button>
        }
      />
      <Box
        component="section"
        aria-labelledby={nextId}
        sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}
      >
        <Typography variant="h6" component="h2" id={nextId}>
          {t('summary.next.heading')}
        </Typography>
        <Typography>{t('summary.next.text')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={portalPath(officerId)} variant="contained" size="large">
            {t('summary.next.portal')}
          </Button>
          <Button
            component={RouterLink}
            to={portalTodosPath(officerId, data.id)}
            variant="outlined"
            size="large"
          >
            {t('summary.next.todos')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/** What a signed-out visitor may see: no amounts, no names, no loan number. */
function VisitorSummary() {
  const t = useMessages('loans');
  const officerId = useOfficerId();
  const location = useLocation();
  useReadinessReport('screen', true);
  const state: LoginRouteState = { returnTo: `${location.pathname}${location.search}` };
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography>{t('summary.visitor.text')}</Typography>
      <Button component={RouterLink} to={loginPath(officerId)} state={state} variant="contained" size="large">
        {t('summary.visitor.login')}
      </Button>
    </Box>
  );
}

export default function LoanSummaryScreen({ flow, step }: { flow: FlowFile; step: ScreenStep }) {
  const t = useMessages('loans');
  const { isAuthenticated, isLoading } = useAuthSession();
  const appId = useCurrentAppId();
  return (
    <StepPage title={t('summary.title')} journey={{ flow, step }}>
      {isLoading ? null : isAuthenticated ? <SignedInSummary appId={appId} /> : <VisitorSummary />}
    </StepPage>
  );
}
