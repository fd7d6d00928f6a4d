/**
 * A submitted (or withdrawn, declined) application keeps its answers as they were (issue 17, item 2): a write is
 * refused with 409 and nothing changes. The steps that still do work after submission (the disclosures' consent,
 * src/shared/flows/after-submission.ts) may still save their own answers; the last path is not an answer.
 */
import { type CLOSED_STATUSES, type ClosedStatus, isClosedStatus } from '../../shared/application-status.ts';
import { stepsAfterSubmission } from '../../shared/flows/after-submission.ts';
import { answerPathIndex, flowAnswerPaths } from '../../shared/flows/flow-answers.ts';
import { localeFormat } from '../../shared/i18n/locale-format.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { Orm } from '../db/database.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { apiText } from '../i18n/api-texts.ts';
import { findLoanByApplication } from '../loans/loan-repository.ts';
import type { ApplicationRow } from './application-repository.ts';
import { changedPaths } from './changed-paths.ts';

export interface ClosedRefusal {
  statusCode: 409;
  error: 'Conflict';
  code: 'application_closed';
  status: (typeof CLOSED_STATUSES)[number];
  /** The first answer the write would have changed. */
  field?: string;
  message: string;
}

/** What the borrower reads: the application is closed (submitted on the loan's day), its answers as they were. */
function closedMessage(locale: Locale, status: ClosedStatus, submittedAt?: Date): string {
  const t = apiText(locale);
  return submittedAt
    ? t('refusal.application.submittedOn', {
        date: localeFormat(locale).longDate(submittedAt.toISOString().slice(0, 10)),
      })
    : t('refusal.application.closed', { status });
}

async function refusal(
  orm: Orm,
  row: ApplicationRow,
  locale: Locale,
  field?: string,
): Promise<ClosedRefusal | undefined> {
  if (!isClosedStatus(row.status)) return undefined;
  const loan = row.status === 'submitted' ? await findLoanByApplication(orm, row.id) : undefined;
  return {
    statusCode: 409,
    error: 'Conflict',
    code: 'application_closed',
    status: row.status,
    ...(field ? { field } : {}),
    message: closedMessage(locale, row.status, loan?.createdAt),
  };
}

/** The refusal of any change to a closed application (an offer, a payoff, a value) in `locale`; undefined while open. */
export const closedApplicationRefusal = (orm: Orm, row: ApplicationRow, locale: Locale) =>
  refusal(orm, row, locale);

const afterSubmissionAnswers = new Map<string, (path: string) => string | undefined>();

/** The answers the steps after submission ask, in this flow. */
function askedAfterSubmission(flowType: string): (path: string) => string | undefined {
  let covering = afterSubmissionAnswers.get(flowType);
  if (!covering) {
    const { flows, steps } = flowCatalog();
    const flow = flows.get(flowType);
    const after = flow ? { steps: stepsAfterSubmission(flow) } : { steps: [] };
    covering = answerPathIndex(flowAnswerPaths(after, [...steps.values()]).keys());
    afterSubmissionAnswers.set(flowType, covering);
  }
  return covering;
}

/**
 * The refusal of a write of answers to a closed application in `locale`, naming the first answer it would change
 * (or `flowConfig.flowType`, moving it to another flow).
 */
export async function closedAnswersRefusal(
  orm: Orm,
  row: ApplicationRow,
  after: Record<string, unknown>,
  flowType: string | undefined,
  locale: Locale,
): Promise<ClosedRefusal | undefined> {
  if (!isClosedStatus(row.status)) return undefined;
  if (flowType !== undefined && flowType !== row.flowType)
    return refusal(orm, row, locale, 'flowConfig.flowType');
  const stillOpen = row.status === 'submitted' ? askedAfterSubmission(row.flowType) : () => undefined;
  const locked = changedPaths(row.data, after).find((path) => stillOpen(path) === undefined);
  return locked === undefined ? undefined : refusal(orm, row, locale, locked);
}
