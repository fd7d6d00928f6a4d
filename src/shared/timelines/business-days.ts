/**
 * Business days of Regulation Z (12 CFR 1026.2(a)(6), DOMAIN.md 6), on calendar dates `YYYY-MM-DD`.
 * General: a day the creditor's offices are open (its open weekdays, federal holidays closed).
 * Specific: every day but Sundays and the legal public holidays of 5 USC 6103(a).
 */

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The usual lender: open Monday to Friday. */
export const MONDAY_TO_FRIDAY: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export type BusinessDayRule = { kind: 'specific' } | { kind: 'general'; openDays: readonly Weekday[] };
export const SPECIFIC: BusinessDayRule = { kind: 'specific' };
export const general = (openDays: readonly Weekday[] = MONDAY_TO_FRIDAY): BusinessDayRule => ({
  kind: 'general',
  openDays,
});

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export const weekdayOf = (day: string): Weekday => WEEKDAYS[utc(day).getUTCDay()] as Weekday;

export function addCalendarDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

const holidayCache = new Map<number, Set<string>>();

/**
 * The observed dates of the 5 USC 6103(a) holidays falling in `year`: a Saturday holiday is observed on the
 * Friday before, a Sunday one on the Monday after (Executive Order 11582). New Year's Day of the next year, when it
 * is a Saturday, is observed on 31 December of this one.
 */
export function federalHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const at = (y: number, month: number, day: number) => iso(new Date(Date.UTC(y, month, day)));
  const nthWeekday = (month: number, weekday: number, n: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return at(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  };
  const lastWeekday = (month: number, weekday: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return at(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  };
  const observed = (y: number, month: number, day: number) => {
    const weekday = new Date(Date.UTC(y, month, day)).getUTCDay();
    return at(y, month, day + (weekday === 6 ? -1 : weekday === 0 ? 1 : 0));
  };
  const days = [
    observed(year, 0, 1), // New Year's Day
    nthWeekday(0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(1, 1, 3), // Washington's Birthday
    lastWeekday(4, 1), // Memorial Day
    observed(year, 5, 19), // Juneteenth National Independence Day
    observed(year, 6, 4), // Independence Day
    nthWeekday(8, 1, 1), // Labor Day
    nthWeekday(9, 1, 2), // Columbus Day
    observed(year, 10, 11), // Veterans Day
    nthWeekday(10, 4, 4), // Thanksgiving Day
    observed(year, 11, 25), // Christmas Day
    observed(year + 1, 0, 1), // next New Year's Day, when observed on 31 December
  ];
  const holidays = new Set(days.filter((day) => day.startsWith(String(year))));
  holidayCache.set(year, holidays);
  return holidays;
}

export const isFederalHoliday = (day: string): boolean => federalHolidays(Number(day.slice(0, 4))).has(day);

export function isBusinessDay(day: string, rule: BusinessDayRule): boolean {
  if (isFederalHoliday(day)) return false;
  const weekday = weekdayOf(day);
  return rule.kind === 'specific' ? weekday !== 'Sunday' : rule.openDays.includes(weekday);
}

/** The `n`th business day after `day` (the day itself not counted); n = 0 is `day`. */
export function addBusinessDays(day: string, n: number, rule: BusinessDayRule): string {
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current, rule)) counted += 1;
  }
  return current;
}
