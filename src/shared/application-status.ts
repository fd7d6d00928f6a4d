/**
 * The statuses of an application (DESIGN.md 6): draft -> prequalified -> submitted, or withdrawn / declined. Once
 * submitted, withdrawn or declined its answers are kept as they were: only the steps that still do work after
 * submission (src/shared/flows/after-submission.ts) may add theirs.
 */
export const CLOSED_STATUSES = ['submitted', 'withdrawn', 'declined'] as const;

export type ClosedStatus = (typeof CLOSED_STATUSES)[number];

export const isClosedStatus = (status: unknown): status is ClosedStatus =>
  CLOSED_STATUSES.includes(status as ClosedStatus);
