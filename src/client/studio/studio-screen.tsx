/**
 * The flow studio (issue 20): a product owner's view and editor of the flow files and step files. Its own page,
 * built apart from the borrower's SPA (studio-main.tsx), at `/studio` on a working copy and `/{officerId}/studio`
 * read-only for an admin on a production server.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isScreen } from '../../shared/flows/flow-types.ts';
import { loginPath } from '../../shared/officer-id.ts';
import { useReadinessReport } from '../state/readiness.tsx';
import { CasesPanel } from './cases/cases-panel.tsx';
import { FlowDiagram } from './diagram/flow-diagram.tsx';
import { AddStepDialog, CopyFlowDialog } from './flow-dialogs.tsx';
import { flowProblems, stepProblems } from './problem-places.ts';
import { ProblemsPanel } from './problems-panel.tsx';
import { SaveDialog } from './save-dialog.tsx';
import { StepPane } from './step-pane.tsx';
import { failedMessage, failedStatus, useStudioSources } from './studio-api.ts';
import {
  checkCurrentAtom,
  checkReportAtom,
  openFlowFileAtom,
  openStepPathAtom,
  previewAnswersAtom,
  stepDocumentsAtom,
  studioSourcesAtom,
  unsavedFilesAtom,
  workingCaseFilesAtom,
  workingFlowsAtom,
} from './studio-state.ts';
import { useDebouncedCheck, useStudioFiles } from './use-studio-files.ts';

type Pane = 'diagram' | 'step' | 'cases' | 'problems';
const PANES: { pane: Pane; label: string }[] = [
  { pane: 'diagram', label: 'Diagram' },
  { pane: 'step', label: 'Step' },
  { pane: 'cases', label: 'Cases' },
  { pane: 'problems', label: 'Problems' },
];

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 1440, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 600, mb: 2 }}>
        Flow studio
      </Typography>
      {children}
    </Box>
  );
}

function Studio() {
  const query = useStudioSources();
  const { officerId } = useParams();
  // The page's loading screen stays up until the files are here (or could not be loaded).
  useReadinessReport('screen', !query.isPending);
  const [sources, setSources] = useAtom(studioSourcesAtom);
  useEffect(() => {
    if (query.data && !sources) setSources(query.data);
  }, [query.data, sources, setSources]);
  useDebouncedCheck();
  if (query.isError) {
    const status = failedStatus(query.error);
    // Signed out on the officer's studio: asking for the token failed before any request was sent.
    const signIn = status === 401 || status === 403 || (officerId !== undefined && status === undefined);
    return (
      <Frame>
        <Alert severity="error">
          {signIn
            ? 'The flow studio is only for administrators: sign in with an administrator account.'
            : status === 404
              ? 'This server does not offer the flow studio.'
              : 'The flow files could not be loaded. Reload the page to try again.'}
          {failedMessage(query.error) ? ` (The server says: ${failedMessage(query.error)})` : ''}
        </Alert>
        {signIn && officerId ? (
          <Button component={RouterLink} to={loginPath(officerId)} sx={{ mt: 2 }}>
            Sign in
          </Button>
        ) : null}
      </Frame>
    );
  }
  if (!sources)
    return (
      <Frame>
        <Typography role="status">Loading the flow files…</Typography>
      </Frame>
    );
  return (
    <Frame>
      <StudioBody writable={sources.writable} />
    </Frame>
  );
}

/** Each pane's heading (h2 under the page's h1: the diagram's and the cases' own headings sit below it). */
function PaneHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

