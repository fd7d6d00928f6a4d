/**
 * Notices of action as shown, kept with the pricing run that led to them (offer_events, kind notice_of_action):
 * the record Reg B 1002.12(b) asks a creditor to keep for 25 months.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { NoticeOfAction } from '../../shared/notices/notice-of-action.ts';
import type { PricingResult } from '../../shared/pricing/pricing-types.ts';
import type { Orm } from '../db/database.ts';
import { offerEvents } from '../db/schema.ts';

export const NOTICE_EVENT_KIND = 'notice_of_action';

/** What the pricing run decided on, stored beside its notice. */
export type DeclinedRun = Pick<
  PricingResult,
  'declines' | 'ineligibleReasons' | 'propertyValue' | 'maxLimits' | 'minAmount'
>;

export async function latestNotice(orm: Orm, applicationId: number): Promise<NoticeOfAction | undefined> {
  const [row] = await orm
    .select({ payload: offerEvents.payload })
    .from(offerEvents)
    .where(and(eq(offerEvents.applicationId, applicationId), eq(offerEvents.kind, NOTICE_EVENT_KIND)))
    .orderBy(desc(offerEvents.id))
    .limit(1);
  return (row?.payload as { notice?: NoticeOfAction } | undefined)?.notice;
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

const withoutTime = ({ issuedAt: _issuedAt, ...rest }: NoticeOfAction) => canonical(rest);

/**
 * Keeps the notice with its run and answers the one the borrower is shown: the same notice given again the same day
 * (a reload of the page) is the one already kept, not a second record.
 */
export async function recordNotice(
  orm: Orm,
  applicationId: number,
  notice: NoticeOfAction,
  run: DeclinedRun,
): Promise<NoticeOfAction> {
  const previous = await latestNotice(orm, applicationId);
  if (previous && withoutTime(previous) === withoutTime(notice)) return previous;
  const { declines, ineligibleReasons, propertyValue, maxLimits, minAmount } = run;
  await orm.insert(offerEvents).values({
    applicationId,
    kind: NOTICE_EVENT_KIND,
    payload: { notice, run: { declines, ineligibleReasons, propertyValue, maxLimits, minAmount } },
  });
  return notice;
}
