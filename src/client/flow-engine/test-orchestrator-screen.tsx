/**
 * testOrch (DESIGN.md 9): a tester's page that lists the current flow's steps (path, kind, screen, next with
 * its conditions in words, progress, section) and links to each with the current application. It opens in
 * development builds, or for a token with the admin permission (GET /v2/admin/whoami); anyone else reads only
 * "This page is for testers.". Below the steps, the tester chooses what the simulated vendors answer.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { type FlowFile, type FlowStep, isScreen, type ScreenStep } from '../../shared/flows/flow-types.ts';
import { stepNextInWords } from '../../shared/flows/flow-words.ts';
import { withAppId } from '../../shared/officer-id.ts';
import { fetchAdminAccess } from '../api/admin-api.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { describeHttpError } from '../api/http.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { useReadinessReport } from '../state/readiness.tsx';
import { SimulatorAnswersForm } from './simulator-answers-form.tsx';
import { StepPage } from './step-page.tsx';
import { useCurrentAppId } from './use-active-flow.ts';

export const TESTERS_ONLY = 'This page is for testers.';

/** Development builds open the page without asking the server. */
function isDevelopmentBuild(): boolean {
  return import.meta.env.DEV === true;
}

function kindOf(step: FlowStep): string {
  if (step.kind === 'redirect') return 'Redirect';
  return step.kind === 'protected' ? 'Protected' : 'Unprotected';
}

function StepRow({ step, officerId, appId }: { step: FlowStep; officerId: string; appId: string | null }) {
  const screen = isScreen(step) ? step : undefined;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Link component={RouterLink} to={withAppId(`/${officerId}/${step.path}`, appId)}>
          {step.path === '' ? '(empty path)' : step.path}
        </Link>
      </TableCell>
      <TableCell>{kindOf(step)}</TableCell>
      <TableCell>{screen?.screen ?? 'None'}</TableCell>
      <TableCell>{stepNextInWords(step)}</TableCell>
      <TableCell>{screen?.progress ?? 'None'}</TableCell>
      <TableCell>{screen?.section ?? 'None'}</TableCell>
    </TableRow>
  );
}

function StepTable({ flow }: { flow: FlowFile }) {
  const officerId = useOfficerId();
  const appId = useCurrentAppId();
  const captionId = 'test-orchestrator-caption';
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      sx={{ maxWidth: '100%', overflowX: 'auto' }}
    >
      <Table size="small" sx={{ minWidth: 760 }}>
        <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left' }}>
          Steps of the {flow.title} flow ({flow.flowType}), in file order
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Path</TableCell>
            <TableCell scope="col">Kind</TableCell>
            <TableCell scope="col">Screen</TableCell>
            <TableCell scope="col">Next</TableCell>
            <TableCell scope="col">Progress</TableCell>
            <TableCell scope="col">Section</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flow.steps.map((step) => (
            <StepRow key={step.path} step={step} officerId={officerId} appId={appId} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TestersOnly() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 }, mt: 1 }}>
      <Typography variant="h5" component="h1">
        {TESTERS_ONLY}
      </Typography>
    </Paper>
  );
}

/** The tester's page of a flow (the step whose screen is `test-orchestrator`). */
export default function TestOrchestratorScreen({ flow }: { flow: FlowFile; step: ScreenStep }) {
  const http = useHttpClient();
  const appId = useCurrentAppId();
  const development = isDevelopmentBuild();
  const access = useQuery({
    queryKey: ['admin-access'],
    queryFn: () => fetchAdminAccess(http),
    enabled: !development,
    retry: false,
    staleTime: 60_000,
  });
  useReadinessReport('screen', development || !access.isPending);

  if (!development) {
    if (access.isPending) return null;
    if (access.isError) {
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void access.refetch()}>
              Try again
            </Button>
          }
        >
          We could not check your access. {describeHttpError(access.error)}
        </Alert>
      );
    }
    if (access.data !== 'admin') return <TestersOnly />;
  }
  return (
    <StepPage
      title="Test orchestrator"
      description={`Every step of the current flow. Each path opens that step${appId ? ` with application ${appId}` : ''}.`}
    >
      <StepTable flow={flow} />
      <SimulatorAnswersForm http={http} appId={appId} />
    </StepPage>
  );
}