function StudioBody({ writable }: { writable: boolean }) {
  const flows = useAtomValue(workingFlowsAtom);
  const [openFile, setOpenFile] = useAtom(openFlowFileAtom);
  const [openStep, setOpenStep] = useAtom(openStepPathAtom);
  const report = useAtomValue(checkReportAtom);
  const current = useAtomValue(checkCurrentAtom);
  const unsaved = useAtomValue(unsavedFilesAtom);
  const documents = useAtomValue(stepDocumentsAtom);
  const caseFiles = useAtomValue(workingCaseFilesAtom);
  const previewAnswers = useAtomValue(previewAnswersAtom);
  const setPreview = useSetAtom(previewAnswersAtom);
  const files = useStudioFiles();
  const [pane, setPane] = useState<Pane>('diagram');
  // Unsaved work lives only in this tab: the browser asks before the tab closes or reloads.
  const hasUnsaved = unsaved.length > 0;
  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);
  const [dialog, setDialog] = useState<'save' | 'addStep' | 'copyFlow' | null>(null);

  const flowFile = openFile && flows.some((each) => each.file === openFile) ? openFile : flows[0]?.file;
  const flow = flows.find((each) => each.file === flowFile)?.flow;
  const problems = flowFile ? flowProblems(report?.problems ?? [], flowFile, flow) : [];
  // Unsaved files outside the open flow (a step file no step shows yet, another flow) cannot be saved either.
  const unsavedFiles = new Set(unsaved.map((each) => each.file));
  const elsewhere = (report?.problems ?? []).filter(
    (problem) => unsavedFiles.has(problem.file) && !problems.includes(problem),
  );
  const screenPaths = flow?.steps.filter(isScreen).map((step) => step.path) ?? [];
  const stepPath = openStep && flow?.steps.some((step) => step.path === openStep) ? openStep : undefined;
  const openStepPane = (path: string) => {
    setOpenStep(path);
    setPane('step');
  };

  return (
    <>
      {writable ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          Read-only: this server shows the flow files but does not change them. To edit, run{' '}
          <code>npm run studio</code> on a working copy.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Flow"
          value={flowFile ?? ''}
          onChange={(event) => {
            setOpenFile(event.target.value);
            setOpenStep(undefined);
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 240 }}
        >
          {flows.map((each) => (
            <option key={each.file} value={each.file}>
              {each.flow ? `${each.flow.flowType}: ${each.flow.title}` : `${each.file} (not readable)`}
            </option>
          ))}
        </TextField>
        {writable && flow ? (
          <Button onClick={() => setDialog('copyFlow')}>Copy to a new flow type</Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {writable ? (
          <Button variant="contained" onClick={() => setDialog('save')} disabled={unsaved.length === 0}>
            Review and save ({unsaved.length} unsaved {unsaved.length === 1 ? 'file' : 'files'})
          </Button>
        ) : null}
      </Stack>
      <Typography role="status" sx={{ mb: 1 }}>
        {!report || !current
          ? 'Checking…'
          : problems.length === 0
            ? 'The checker finds no problems in this flow.'
            : `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in this flow.`}
        {report && current && elsewhere.length
          ? ` ${elsewhere.length} in other unsaved files (see Problems).`
          : ''}
      </Typography>
      <Tabs
        value={pane}
        onChange={(_, value: Pane) => setPane(value)}
        aria-label="Views of the flow"
        // The brand's primary is not always readable as text on the page's grey; the indicator marks the tab.
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          '& .MuiTab-root': { color: 'text.secondary' },
          '& .MuiTab-root.Mui-selected': { color: 'text.primary' },
        }}
      >
        {PANES.map(({ pane: each, label }) => (
          <Tab
            key={each}
            value={each}
            id={`studio-tab-${each}`}
            aria-controls={`studio-panel-${each}`}
            label={each === 'problems' ? `${label} (${problems.length})` : label}
          />
        ))}
      </Tabs>
      {!flow || !flowFile ? (
        <Alert severity="error">
          {flowFile ?? 'The flow file'} is not valid JSON: see its problems.
          <ProblemsPanel flowFile={flowFile ?? ''} problems={problems} onOpenStep={openStepPane} />
        </Alert>
      ) : (
        <Box role="tabpanel" id={`studio-panel-${pane}`} aria-labelledby={`studio-tab-${pane}`}>
          {pane === 'diagram' ? (
            <>
              <PaneHeading>Diagram of “{flow.title}”</PaneHeading>
              <FlowDiagram
                flow={flow}
                problems={problems}
                selectedPath={stepPath}
                onOpenStep={openStepPane}
              />
            </>
          ) : null}
          {pane === 'step' ? (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
                <TextField
                  select
                  label="Step"
                  value={stepPath ?? ''}
                  onChange={(event) => setOpenStep(event.target.value || undefined)}
                  slotProps={{ select: { native: true } }}
                  sx={{ minWidth: 240 }}
                >
                  <option value="">Choose a step</option>
                  {screenPaths.map((path) => (
                    <option key={path} value={path}>
                      {path}
                    </option>
                  ))}
                </TextField>
                {writable && stepPath ? (
                  <Button onClick={() => setDialog('addStep')}>Add a step after this one</Button>
                ) : null}
              </Stack>
              {stepPath ? (
                <StepPane
                  flowFile={flowFile}
                  flow={flow}
                  path={stepPath}
                  writable={writable}
                  problems={stepProblems(problems, flowFile, flow, stepPath)}
                />
              ) : (
                <Typography>Choose a step above, or open one from the diagram.</Typography>
              )}
              {dialog === 'addStep' && stepPath ? (
                <AddStepDialog
                  open
                  flowFile={flowFile}
                  flow={flow}
                  after={stepPath}
                  onClose={(added) => {
                    setDialog(null);
                    if (added) setOpenStep(added);
                  }}
                />
              ) : null}
            </>
          ) : null}
          {pane === 'cases' ? (
            <CasesPanel
              flowType={flow.flowType}
              flow={flow}
              documents={documents}
              caseFiles={caseFiles}
              writable={writable}
              previewAnswers={previewAnswers}
              unsavedFiles={unsaved.map((each) => each.file)}
              onCaseFileChange={(file) => files.setText(file.file, file.text)}
              onPickAnswers={(step, answers) => {
                setPreview({ step, answers });
                openStepPane(step);
              }}
            />
          ) : null}
          {pane === 'problems' ? (
            <>
              <PaneHeading>Problems in “{flow.title}”</PaneHeading>
              <ProblemsPanel flowFile={flowFile} flow={flow} problems={problems} onOpenStep={openStepPane} />
              {elsewhere.length ? (
                <>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600, mt: 3 }}>
                    Problems in other unsaved files
                  </Typography>
                  <ProblemsPanel flowFile={flowFile} problems={elsewhere} onOpenStep={openStepPane} />
                </>
              ) : null}
            </>
          ) : null}
        </Box>
      )}
      {dialog === 'copyFlow' && flow && flowFile ? (
        <CopyFlowDialog
          open
          flowFile={flowFile}
          flow={flow}
          onClose={(file) => {
            setDialog(null);
            if (file) {
              setOpenFile(file);
              setOpenStep(undefined);
            }
          }}
        />
      ) : null}
      {writable ? <SaveDialog open={dialog === 'save'} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/** The studio with state of its own: leaving the page and coming back starts from the files again. */
export default function StudioScreen() {
  return (
    <Provider>
      <Studio />
    </Provider>
  );
}
