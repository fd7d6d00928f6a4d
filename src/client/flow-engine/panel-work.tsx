/**
 * What a step's panel (a step file's `panel`) works with: the step and application it is given, a way on through
 * `goTo`, which reads the application again first (the server changed it) so the next step saves on the current
 * version, and the spinner, notice or retry of work the server does on arrival.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FlowFile, ScreenStep, StepDocument } from '../../shared/flows/flow-types.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { useMessages } from '../i18n/messages.ts';

export interface StepPanelProps {
  flow: FlowFile;
  step: ScreenStep;
  application: ApplicationDocument;
  /** The step file, for the texts a panel reads from it (the offer chooser's explanations). */
  document?: StepDocument;
}

export interface PanelContext extends StepPanelProps {
  /** Reads the application again, then goes to `target` (the step's `next` when omitted). */
  goTo: (target?: string) => Promise<void>;
  /** Hides the step's Continue while the panel says the borrower cannot go on yet (terms to choose again). */
  holdContinue?: (held: boolean) => void;
}

export type Work =
  | { kind: 'working' }
  | { kind: 'stopped'; messages: string[] }
  | { kind: 'failed'; message: string };

/** The spinner and its words while the server works, read out once (a polite live region). */
export function Working({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>{children}</Typography>
    </Box>
  );
}

/** A message that says the answers are saved already (in either language) is not told so twice. */
const SAYS_SAVED = /answers are saved|respuestas (se guardaron|están guardadas)/i;

export function Outcome({ work, retry, working }: { work: Work; retry: () => void; working: string }) {
  const t = useMessages('steps');
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (work.kind !== 'working') alert.current?.focus();
  }, [work.kind]);
  if (work.kind === 'working') return <Working>{working}</Working>;
  if (work.kind === 'stopped') {
    return (
      <Alert ref={alert} tabIndex={-1} severity="info" role="alert">
        {work.messages.map((message) => (
          <Typography key={message} sx={{ mb: 0.5 }}>
            {message}
          </Typography>
        ))}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert ref={alert} tabIndex={-1} severity="error" role="alert" sx={{ width: '100%' }}>
        {SAYS_SAVED.test(work.message) ? work.message : t('work.saved', { message: work.message })}
      </Alert>
      <Button variant="contained" size="large" onClick={retry}>
        {t('button.tryAgain')}
      </Button>
    </Box>
  );
}

/** Runs `job` on arrival and again on 'Try again'; a result that arrives after leaving is ignored. */
export function useArrivalWork(job: (live: () => boolean) => Promise<Work | null>) {
  const t = useMessages('steps');
  const [work, setWork] = useState<Work>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const jobRef = useRef(job);
  jobRef.current = job;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt
  useEffect(() => {
    let live = true;
    setWork({ kind: 'working' });
    jobRef
      .current(() => live)
      .then(
        (outcome) => {
          if (live && outcome) setWork(outcome);
        },
        (error: unknown) => {
          if (!live) return;
          console.error('Working step failed', error);
          setWork({
            kind: 'failed',
            message: error instanceof Error ? error.message : t('work.failed'),
          });
        },
      );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { work, retry: () => setAttempt((count) => count + 1) };
}
