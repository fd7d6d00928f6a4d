/**
 * The flow studio's cases panel (issue 20, item 5): the testers' case files of a flow, each step case judged at
 * once in the browser against the step as it is now (edited or not) and again on every edit, green or red with
 * what was expected and what the borrower reads; a case's answers sent to the preview; the preview's answers
 * recorded as a new valid or invalid case (a step without a case file starts one); and the whole flow's cases
 * (journeys too) run on a server.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { caseFileFor } from '../../../shared/cases/case-text.ts';
import type { FieldMessage } from '../../../shared/cases/case-verdict.ts';
import { type FlowFile, isScreen, type StepDocument } from '../../../shared/flows/flow-types.ts';
import type {
  StudioCaseResult,
  StudioCaseRun,
  StudioTextFile,
} from '../../../shared/studio/studio-contract.ts';
import { useHttpClient } from '../../api/api-provider.tsx';
import { TextField } from '../../components/text-field.tsx';
import { browserVerdict } from '../../flow-engine/form/browser-verdict.ts';
import { compileStepValidator } from '../../flow-engine/form/runtime-validator.ts';
import { useStudioSignedIn } from '../studio-api.ts';
import type { CaseRun, StepFileRun } from './browser-case-run.ts';
import { emptyStepCaseText, SHORTEST_CASE_NAME, withRecordedCase } from './record-case.ts';
import { runCasesOnServer, serverRunFailure } from './server-case-run.ts';
import { useBrowserCaseRun } from './use-browser-case-run.ts';

export interface CasesPanelProps {
  flowType: string;
  flow: FlowFile;
  documents: ReadonlyMap<string, StepDocument>;
  caseFiles: StudioTextFile[];
  writable: boolean;
  previewAnswers?: { step: string; answers: unknown };
  /** The files edited and not saved: a run on the server reads the saved ones. */
  unsavedFiles?: readonly string[];
  onCaseFileChange: (file: StudioTextFile) => void;
  onPickAnswers: (step: string, answers: unknown) => void;
}

type ServerRun =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; run: StudioCaseRun }
  | { kind: 'failed'; message: string };

const resultKey = (file: string, name: string) => `${file}\n${name}`;

function Verdict({ testCase }: { testCase: CaseRun }) {
  if (testCase.needsServer) return <Chip size="small" variant="outlined" label="Server only" />;
  return testCase.verdict.passed ? (
    <Chip size="small" color="success" label="Passes" />
  ) : (
    <Chip size="small" color="error" label="Fails" />
  );
}

function ServerVerdict({ result }: { result: StudioCaseResult }) {
  return (
    <Typography variant="body2" sx={{ color: result.passed ? 'success.dark' : 'error.dark' }}>
      On the server: {result.passed ? 'passes' : 'fails'}
      {!result.passed && (result.message || result.got) ? ` (${result.message ?? `got ${result.got}`})` : ''}
    </Typography>
  );
}

function CaseItem({
  testCase,
  server,
  onPick,
}: {
  testCase: CaseRun;
  server?: StudioCaseResult;
  onPick: () => void;
}) {
  const { verdict } = testCase;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Verdict testCase={testCase} />
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {testCase.kind === 'valid' ? 'Valid' : 'Invalid'}:
        </Typography>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {testCase.name}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
      >
        <Term name="Expected">{verdict.expected}</Term>
        <Term name="Got">{verdict.got}</Term>
      </Box>
      {testCase.needsServer ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {testCase.needsServer}
        </Typography>
      ) : null}
      {server ? <ServerVerdict result={server} /> : null}
      <Button
        size="small"
        sx={{ mt: 0.5 }}
        onClick={onPick}
        aria-label={`Use these answers: ${testCase.name}`}
      >
        Use these answers
      </Button>
    </Box>
  );
}

