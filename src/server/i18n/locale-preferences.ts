/**
 * Which language the server speaks to whom (issue 22): a signed-in person's own choice (account_preferences), else
 * the request's `Accept-Language`, always among the languages the company offers (companies.languages). A company
 * also keeps, per language, the note shown with a translated legal text on which version governs; without one,
 * the `legal` catalogue's default note is shown.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CLOSED_STATUSES } from '../../shared/application-status.ts';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  negotiateLocale,
  SOURCE_LOCALE,
} from '../../shared/i18n/locales.ts';
import type { Company } from '../branding/officer-repository.ts';
import type { Orm } from '../db/database.ts';
import { accountPreferences, applications, companies, loanOfficers } from '../db/schema.ts';
import { serverMessages } from './server-messages.ts';

/** The languages a company offers, English first; a company unknown offers every language the product speaks. */
export function companyLanguages(company: Pick<Company, 'languages'> | null | undefined): Locale[] {
  if (!company) return [...LOCALES];
  const offered = company.languages.filter(isLocale);
  return LOCALES.filter((locale) => locale === SOURCE_LOCALE || offered.includes(locale));
}

/**
 * The note a translated legal text carries in `locale`: the company's own, else the catalogue's default.
 * English, the version that governs, carries none.
 */
export function governingNote(
  company: Pick<Company, 'translationNotes'> | null | undefined,
  locale: Locale,
): string | undefined {
  if (locale === SOURCE_LOCALE) return undefined;
  const own = company?.translationNotes?.[locale];
  return typeof own === 'string' && own.trim() !== ''
    ? own
    : serverMessages(locale, 'legal')('translation.note');
}

/** The governing-version note of each language but English the company offers (the branding call's). */
export function translationNotesOf(
  company: Pick<Company, 'languages' | 'translationNotes'>,
): Partial<Record<Locale, string>> {
  const notes: Partial<Record<Locale, string>> = {};
  for (const locale of companyLanguages(company)) {
    const note = governingNote(company, locale);
    if (note) notes[locale] = note;
  }
  return notes;
}

/** `Accept-Language`, negotiated among `offered` (every language the product speaks by default); English without it. */
export function acceptedLocale(request: FastifyRequest, offered: readonly Locale[] = LOCALES): Locale {
  const header = request.headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header.join(',') : header, offered);
}

/** The `lang` cookie (a visitor's choice before they signed in), when it names a language. */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const locale = decodeURIComponent(value.join('=').trim());
      return isLocale(locale) ? locale : undefined;
    }
  }
  return undefined;
}

/** What the person chose for themselves, or null when they never chose. */
export async function accountLocale(orm: Orm, subject: string): Promise<Locale | null> {
  const [row] = await orm
    .select({ locale: accountPreferences.locale })
    .from(accountPreferences)
    .where(eq(accountPreferences.subject, subject));
  return isLocale(row?.locale) ? row.locale : null;
}

/**
 * The language a signed-in caller is spoken to in: their choice, else `Accept-Language`, among `offered`.
 * The API's messages use it; a new application starts in it.
 */
export async function callerLocale(
  orm: Orm,
  request: FastifyRequest,
  offered: readonly Locale[] = LOCALES,
): Promise<Locale> {
  const chosen = request.caller ? await accountLocale(orm, request.caller.sub) : null;
  return chosen && offered.includes(chosen) ? chosen : acceptedLocale(request, offered);
}

/** Stores the person's choice, and puts their applications that are still open in that language. */
export async function storeAccountLocale(orm: Orm, subject: string, locale: Locale): Promise<number> {
  return orm.transaction(async (tx) => {
    await tx
      .insert(accountPreferences)
      .values({ subject, locale })
      .onConflictDoUpdate({ target: accountPreferences.subject, set: { locale, updatedAt: sql`now()` } });
    const changed = await tx
      .update(applications)
      .set({ locale })
      .where(and(eq(applications.ownerSub, subject), notInArray(applications.status, [...CLOSED_STATUSES])))
      .returning({ id: applications.id });
    return changed.length;
  });
}

/**
 * The company whose languages bind the caller: the officer's they name (an inactive or unknown one: the default
 * officer's, as a new application would be filed), else that of their newest application's officer.
 */
export async function companyOfCaller(
  orm: Orm,
  subject: string,
  officerCompany: (nmlsId: string | undefined) => Promise<Company | undefined>,
  nmlsId?: string,
): Promise<Company | undefined> {
  if (nmlsId) return officerCompany(nmlsId);
  const [newest] = await orm
    .select({ company: companies })
    .from(applications)
    .innerJoin(loanOfficers, eq(loanOfficers.nmlsId, applications.nmlsId))
    .innerJoin(companies, eq(companies.nmlsId, loanOfficers.companyNmlsId))
    .where(eq(applications.ownerSub, subject))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1);
  return newest?.company ?? officerCompany(undefined);
}
