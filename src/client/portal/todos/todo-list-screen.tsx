import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useHttpClient } from '../../api/api-provider.tsx';
import {
  type PortalLoanSummary,
  type PortalTask,
  portalQueryKeys,
  uploadConditionDocument,
} from '../../api/portal-api.ts';
import { type Translate, useMessages } from '../../i18n/messages.ts';
import { useLocaleFormat } from '../../loans/locale-format.ts';
import { fallbackTexts, orFallback } from '../fallback-texts.ts';
import { DocumentIcon, SignIcon, SubmittedIcon } from '../portal-icons.tsx';
import { usePortalLoan } from '../portal-queries.ts';
import {
  groupTodos,
  type LocalSubmission,
  rejectionReason,
  stillSubmitted,
  type TaskSection,
} from './todo-groups.ts';
import { type LocalTaskState, SignTodoItem, TaskTodoItem } from './todo-item.tsx';
import { CollapsibleTodoSection, TodoSection } from './todo-section.tsx';

/** Today on the borrower's calendar, YYYY-MM-DD. */
const localToday = () => new Date().toLocaleDateString('en-CA');

const uploadedMessage = (t: Translate, description: string, uploaded: number): string =>
  t('todos.uploaded', { count: uploaded, description });

function TodoLists({ loan }: { loan: PortalLoanSummary }) {
  const t = useMessages('portal');
  const { shortDate } = useLocaleFormat();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [submissions, setSubmissions] = useState<Record<string, LocalSubmission>>({});
  const [failures, setFailures] = useState<Record<string, boolean>>({});
  const [justSubmitted, setJustSubmitted] = useState<{
    taskId: string;
    description: string;
    uploaded: number;
  } | null>(null);
  const groups = groupTodos(loan, submissions);
  const loanNumber = orFallback(loan.loanNumber, fallbackTexts(t).loanNumber);

  const uploadTo = useCallback(
    (task: PortalTask) => (file: File) =>
      uploadConditionDocument(http, {
        loanId: loan.id,
        conditionId: task.id,
        conditionName: task.description,
        loanNumber: loan.loanNumber,
        file,
      }),
    [http, loan.id, loan.loanNumber],
  );
  const onLocalState =
    (task: PortalTask) =>
    (state: LocalTaskState, uploaded = 1) => {
      setFailures((current) => ({ ...current, [task.id]: state === 'failed' }));
      if (state !== 'submitted') return;
      const documentsBefore = Array.isArray(task.documents) ? task.documents.length : 0;
      setSubmissions((current) => ({
        ...current,
        [task.id]: { documentsBefore, submittedOn: localToday() },
      }));
      setJustSubmitted({ taskId: task.id, description: task.description, uploaded });
      void queryClient.invalidateQueries({ queryKey: portalQueryKeys.loan(loan.id) });
      void queryClient.invalidateQueries({ queryKey: portalQueryKeys.detail(loan.id) });
      void queryClient.invalidateQueries({ queryKey: portalQueryKeys.list });
    };
  const localStateOf = (task: PortalTask): LocalTaskState | undefined => {
    if (stillSubmitted(task, submissions[task.id])) return 'submitted';
    return failures[task.id] ? 'failed' : undefined;
  };

  const taskItem = (task: PortalTask, section: TaskSection) => {
    const submitted = section === 'submitted';
    const submittedOn = task.submittedOn ?? submissions[task.id]?.submittedOn ?? null;
    return (
      <TaskTodoItem
        key={task.id}
        icon={submitted ? <SubmittedIcon /> : <DocumentIcon />}
        description={task.description}
        meta={
          submitted
            ? submittedOn
              ? t('todos.submittedOn', { date: shortDate(submittedOn) })
              : null
            : task.completionDate
              ? t('todos.completeBy', { date: shortDate(task.completionDate) })
              : null
        }
        actionLabel={t(submitted ? 'todos.addDoc' : 'todos.start')}
        rejectionReason={rejectionReason(task)}
        localState={localStateOf(task)}
        upload={uploadTo(task)}
        onLocalState={onLocalState(task)}
        focusOnMount={submitted && justSubmitted?.taskId === task.id}
      />
    );
  };

  return (
    <>
      <Typography component="p" color="text.secondary">
        {t('todos.loanNumber', { number: loanNumber })}
      </Typography>
      {/* Always in the page, so screen readers announce what is put in it (a polite live region). */}
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {justSubmitted ? (
          <Alert severity="success" role="none">
            {uploadedMessage(t, justSubmitted.description, justSubmitted.uploaded)}
          </Alert>
        ) : null}
      </Box>
      <TodoSection title={t('todos.section.sign')} count={groups.sign.length}>
        {groups.sign.map((item) => (
          <SignTodoItem
            key={item.id}
            icon={<SignIcon />}
            description={item.description}
            link={item.id}
            signed={item.status === 'SIGNED'}
            completionDate={item.completionDate}
          />
        ))}
      </TodoSection>
      <TodoSection title={t('todos.section.tasks')} count={groups.tasks.length}>
        {groups.tasks.map((task) => taskItem(task, 'tasks'))}
      </TodoSection>
      <CollapsibleTodoSection
        title={t('todos.section.submitted')}
        count={groups.submitted.length}
        openKey={justSubmitted?.taskId ?? null}
      >
        {groups.submitted.map((task) => taskItem(task, 'submitted'))}
      </CollapsibleTodoSection>
    </>
  );
}

/** `/{id}/portal/loans/{loanId}/todos`, 'My To-Do List' (spec 2.9). */
export default function TodoListScreen() {
  const t = useMessages('portal');
  const { loanId } = useParams();
  const loan = usePortalLoan(loanId);
  let content: ReactNode;
  if (loan.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('todos.loading')} />
      </Box>
    );
  } else if (!loan.data || typeof loan.data !== 'object') {
    content = <Alert severity="error">{t('loan.failed')}</Alert>;
  } else {
    content = <TodoLists loan={loan.data} />;
  }
  return (
    <>
      <Typography variant="h4" component="h1">
        {t('todos.heading')}
      </Typography>
      {content}
    </>
  );
}
