/**
 * Closing appointments: the lender's general business days (its open days, federal holidays excluded: one holiday
 * rule, timelines/business-days.ts) from the earliest closing date to the twenty-fourth day after today, at 10:00,
 * 13:00 and 15:30 at the property (its time zone, today being the property's date), one hour each. The same
 * function lists the slots for the screen and checks the one the borrower picks.
 */
import {
  addCalendarDays,
  general,
  isBusinessDay as isLenderDay,
  type Weekday,
} from './timelines/business-days.ts';
import { dateIn } from './zoned-time.ts';

const HOURS = [
  { start: '10:00', end: '11:00' },
  { start: '13:00', end: '14:00' },
  { start: '15:30', end: '16:30' },
];
/** Time for the Closing Disclosure to reach the borrower: no slot before the third day from today. */
export const FIRST_DAY_OFFSET = 3;
/** How far the list reaches beyond its first possible day. */
const SPAN_DAYS = 21;

export interface ClosingRules {
  /** The lender's open days (provider configuration); Monday to Friday without it. */
  openDays?: readonly Weekday[];
  /** The earliest date the timelines allow (TRID, Texas), `YYYY-MM-DD`. */
  notBefore?: string;
}

/** A day closings are held: a general business day of the lender. */
export const isBusinessDay = (day: string, openDays?: readonly Weekday[]): boolean =>
  isLenderDay(day, general(openDays));

export interface ClosingSlot {
  /** `YYYY-MM-DDTHH:MM`, wall time at the property: what the borrower picks. */
  id: string;
  date: string;
  start: string;
  end: string;
}

/** The first date a closing may be on: the third day from today, or later when the timelines say so. */
export function earliestClosingDate(timeZone: string, now: Date, notBefore?: string): string {
  const third = addCalendarDays(dateIn(timeZone, now), FIRST_DAY_OFFSET);
  return notBefore && notBefore > third ? notBefore : third;
}

/** The slots from `now`, in the property's time zone (an IANA zone). */
export function closingSlots(
  timeZone: string,
  now: Date = new Date(),
  rules: ClosingRules = {},
): ClosingSlot[] {
  const first = earliestClosingDate(timeZone, now, rules.notBefore);
  const slots: ClosingSlot[] = [];
  for (let offset = 0; offset <= SPAN_DAYS; offset += 1) {
    const day = addCalendarDays(first, offset);
    if (!isBusinessDay(day, rules.openDays)) continue;
    for (const hour of HOURS)
      slots.push({ id: `${day}T${hour.start}`, date: day, start: hour.start, end: hour.end });
  }
  return slots;
}

export function findClosingSlot(
  id: string,
  timeZone: string,
  now: Date = new Date(),
  rules: ClosingRules = {},
): ClosingSlot | undefined {
  return closingSlots(timeZone, now, rules).find((slot) => slot.id === id);
}
