import { formatLongDate } from './format.ts';

/**
 * The statuses of an application (DESIGN.md 6): draft -> prequalified -> submitted, or withdrawn / declined. Once
 * submitted, withdrawn or declined its answers are kept as they were: only the steps that still do work after
 * submission (src/shared/flows/after-submission.ts) may add theirs.
 */
export const CLOSED_STATUSES = ['submitted', 'withdrawn', 'declined'] as const;

export type ClosedStatus = (typeof CLOSED_STATUSES)[number];

export const isClosedStatus = (status: unknown): status is ClosedStatus =>
  CLOSED_STATUSES.includes(status as ClosedStatus);

/** What the borrower reads wherever a closed application's answers are shown or refused. */
export function closedApplicationMessage(status: ClosedStatus, submittedAt?: string | null): string {
  if (status !== 'submitted') return `This application was ${status}; its answers can no longer be changed.`;
  const date = submittedAt ? new Date(submittedAt) : null;
  const on =
    date && !Number.isNaN(date.getTime()) ? ` on ${formatLongDate(date.toISOString().slice(0, 10))}` : '';
  return `This application was submitted${on}; its answers can no longer be changed.`;
}
