import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import type { StepNotice } from './use-step-save.ts';

const TEXTS = {
  stale:
    'Your application was changed in another tab or on another device after this page opened. We loaded the latest version, and your answers on this page are still here: check them and press Continue to save them.',
  failed:
    'We could not save your answers just now. They are still on this page; please press Continue to try again.',
  unauthenticated: 'Authentication required. Please log in again.',
} as const;

function savedText(firstName: string | null): string {
  return `${firstName ? `Thank you, ${firstName}. ` : ''}Your answers are saved. You can come back at any time and pick up where you left off.`;
}

/** The outcome of Continue when the borrower stays on the step; focused so it is read out at once. */
export function StepNoticeAlert({ notice, firstName }: { notice: StepNotice; firstName: string | null }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  const severity = notice.kind === 'saved' ? 'success' : notice.kind === 'stale' ? 'warning' : 'error';
  const text =
    notice.kind === 'saved'
      ? savedText(firstName)
      : notice.kind === 'invalid'
        ? `We could not save your answers. ${notice.message}`
        : notice.kind === 'action'
          ? notice.message
          : TEXTS[notice.kind];
  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      severity={severity}
      role={notice.kind === 'saved' ? 'status' : 'alert'}
      sx={{ '& .MuiAlert-message': { overflow: 'visible' } }}
    >
      {text}
    </Alert>
  );
}
