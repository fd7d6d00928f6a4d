/**
 * applicant/loan-summary (spec 2.8): the loan number, the milestone stepper (spec 4.9, the spec's status colours),
 * the to-do and completed counts, any closing appointment and the loan details. In long-1 the step is
 * unprotected: a signed-out visitor sees only a prompt to log in, never an amount or a personal detail.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { FlowFile, ScreenStep } from '../../shared/flows/flow-types.ts';
import { formatPercent, formatShortDate, formatUsd } from '../../shared/format.ts';
import { MILESTONES, milestoneColour, milestoneStep } from '../../shared/loan-milestones.ts';
import { loginPath } from '../../shared/officer-id.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { type Appointment, fetchLoan, type LoanSummary } from '../api/loan-api.ts';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { StepPage } from '../flow-engine/step-page.tsx';
import { useCurrentAppId } from '../flow-engine/use-active-flow.ts';
import type { LoginRouteState } from '../routing/require-sign-in.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { useReadinessReport } from '../state/readiness.tsx';

export const LOAN_SUMMARY_FAILED = 'Unable to load loan summary.';

function MilestoneStepper({ milestone }: { milestone: number }) {
  const narrow = useMediaQuery('(max-width:600px)');
  const current = milestoneStep(milestone);
  return (
    <section aria-labelledby="milestone-status">
      <Typography variant="h5" component="h2" id="milestone-status" sx={{ mb: 1 }}>
        Milestone Status
      </Typography>
      <Stepper
        activeStep={current}
        orientation={narrow ? 'vertical' : 'horizontal'}
        alternativeLabel={!narrow}
      >
        {MILESTONES.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'later';
          const colour = milestoneColour(name);
          return (
            <Step key={name} completed={index <= current}>
              <StepLabel
                slots={{
                  stepIcon: () => (
                    <Box
                      aria-hidden="true"
                      sx={{
                        width: 24,
                        height: 24,
                        borderRadius: '50%',
                        bgcolor: state === 'later' ? '#d9d9d9' : colour,
                        opacity: state === 'done' ? 0.55 : 1,
                        border: state === 'current' ? '3px solid #1a1a1a' : 'none',
                      }}
                    />
                  ),
                }}
              >
                <Typography
                  component="span"
                  sx={{
                    fontWeight: state === 'current' ? 700 : 400,
                    color: state === 'later' ? '#595959' : 'text.primary',
                  }}
                >
                  {name}
                  {state === 'current' ? (
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (current)
                    </Box>
                  ) : null}
                  {state === 'done' ? (
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (complete)
                    </Box>
                  ) : null}
                </Typography>
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </section>
  );
}

// In sx a width or height of 1 means 100%: the pixel sizes are strings.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function CountCard({ title, count }: { title: string; count: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 160, flex: 1 }}>
      <Typography variant="overline" component="h2" sx={{ fontSize: '0.875rem' }}>
        {title}
      </Typography>
      <Typography variant="h4" component="p">
        {count}
      </Typography>
    </Paper>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
});

function AppointmentCard({ title, appointment }: { title: string; appointment: Appointment }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography>{timeFormat.format(new Date(appointment.dateTime))}</Typography>
      <Typography>{appointment.location}</Typography>
      <Typography>
        {[appointment.closerName, appointment.closerPhone, appointment.closerEmail]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Paper>
  );
}

function Details({ loan }: { loan: LoanSummary }) {
  const heloc = /HELOC/i.test(loan.productType);
  const rows: [string, string][] = [
    ['Monthly Payment', formatUsd(loan.monthlyPayment, { cents: true })],
    [heloc ? 'Initial Draw Amount' : 'Loan Amount', formatUsd(loan.amount)],
    [
      'Total Credit Line Amount',
      heloc && loan.totalLineAmount !== null ? formatUsd(loan.totalLineAmount) : 'N/A',
    ],
    ['Interest Rate / APR *', `${formatPercent(loan.interestRate)} / ${formatPercent(loan.interestRate)}`],
    ['Loan Term', '30 Years'],
    ['Rate Lock', loan.rateLockDate ? formatShortDate(loan.rateLockDate) : 'Not locked yet'],
    [
      'Rate Expiration',
      loan.rateLockExpiration ? formatShortDate(loan.rateLockExpiration) : 'Not locked yet',
    ],
  ];
  return (
    <section aria-labelledby="loan-details">
      <Typography variant="h5" component="h2" id="loan-details" sx={{ mb: 1 }}>
        Loan Details
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        * The APR includes only the HELOC interest rate and not other costs or fees.
      </Typography>
    </section>
  );
}

function SignedInSummary({ appId }: { appId: string | null }) {
  const http = useHttpClient();
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
        <Typography>Loading your loan summary…</Typography>
      </Box>
    );
  }
  if (!loan.data) return <Alert severity="error">{LOAN_SUMMARY_FAILED}</Alert>;
  const data = loan.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h5" component="p">
        Loan number {data.loanNumber}
      </Typography>
      <MilestoneStepper milestone={data.milestone} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <CountCard title="MY TO-DOS" count={data.todoCount ?? 0} />
        <CountCard title="COMPLETED" count={data.completedItemsCount ?? 0} />
      </Box>
      {data.closingAppointment ? (
        <AppointmentCard title="Closing appointment" appointment={data.closingAppointment} />
      ) : null}
      {data.appraisalAppointment ? (
        <AppointmentCard title="Appraisal appointment" appointment={data.appraisalAppointment} />
      ) : null}
      <Details loan={data} />
    </Box>
  );
}

/** What a signed-out visitor may see: no amounts, no names, no loan number. */
function VisitorSummary() {
  const officerId = useOfficerId();
  const location = useLocation();
  useReadinessReport('screen', true);
  const state: LoginRouteState = { returnTo: `${location.pathname}${location.search}` };
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography>
        Your loan summary shows your loan number, where your loan stands, your loan details and your to-dos.
        Log in to see it: we show these only to you.
      </Typography>
      <Button component={RouterLink} to={loginPath(officerId)} state={state} variant="contained" size="large">
        Log in to see your loan summary
      </Button>
    </Box>
  );
}

export default function LoanSummaryScreen({ step }: { flow: FlowFile; step: ScreenStep }) {
  const { isAuthenticated, isLoading } = useAuthSession();
  const appId = useCurrentAppId();
  return (
    <StepPage title="Loan summary" progress={step.progress}>
      {isLoading ? null : isAuthenticated ? <SignedInSummary appId={appId} /> : <VisitorSummary />}
    </StepPage>
  );
}
