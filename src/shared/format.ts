/** Display formats of the spec (sections 2.7, 2.8, 9): USD, whole dollars unless asked for cents. */
import { onFirstUse } from './on-first-use.ts';

const wholeDollars = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);
const dollarsAndCents = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const shortDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** `$60,000`, or `$1,199.10` with cents. */
export function formatUsd(dollars: number, options: { cents?: boolean } = {}): string {
  return (options.cents ? dollarsAndCents() : wholeDollars()).format(dollars);
}

/** `7.625%`: rates to three decimals, without trailing zeros below two. */
export function formatPercent(percent: number): string {
  const fixed = percent.toFixed(3).replace(/0$/, '');
  return `${fixed}%`;
}

/** `Nov 02, 2026` from `2026-11-02` or an ISO time (spec 2.7: short month, 2-digit day, year). */
export function formatShortDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : shortDate().format(date);
}

const longDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** `March 14, 1985` from `1985-03-14`: how an answered date reads back to the borrower. Anything else as given. */
export function formatLongDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  // Not a day of the calendar (2026-02-30 would roll over to March 2): shown as given.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return value;
  return longDate().format(date);
}

/** `30 years` from 360 months. */
export function formatTerm(months: number): string {
  return months % 12 === 0 ? `${months / 12} years` : `${months} months`;
}

const withWeekday = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** `Tuesday, December 1, 2026` from `2026-12-01`. */
export const dayWithWeekday = (day: string): string => withWeekday().format(new Date(`${day}T12:00:00Z`));
