/**
 * The spec's display formats (src/shared/format.ts) in the borrower's language: English reads exactly as the
 * shared formats write it (`$60,000`, `Nov 02, 2026`); Spanish as US Spanish writes it (`es-US`: `$60,000`,
 * `02 nov 2026`, `viernes, 30 de octubre de 2026`). Amounts stay US dollars.
 */
import { dayWithWeekday, formatLongDate, formatPercent, formatShortDate, formatUsd } from '../format.ts';
import type { Locale } from './locales.ts';

/** The Intl language tag of a product language: Spanish as written in the United States. */
const INTL_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  const known = cache.get(key);
  if (known) return known as T;
  const made = build();
  cache.set(key, made);
  return made;
}

const dayOf = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

export interface LocaleFormat {
  locale: Locale;
  /** `$60,000`, or `$1,199.10` with cents. */
  usd: (dollars: number, options?: { cents?: boolean }) => string;
  /** `Nov 02, 2026` / `02 nov 2026`. */
  shortDate: (value: string) => string;
  /** `March 14, 1985` / `14 de marzo de 1985`. */
  longDate: (value: string) => string;
  /** `Tuesday, December 1, 2026` / `martes, 1 de diciembre de 2026`. */
  weekdayDate: (day: string) => string;
  /** `7.625%`. */
  percent: (value: number) => string;
  /** The Intl tag, for a format of its own (`en-US`, `es-US`). */
  intlTag: string;
}

export function localeFormat(locale: Locale): LocaleFormat {
  const tag = INTL_TAGS[locale];
  if (locale === 'en') {
    return {
      locale,
      usd: formatUsd,
      shortDate: formatShortDate,
      longDate: formatLongDate,
      weekdayDate: dayWithWeekday,
      percent: formatPercent,
      intlTag: tag,
    };
  }
  return {
    locale,
    intlTag: tag,
    usd: (dollars, options = {}) =>
      formatter(`${tag}:usd:${Boolean(options.cents)}`, () =>
        options.cents
          ? new Intl.NumberFormat(tag, {
              style: 'currency',
              currency: 'USD',
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            })
          : new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      ).format(dollars),
    shortDate: (value) => {
      const date = dayOf(value);
      if (Number.isNaN(date.getTime())) return value;
      return formatter(
        `${tag}:short`,
        () =>
          new Intl.DateTimeFormat(tag, { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }),
      ).format(date);
    },
    longDate: (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
      const date = dayOf(value);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return value;
      return formatter(
        `${tag}:long`,
        () =>
          new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
      ).format(date);
    },
    weekdayDate: (day) =>
      formatter(
        `${tag}:weekday`,
        () =>
          new Intl.DateTimeFormat(tag, {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            year: 'numeric',
            timeZone: 'UTC',
          }),
      ).format(new Date(`${day}T12:00:00Z`)),
    percent: formatPercent,
  };
}
