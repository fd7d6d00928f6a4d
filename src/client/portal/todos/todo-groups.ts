/** Spec 2.9: the to-do list's three sections, by status. */
import type { PortalLoanSummary, PortalSignItem, PortalTask } from '../../api/portal-api.ts';

export const OPEN_TASK_STATUSES: readonly string[] = ['OPEN', 'REJECTED', 'INVCOND', 'ESCALATION', 'ISSUES'];
export const SUBMITTED_TASK_STATUSES: readonly string[] = ['SUBMIT', 'RECEIVED', 'PENDING', 'REVIEWED'];

export interface TodoGroups {
  sign: PortalSignItem[];
  tasks: PortalTask[];
  submitted: PortalTask[];
}

export type TaskSection = 'tasks' | 'submitted';

/**
 * A task this page uploaded to: it is in 'Submitted' at once, with a disabled 'Submitted' (spec 2.9), whether or not
 * the server's answer has come back yet, so the sections' counts move with it.
 */
export interface LocalSubmission {
  /** How many documents the task had before the upload. */
  documentsBefore: number;
  /** The day of the upload (YYYY-MM-DD), until the server's `submittedOn` arrives. */
  submittedOn: string;
}

/**
 * True while the local 'Submitted' still holds: the server has the task as submitted, or has not caught up with
 * the upload yet. A processor sending it back (REJECTED, OPEN) ends it, so the borrower can start again.
 */
export function stillSubmitted(task: PortalTask, local: LocalSubmission | undefined): boolean {
  if (!local) return false;
  const documents = Array.isArray(task.documents) ? task.documents.length : 0;
  return SUBMITTED_TASK_STATUSES.includes(task.status) || documents <= local.documentsBefore;
}

/** Spec 2.9's sections by status; a task submitted from this page is in 'Submitted' while it stays submitted. */
export function groupTodos(
  loan: Pick<PortalLoanSummary, 'sign' | 'tasks'>,
  local: Readonly<Record<string, LocalSubmission>> = {},
): TodoGroups {
  const tasks = Array.isArray(loan.tasks) ? loan.tasks : [];
  const sectionOf = (task: PortalTask): TaskSection | null => {
    const submission = local[task.id];
    if (submission && stillSubmitted(task, submission)) return 'submitted';
    if (OPEN_TASK_STATUSES.includes(task.status)) return 'tasks';
    if (SUBMITTED_TASK_STATUSES.includes(task.status)) return 'submitted';
    return null;
  };
  return {
    sign: Array.isArray(loan.sign) ? loan.sign : [],
    tasks: tasks.filter((task) => sectionOf(task) === 'tasks'),
    submitted: tasks.filter((task) => sectionOf(task) === 'submitted'),
  };
}

/** Why a task came back: the processor's reason on the task, else on its latest rejected document. */
export function rejectionReason(task: PortalTask): string | null {
  if (task.status !== 'REJECTED') return null;
  if (task.reason?.trim()) return task.reason;
  const rejected = (task.documents ?? []).filter(
    (document) => document.status === 'REJECTED' && document.reason,
  );
  return rejected.at(-1)?.reason ?? null;
}
