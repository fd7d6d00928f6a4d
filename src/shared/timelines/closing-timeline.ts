/**
 * The dates Regulation Z and the Texas Constitution set around a closing (DOMAIN.md 6), from calendar dates
 * `YYYY-MM-DD`. Every count starts the day after the event, as the worked examples do.
 */
import {
  addBusinessDays,
  addCalendarDays,
  type BusinessDayRule,
  general,
  SPECIFIC,
  type Weekday,
} from './business-days.ts';

/** 1026.19(e)(1)(iii)(A): the Loan Estimate goes out within 3 general business days of the application. */
export const loanEstimateDueDate = (applicationDate: string, openDays?: readonly Weekday[]): string =>
  addBusinessDays(applicationDate, 3, general(openDays));

export type DeliveryMethod = 'in-person' | 'electronic' | 'mail';

/**
 * 1026.19(e)(1)(iv), (f)(1)(iii): a disclosure handed over is received that day; one sent electronically or mailed,
 * without proof of earlier receipt, 3 specific business days after it is sent.
 */
export const receivedDate = (sentDate: string, method: DeliveryMethod): string =>
  method === 'in-person' ? sentDate : addBusinessDays(sentDate, 3, SPECIFIC);

/** 1026.19(e)(1)(iii)(B): consummation no earlier than the 7th specific business day after delivery. */
export const earliestConsummationAfterLoanEstimate = (deliveredDate: string): string =>
  addBusinessDays(deliveredDate, 7, SPECIFIC);

/**
 * 1026.15(a)(3), 1026.23(a)(3): the right to cancel lasts until midnight of the 3rd specific business day after
 * closing (the notice and the material disclosures being delivered at closing); money goes out the day after.
 */
export function rescissionPeriod(closingDate: string): { endsOn: string; moneyFrom: string } {
  const endsOn = addBusinessDays(closingDate, 3, SPECIFIC);
  return { endsOn, moneyFrom: addCalendarDays(endsOn, 1) };
}

/** Tex. Const. art. XVI §50(a)(6)(M)(i): closing not before the 12th day after the later of application and notice. */
export function texasEarliestClosing(applicationDate: string, noticeDate: string): string {
  return addCalendarDays(applicationDate > noticeDate ? applicationDate : noticeDate, 12);
}

export const latestOf = (...days: (string | undefined)[]): string | undefined =>
  days
    .filter((day): day is string => Boolean(day))
    .sort()
    .at(-1);

export type { BusinessDayRule };
