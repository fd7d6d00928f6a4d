import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { type Translate, useMessages } from '../i18n/messages.ts';
import type { ActionText } from './step-actions.ts';
import type { StepNotice } from './use-step-save.ts';

const TEXT_KEYS = {
  stale: 'notice.stale',
  failed: 'notice.failed',
  unauthenticated: 'notice.unauthenticated',
} as const;

function savedText(t: Translate, firstName: string | null): string {
  return firstName ? t('notice.savedNamed', { firstName }) : t('notice.saved');
}

/** An action's message from its catalogue (another namespace than the step's, e.g. the co-borrower's). */
function ActionMessage({ text }: { text: ActionText }) {
  const t = useMessages(text.namespace);
  return <>{t(text.key, text.values)}</>;
}

/** The outcome of Continue when the borrower stays on the step; focused so it is read out at once. */
export function StepNoticeAlert({ notice, firstName }: { notice: StepNotice; firstName: string | null }) {
  const t = useMessages('steps');
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  const severity = notice.kind === 'saved' ? 'success' : notice.kind === 'stale' ? 'warning' : 'error';
  const text =
    notice.kind === 'saved' ? (
      savedText(t, firstName)
    ) : notice.kind === 'invalid' ? (
      t('notice.invalid', { message: notice.message })
    ) : notice.kind === 'action' ? (
      notice.text ? (
        <ActionMessage text={notice.text} />
      ) : (
        notice.message
      )
    ) : (
      t(TEXT_KEYS[notice.kind])
    );
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
