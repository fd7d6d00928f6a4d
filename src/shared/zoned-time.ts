/**
 * Wall times in an IANA time zone. The offset of a day comes from Intl (the platform's time zone data), so
 * daylight saving time is whatever the zone's rules say that day, never a fixed offset of ours.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at an instant, as the UTC milliseconds of the same digits. */
function wallClock(instant: number, timeZone: string): number {
  const parts = formatIn(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** Minutes the zone is ahead of UTC at an instant (Portland in July: -420). */
function offsetMinutes(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((wallClock(whole, timeZone) - whole) / 60_000);
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A wall time (`2026-07-14`, `10:00`) in a zone as ISO 8601 with that day's offset: `2026-07-14T10:00:00-07:00`.
 * The offset is looked up at the instant it gives, so a time on the day the clocks change gets its own.
 */
export function zonedIso(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) throw new Error(`zonedIso: not a date and time: ${date} ${time}`);
  const guess = offsetMinutes(wall, timeZone);
  const offset = offsetMinutes(wall - guess * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `${date}T${time}:00${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** The calendar date in the zone at an instant, YYYY-MM-DD. */
export function dateIn(timeZone: string, instant: Date = new Date()): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

const LABELS: Readonly<Record<string, string>> = {
  'America/New_York': 'Eastern time',
  'America/Detroit': 'Eastern time',
  'America/Indiana/Indianapolis': 'Eastern time',
  'America/Chicago': 'Central time',
  'America/Denver': 'Mountain time',
  'America/Boise': 'Mountain time',
  'America/Phoenix': 'Arizona time',
  'America/Los_Angeles': 'Pacific time',
  'America/Anchorage': 'Alaska time',
  'Pacific/Honolulu': 'Hawaii time',
};

/** How a borrower names the zone: `Pacific time`. A zone we do not list is named by its IANA id. */
export const timeZoneLabel = (timeZone: string): string => LABELS[timeZone] ?? `${timeZone} time`;
