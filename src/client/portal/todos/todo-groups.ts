/** Spec 2.9: the to-do list's three sections, by status. */
import type { PortalLoanSummary, PortalSignItem, PortalTask } from '../../api/portal-api.ts';

export const OPEN_TASK_STATUSES: readonly string[] = ['OPEN', 'REJECTED', 'INVCOND', 'ESCALATION', 'ISSUES'];
export const SUBMITTED_TASK_STATUSES: readonly string[] = ['SUBMIT', 'RECEIVED', 'PENDING', 'REVIEWED'];

export interface TodoGroups {
  sign: PortalSignItem[];
  tasks: PortalTask[];
  submitted: PortalTask[];
}

export function groupTodos(loan: Pick<PortalLoanSummary, 'sign' | 'tasks'>): TodoGroups {
  const tasks = Array.isArray(loan.tasks) ? loan.tasks : [];
  return {
    sign: Array.isArray(loan.sign) ? loan.sign : [],
    tasks: tasks.filter((task) => OPEN_TASK_STATUSES.includes(task.status)),
    submitted: tasks.filter((task) => SUBMITTED_TASK_STATUSES.includes(task.status)),
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