/** One line of a description list: its term, then what it says. */
function Term({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {name}
      </Typography>
      {/* Answer paths are long unbroken words: they break anywhere rather than widen a phone's page. */}
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

type RecordedKind = 'valid' | 'invalid';

/**
 * The form that records the preview's answers in `file`. What was recorded last is said by the panel (`recorded`):
 * the first case of a new file moves this form from the "no case file yet" section to the file's own.
 */
function RecordCase({
  file,
  recorded,
  onRecord,
}: {
  file: string;
  recorded: string | undefined;
  onRecord: (name: string, kind: RecordedKind) => string | undefined;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const record = (kind: RecordedKind) => {
    if (name.trim().length < SHORTEST_CASE_NAME) {
      setProblem(`Name the case in at least ${SHORTEST_CASE_NAME} characters: what it is about.`);
      return;
    }
    const failed = onRecord(name, kind);
    setProblem(failed ?? null);
    if (!failed) setName('');
  };
  return (
    <Box
      component="form"
      aria-label={`Record the preview's answers in ${file}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        record('valid');
      }}
    >
      <TextField
        id={`${id}-name`}
        label="Name of the new case"
        value={name}
        error={problem !== null}
        helperText={
          problem ??
          'The preview’s current answers become this case: a valid one, or an invalid one with the first message the step shows.'
        }
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="outlined">
        Record as a valid case
      </Button>
      <Button variant="outlined" onClick={() => record('invalid')}>
        Record as an invalid case
      </Button>
      <Typography role="status" variant="body2" sx={{ flexBasis: '100%' }}>
        {recorded ?? ''}
      </Typography>
    </Box>
  );
}

function StepFile({
  run,
  caseFile,
  serverResults,
  recordable,
  recorded,
  onPick,
  onRecord,
}: {
  run: StepFileRun;
  caseFile: StudioTextFile | undefined;
  serverResults: ReadonlyMap<string, StudioCaseResult>;
  recordable: boolean;
  recorded: string | undefined;
  onPick: (answers: unknown) => void;
  onRecord: (name: string, kind: RecordedKind) => string | undefined;
}) {
  return (
    <Box component="section" aria-label={`Cases of ${run.step}`} sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6">
        {run.step}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
        {run.file}
      </Typography>
      {run.running ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Running its cases…
        </Typography>
      ) : null}
      {run.problem ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          The cases of this file cannot run: {run.problem}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
        {run.cases.map((testCase) => (
          <CaseItem
            key={`${testCase.kind} ${testCase.name}`}
            testCase={testCase}
            server={serverResults.get(resultKey(run.file, testCase.name))}
            onPick={() => onPick(testCase.answers)}
          />
        ))}
      </Box>
      {recordable && caseFile ? <RecordCase file={run.file} recorded={recorded} onRecord={onRecord} /> : null}
    </Box>
  );
}

function summaryOf(steps: readonly StepFileRun[]): string {
  const cases = steps.flatMap((file) => file.cases);
  const passing = cases.filter((testCase) => testCase.verdict.passed).length;
  const serverOnly = cases.filter((testCase) => testCase.needsServer).length;
  const failing = cases.length - passing - serverOnly;
  const broken = steps.filter((file) => file.problem).length;
  const parts = [`${passing} of ${cases.length} step cases pass in the browser`];
  if (failing > 0) parts.push(`${failing} fail`);
  if (serverOnly > 0) parts.push(`${serverOnly} only a server can judge`);
  if (broken > 0) parts.push(`${broken} ${broken === 1 ? 'file cannot' : 'files cannot'} run`);
  return `${parts.join(', ')}.`;
}

export function CasesPanel({
  flowType,
  flow,
  documents,
  caseFiles,
  writable,
  previewAnswers,
  unsavedFiles = [],
  onCaseFileChange,
  onPickAnswers,
}: CasesPanelProps) {
  const http = useHttpClient();
  const signedIn = useStudioSignedIn();
  const headingId = useId();
  // Again on every edit: only the files of an edited step (or an edited case file) run again, a file per task.
  const run = useBrowserCaseRun(flowType, flow, documents, caseFiles);
  const [server, setServer] = useState<ServerRun>({ kind: 'idle' });
  const serverResults = useMemo(() => {
    const byCase = new Map<string, StudioCaseResult>();
    if (server.kind === 'done')
      for (const result of server.run.results) byCase.set(resultKey(result.file, result.name), result);
    return byCase;
  }, [server]);
  const listed = new Set([
    ...run.steps.flatMap((file) => file.cases.map((testCase) => resultKey(file.file, testCase.name))),
  ]);
  const journeyFiles = new Set(run.journeys.map((journey) => journey.file));
  const otherResults =
    server.kind === 'done'
      ? server.run.results.filter(
          (result) => !listed.has(resultKey(result.file, result.name)) && !journeyFiles.has(result.file),
        )
      : [];

  // The server runs the files on its disk: a flow not saved yet is not there, and unsaved edits are not in a run.
  const flowUnsaved = unsavedFiles.includes(`flows/${flowType}.json`);
  const savedFirst = flowUnsaved
    ? `The server runs saved files: save this flow (Review and save) to run its cases there.`
    : unsavedFiles.length > 0
      ? `The server runs saved files: ${unsavedFiles.length} unsaved ${unsavedFiles.length === 1 ? 'file is' : 'files are'} not in its run until saved.`
      : '';

  const runOnServer = async () => {
    setServer({ kind: 'running' });
    try {
      setServer({ kind: 'done', run: await runCasesOnServer(http, flowType, signedIn) });
    } catch (error) {
      setServer({ kind: 'failed', message: serverRunFailure(error) });
    }
  };

  const [recorded, setRecorded] = useState<{ file: string; message: string } | null>(null);
  const recordedIn = (file: string) => (recorded?.file === file ? recorded.message : undefined);
  const record = (file: StudioTextFile, name: string, kind: RecordedKind): string | undefined => {
    if (!previewAnswers) return 'The preview has no answers to record.';
    try {
      let refused: FieldMessage | undefined;
      if (kind === 'invalid') {
        const screen = flow.steps.filter(isScreen).find((step) => step.path === previewAnswers.step)?.screen;
        const document = screen ? documents.get(screen) : undefined;
        if (!document) return `The step ${previewAnswers.step} has no step file to judge the answers with.`;
        [refused] = browserVerdict(document, compileStepValidator(), previewAnswers.answers).messages;
        if (!refused)
          return 'The step accepts these answers: change one in the preview so that it shows a message, then record.';
      }
      onCaseFileChange({
        file: file.file,
        text: withRecordedCase(file.file, file.text, name, previewAnswers.answers, refused),
      });
      const as = refused ? 'an invalid' : 'a valid';
      setRecorded({ file: file.file, message: `Recorded “${name.trim()}” as ${as} case in ${file.file}.` });
      return undefined;
    } catch (error) {
      return `The case could not be recorded: ${(error as Error).message}`;
    }
  };

  // The preview's answers of a step that has no case file yet can start one.
  const newCaseFile =
    writable && previewAnswers && !run.steps.some((file) => file.step === previewAnswers.step)
      ? { step: previewAnswers.step, file: caseFileFor(flowType, previewAnswers.step) }
      : undefined;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5">
        Test cases
      </Typography>
      <Typography role="status" sx={{ mt: 1 }}>
        {run.pending > 0 ? 'Running the step cases in the browser…' : summaryOf(run.steps)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        <Button
          variant="contained"
          onClick={() => void runOnServer()}
          disabled={server.kind === 'running' || flowUnsaved}
        >
          {server.kind === 'running' ? 'Running on a server…' : 'Run on a server'}
        </Button>
        <Typography role="status" variant="body2">
          {server.kind === 'done'
            ? `On the server: ${server.run.passed} passed, ${server.run.failed} failed, in ${Math.round(server.run.durationMs / 1000)} s.`
            : server.kind === 'running'
              ? 'The server is running every case of this flow, journeys too. This can take a few minutes.'
              : savedFirst}
        </Typography>
      </Box>
      {server.kind === 'failed' ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {server.message}
        </Alert>
      ) : null}
      {run.problems.map((problem) => (
        <Alert key={problem.file} severity="error" sx={{ mt: 2 }}>
          {problem.file} {problem.problem}
        </Alert>
      ))}
      {run.steps.length === 0 ? (
        <Typography sx={{ mt: 2 }}>
          This flow has no step case files yet (tests/cases/{flowType}/steps/).
        </Typography>
      ) : null}
      {newCaseFile ? (
        <Box component="section" aria-label={`Cases of ${newCaseFile.step}`} sx={{ mt: 3 }}>
          <Typography component="h3" variant="h6">
            {newCaseFile.step}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            This step has no case file yet: recording a case makes {newCaseFile.file}.
          </Typography>
          <RecordCase
            file={newCaseFile.file}
            recorded={recordedIn(newCaseFile.file)}
            onRecord={(name, kind) =>
              record({ file: newCaseFile.file, text: emptyStepCaseText(newCaseFile.step) }, name, kind)
            }
          />
        </Box>
      ) : null}
      {run.steps.map((file) => {
        const caseFile = caseFiles.find((candidate) => candidate.file === file.file);
        return (
          <StepFile
            key={file.file}
            run={file}
            caseFile={caseFile}
            serverResults={serverResults}
            recordable={writable && previewAnswers?.step === file.step}
            recorded={recordedIn(file.file)}
            onPick={(answers) => onPickAnswers(file.step, answers)}
            onRecord={(name, kind) =>
              caseFile ? record(caseFile, name, kind) : 'The case file is not loaded.'
            }
          />
        );
      })}
      <Box component="section" aria-label="Journeys" sx={{ mt: 4 }}>
        <Typography component="h3" variant="h6">
          Journeys
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A journey walks the flow through the API, so it runs on a server only.
        </Typography>
        {run.journeys.length === 0 ? <Typography sx={{ mt: 1 }}>No journey files.</Typography> : null}
        <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
          {run.journeys.map((journey) => {
            const results =
              server.kind === 'done'
                ? server.run.results.filter((result) => result.file === journey.file)
                : [];
            return (
              <Box
                component="li"
                key={journey.file}
                sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
              >
                <Typography sx={{ fontWeight: 500 }}>{journey.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                  {journey.file}: {journey.steps.length} steps
                </Typography>
                {results.map((result) => (
                  <ServerVerdict key={`${result.kind} ${result.name}`} result={result} />
                ))}
              </Box>
            );
          })}
        </Box>
      </Box>
      {otherResults.length > 0 ? (
        <Box component="section" aria-label="Also checked on the server" sx={{ mt: 4 }}>
          <Typography component="h3" variant="h6">
            Also checked on the server
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
            {otherResults.map((result) => (
              <Box component="li" key={resultKey(result.file, result.name)} sx={{ py: 1, listStyle: 'none' }}>
                <Typography variant="body2">
                  {result.passed ? 'Passes' : 'Fails'}: {result.name}
                  {result.file ? ` (${result.file})` : ''}
                  {!result.passed && result.message ? `: ${result.message}` : ''}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
