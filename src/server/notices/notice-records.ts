/**
 * Notices of action as given, with the decision and reasons they rest on (notices_of_action, migration 0016): the
 * record Reg B 1002.12(b) asks a creditor to keep for 25 months. A decline is decided and its notice given at once;
 * a counteroffer waits (pending) until its terms are accepted or, unaccepted, its 90 days run out.
 */
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { NoticeOfAction } from '../../shared/notices/notice-of-action.ts';
import type { PricingResult } from '../../shared/pricing/pricing-types.ts';
import type { Orm } from '../db/database.ts';
import { applications, noticesOfAction } from '../db/schema.ts';
import { addDays, dayOf } from '../pricing/rate-lock.ts';

export type NoticeRow = typeof noticesOfAction.$inferSelect;

/** Reg B 1002.9(a)(1)(i): notice within 30 days of a decision on a completed application. */
export const DECLINE_NOTICE_DAYS = 30;
/** Reg B 1002.9(a)(1)(iv): a counteroffer not accepted within 90 days needs its notice by then. */
export const COUNTEROFFER_DAYS = 90;
/** Reg B 1002.12(b)(1): the application, the notice and the reasons are kept 25 months. */
export const RETENTION_MONTHS = 25;

/** What the pricing run decided on, stored beside its notice. */
export type DeclinedRun = Pick<
  PricingResult,
  'declines' | 'ineligibleReasons' | 'propertyValue' | 'maxLimits' | 'minAmount'
>;

/** The day `months` calendar months after `day` (the last day of a shorter month). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDay));
  return dayOf(first);
}

export async function latestNotice(orm: Orm, applicationId: number): Promise<NoticeOfAction | undefined> {
  const [row] = await orm
    .select({ notice: noticesOfAction.notice })
    .from(noticesOfAction)
    .where(and(eq(noticesOfAction.applicationId, applicationId), eq(noticesOfAction.status, 'issued')))
    .orderBy(desc(noticesOfAction.id))
    .limit(1);
  return (row?.notice ?? undefined) as NoticeOfAction | undefined;
}

/** The row of the latest notice given, with the decision it rests on. */
export async function latestNoticeRow(orm: Orm, applicationId: number): Promise<NoticeRow | undefined> {
  const [row] = await orm
    .select()
    .from(noticesOfAction)
    .where(and(eq(noticesOfAction.applicationId, applicationId), eq(noticesOfAction.status, 'issued')))
    .orderBy(desc(noticesOfAction.id))
    .limit(1);
  return row;
}

/** Keeps, beside the English record, the notice as the borrower was shown it in another language. */
export async function keepShownNotice(orm: Orm, id: number, locale: string, shown: unknown): Promise<void> {
  await orm
    .update(noticesOfAction)
    .set({ shownLocale: locale, shownNotice: shown as Record<string, unknown>, updatedAt: sql`now()` })
    .where(eq(noticesOfAction.id, id));
}

export async function noticesOf(orm: Orm, applicationId: number): Promise<NoticeRow[]> {
  return orm
    .select()
    .from(noticesOfAction)
    .where(eq(noticesOfAction.applicationId, applicationId))
    .orderBy(asc(noticesOfAction.id));
}

/** JSON with sorted keys: jsonb keeps its own key order, so a stored notice reads back reordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const withoutTime = ({ issuedAt: _issuedAt, issuedOn: _issuedOn, ...rest }: NoticeOfAction) =>
  canonical(rest);

const issuedColumns = (notice: NoticeOfAction, now: Date) => ({
  status: 'issued' as const,
  issuedAt: now,
  retainUntil: addMonths(dayOf(now), RETENTION_MONTHS),
  principalReasons: notice.principalReasons,
  notice: notice as unknown as Record<string, unknown>,
});

/**
 * Keeps a decline's notice with its run and answers the one the borrower is shown: the same notice given again
 * (a reload of the page) is the one already kept, not a second record.
 */
