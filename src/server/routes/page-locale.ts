import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import type { Orm } from '../db/database.ts';
import { applications } from '../db/schema.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';

/**
 * The language of the pages and mails the server writes itself (the identity provider's pages, the simulators'
 * hosted pages, mails): the visitor's `lang` cookie (their choice, set by the SPA's picker), else the first language
 * of `Accept-Language` the product speaks and the company offers, else English.
 */
export function requestLocale(request: FastifyRequest, offered: readonly Locale[] = LOCALES): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  return isLocale(chosen) && offered.includes(chosen) ? chosen : acceptedLocale(request, offered);
}

/**
 * OpenID Connect's `ui_locales` ("es-419 en", space-separated, in order of preference): the first language the
 * product speaks and the company offers, or undefined when it names none.
 */
export function uiLocalesChoice(uiLocales: string | undefined, offered: readonly Locale[] = LOCALES) {
  for (const tag of (uiLocales ?? '').trim().split(/\s+/)) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language) && offered.includes(language)) return language;
  }
  return undefined;
}

/** A year, as the SPA keeps the cookie (src/client/i18n/locale.ts); readable by the SPA, which also writes it. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Remembers a language the visitor asked for explicitly, so the SPA goes on in it after the provider's pages. */
export function rememberLocale(request: FastifyRequest, reply: FastifyReply, locale: Locale): void {
  if (request.cookies?.[LOCALE_COOKIE] === locale) return;
  reply.setCookie(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax' });
}

/** The language stored on an application (`applications.locale`), or undefined for an id that names none. */
export async function applicationLocale(orm: Orm, appId: number | string): Promise<Locale | undefined> {
  const id = Number(appId);
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await orm
    .select({ locale: applications.locale })
    .from(applications)
    .where(eq(applications.id, id));
  return isLocale(row?.locale) ? row.locale : undefined;
}

/** The language of a page or mail about an application: the application's, else the request's. */
export async function applicationOrRequestLocale(
  orm: Orm,
  appId: number | string | undefined,
  request: FastifyRequest,
): Promise<Locale> {
  const stored = appId === undefined ? undefined : await applicationLocale(orm, appId);
  return stored ?? requestLocale(request);
}

/** A date (an ISO day or an instant) written out in the language, in UTC as the server keeps it. */
export function formatDay(locale: Locale, date: Date | string): string {
  const value = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  if (Number.isNaN(value.getTime())) return String(date);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
}

/** An instant with its time, in UTC, written out in the language ("March 4, 2025 at 2:05 PM UTC"). */
export function formatInstant(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}
