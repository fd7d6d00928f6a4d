import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages.ts';
import { useLocaleFormat } from '../../loans/locale-format.ts';
import { UploadPanel } from '../upload/upload-panel.tsx';
import { uploadText } from '../upload/upload-words.ts';

export type LocalTaskState = 'submitted' | 'failed';

interface TodoItemFrameProps {
  icon: ReactNode;
  description: string;
  meta: string | null;
  children?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

function TodoItemFrame({ icon, description, meta, children, headingRef }: TodoItemFrameProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none', minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ color: 'text.secondary', pt: 0.25 }}>{icon}</Box>
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            ref={headingRef}
            tabIndex={-1}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
          >
            {description}
          </Typography>
          {meta ? (
            <Typography variant="body2" color="text.secondary">
              {meta}
            </Typography>
          ) : null}
        </Box>
        {children}
      </Box>
    </Paper>
  );
}

/** A sign item (spec 2.9): 'Sign' opens its signing page (the item's id) in a new tab. */
export function SignTodoItem({
  icon,
  description,
  link,
  signed,
  completionDate,
}: {
  icon: ReactNode;
  description: string;
  link: string;
  signed: boolean;
  completionDate: string | null;
}) {
  const t = useMessages('portal');
  const { shortDate } = useLocaleFormat();
  return (
    <TodoItemFrame
      icon={icon}
      description={description}
      meta={
        signed
          ? t('todos.signed')
          : completionDate
            ? t('todos.completeBy', { date: shortDate(completionDate) })
            : null
      }
    >
      {signed ? null : (
        <Button component="a" href={link} target="_blank" rel="noopener noreferrer" variant="contained">
          {t('todos.sign')}
          <span className="visually-hidden">{t('todos.signHidden', { description })}</span>
        </Button>
      )}
    </TodoItemFrame>
  );
}

export interface TaskTodoItemProps {
  icon: ReactNode;
  description: string;
  meta: string | null;
  /** 'Start' for an open task, 'Add Doc' for a submitted one (in the page's language). */
  actionLabel: string;
  rejectionReason: string | null;
  localState: LocalTaskState | undefined;
  upload: (file: File) => Promise<void>;
  onLocalState: (state: LocalTaskState, uploaded?: number) => void;
  /** Takes focus when it appears (it has just moved to 'Submitted'), so the keyboard stays with it. */
  focusOnMount?: boolean;
}

/**
 * A task (spec 2.9): 'Start' or 'Add Doc' opens the upload panel below it. When every file is uploaded the task
 * shows a disabled 'Submitted'; a failure shows 'Error uploading task'. Closing the panel gives focus back.
 */
export function TaskTodoItem({
  icon,
  description,
  meta,
  actionLabel,
  rejectionReason,
  localState,
  upload,
  onLocalState,
  focusOnMount = false,
}: TaskTodoItemProps) {
  const t = useMessages('portal');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  const submitted = localState === 'submitted';

  useEffect(() => {
    if (wasOpen.current && !open) (submitted ? heading.current : button.current)?.focus();
    wasOpen.current = open;
  }, [open, submitted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only where it first appears
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, []);

  return (
    <TodoItemFrame icon={icon} description={description} meta={meta} headingRef={heading}>
      {submitted ? (
        <Button variant="contained" disabled>
          {t('todos.submitted')}
        </Button>
      ) : (
        <Button
          ref={button}
          variant={open ? 'outlined' : 'contained'}
          onClick={() => setOpen(true)}
          aria-expanded={open}
        >
          {actionLabel}
          <span className="visually-hidden"> {description}</span>
        </Button>
      )}
      <Box sx={{ flexBasis: '100%', minWidth: 0 }}>
        {rejectionReason ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('todos.returned', { reason: rejectionReason })}
          </Alert>
        ) : null}
        {localState === 'failed' ? (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {uploadText(t, 'itemFailed')}
          </Typography>
        ) : null}
        {open ? (
          <UploadPanel
            taskName={description}
            upload={upload}
            onSubmitted={(uploaded) => {
              onLocalState('submitted', uploaded);
              setOpen(false);
            }}
            onFailed={() => onLocalState('failed')}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </Box>
    </TodoItemFrame>
  );
}