export async function recordNotice(
  orm: Orm,
  applicationId: number,
  notice: NoticeOfAction,
  run: DeclinedRun,
  pricingRunId: number | null,
  now: Date,
): Promise<NoticeOfAction> {
  const previous = await latestNotice(orm, applicationId);
  if (previous && withoutTime(previous) === withoutTime(notice)) return previous;
  const { declines, ineligibleReasons, propertyValue, maxLimits, minAmount } = run;
  const decidedOn = dayOf(now);
  await orm.insert(noticesOfAction).values({
    applicationId,
    action: notice.action.taken,
    decidedOn,
    dueOn: addDays(decidedOn, DECLINE_NOTICE_DAYS),
    decision: { declines, ineligibleReasons, propertyValue, maxLimits, minAmount },
    pricingRunId,
    ...issuedColumns(notice, now),
  });
  return notice;
}

export interface CounterofferDecision {
  requestedAmount: number;
  offeredAmount: number;
  limitedBy: string;
  principalReasons: string[];
}

/** A counteroffer made on this pricing run, pending until accepted or its 90 days end; one per application. */
export async function recordCounteroffer(
  orm: Orm,
  applicationId: number,
  decision: CounterofferDecision,
  pricingRunId: number,
  now: Date,
): Promise<void> {
  const [pending] = await orm
    .select({ id: noticesOfAction.id })
    .from(noticesOfAction)
    .where(and(eq(noticesOfAction.applicationId, applicationId), eq(noticesOfAction.status, 'pending')));
  if (pending) return;
  const decidedOn = dayOf(now);
  await orm.insert(noticesOfAction).values({
    applicationId,
    action: 'counteroffer',
    status: 'pending',
    decidedOn,
    dueOn: addDays(decidedOn, COUNTEROFFER_DAYS),
    principalReasons: decision.principalReasons,
    decision: { ...decision },
    pricingRunId,
  });
}

/** The borrower accepted terms: a pending counteroffer needs no notice. */
export async function acceptCounteroffer(orm: Orm, applicationId: number): Promise<void> {
  await orm
    .update(noticesOfAction)
    .set({ status: 'accepted', updatedAt: sql`now()` })
    .where(and(eq(noticesOfAction.applicationId, applicationId), eq(noticesOfAction.status, 'pending')));
}

/**
 * Counteroffers whose notice is due now: pending on or after their last day, or on an application withdrawn or
 * declined before they were accepted (of one application, or of all).
 */
export async function dueCounteroffers(orm: Orm, now: Date, applicationId?: number): Promise<NoticeRow[]> {
  const closed = orm
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.status, ['withdrawn', 'declined']));
  const rows = await orm
    .select()
    .from(noticesOfAction)
    .where(
      and(
        eq(noticesOfAction.status, 'pending'),
        or(lte(noticesOfAction.dueOn, dayOf(now)), inArray(noticesOfAction.applicationId, closed)),
        applicationId === undefined ? undefined : eq(noticesOfAction.applicationId, applicationId),
      ),
    )
    .orderBy(asc(noticesOfAction.id));
  return rows;
}

/** Gives a pending counteroffer its notice (only while it is still pending). */
export async function issueCounteroffer(orm: Orm, id: number, notice: NoticeOfAction, now: Date) {
  await orm
    .update(noticesOfAction)
    .set({ ...issuedColumns(notice, now), updatedAt: sql`now()` })
    .where(and(eq(noticesOfAction.id, id), eq(noticesOfAction.status, 'pending')));
}

/** Every notice in a status, oldest due first (the operator's list). */
export async function noticesByStatus(orm: Orm, status: NoticeRow['status']): Promise<NoticeRow[]> {
  return orm
    .select()
    .from(noticesOfAction)
    .where(eq(noticesOfAction.status, status))
    .orderBy(asc(noticesOfAction.dueOn), asc(noticesOfAction.id));
}
