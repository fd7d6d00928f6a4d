/**
 * Closing appointments: the business days (Monday to Friday, US federal holidays excluded) from the third to
 * the twenty-fourth day after today, at 10:00, 13:00 and 15:30 at the property (its time zone, today being the
 * property's date), one hour each. The same function lists the slots for the screen and checks the one the
 * borrower picks.
 */
import { dateIn } from './zoned-time.ts';

const HOURS = [
  { start: '10:00', end: '11:00' },
  { start: '13:00', end: '14:00' },
  { start: '15:30', end: '16:30' },
];
const FIRST_DAY_OFFSET = 3;
const LAST_DAY_OFFSET = 24;

/** Fixed-date and nth-weekday federal holidays of a year, as YYYY-MM-DD (observed dates for weekends). */
function federalHolidays(year: number): Set<string> {
  const iso = (month: number, day: number) => new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
  const nthWeekday = (month: number, weekday: number, n: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return iso(month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  };
  const lastWeekday = (month: number, weekday: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return iso(month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  };
  const observed = (month: number, day: number) => {
    const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
    return iso(month, day + (weekday === 6 ? -1 : weekday === 0 ? 1 : 0));
  };
  return new Set([
    observed(0, 1),
    nthWeekday(0, 1, 3),
    nthWeekday(1, 1, 3),
    lastWeekday(4, 1),
    observed(5, 19),
    observed(6, 4),
    nthWeekday(8, 1, 1),
    nthWeekday(9, 1, 2),
    observed(10, 11),
    nthWeekday(10, 4, 4),
    observed(11, 25),
  ]);
}

export function isBusinessDay(day: string): boolean {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalHolidays(date.getUTCFullYear()).has(day);
}

export interface ClosingSlot {
  /** `YYYY-MM-DDTHH:MM`, wall time at the property: what the borrower picks. */
  id: string;
  date: string;
  start: string;
  end: string;
}

/** The slots from `now`, in the property's time zone (an IANA zone). */
export function closingSlots(timeZone: string, now: Date = new Date()): ClosingSlot[] {
  const today = new Date(`${dateIn(timeZone, now)}T00:00:00Z`);
  const slots: ClosingSlot[] = [];
  for (let offset = FIRST_DAY_OFFSET; offset <= LAST_DAY_OFFSET; offset += 1) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
      .toISOString()
      .slice(0, 10);
    if (!isBusinessDay(day)) continue;
    for (const hour of HOURS)
      slots.push({ id: `${day}T${hour.start}`, date: day, start: hour.start, end: hour.end });
  }
  return slots;
}

export function findClosingSlot(
  id: string,
  timeZone: string,
  now: Date = new Date(),
): ClosingSlot | undefined {
  return closingSlots(timeZone, now).find((slot) => slot.id === id);
}
