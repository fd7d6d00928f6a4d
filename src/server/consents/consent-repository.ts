import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ConsentText } from '../../shared/consents.ts';
import { isLocale, type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { Orm } from '../db/database.ts';
import { applications, companies, consents, loanOfficers } from '../db/schema.ts';
import { accountLocale, companyLanguages } from '../i18n/locale-preferences.ts';
import { shownConsent, shownRecordText } from './consent-translations.ts';

/** What the API answers once a consent is recorded. */
export interface ConsentReceipt {
  kind: string;
  textVersion: string;
  acceptedAt: string;
  /** The language the text was shown in, when not English (the English text stays the record). */
  shownLocale?: Locale;
}

/**
 * The language the caller read the consent in: the body's `locale` (the screen's), else their account's choice,
 * else the application's language, among those the application's company offers.
 */
async function shownLocaleOf(orm: Orm, request: FastifyRequest, applicationId: number) {
  const [found] = await orm
    .select({ locale: applications.locale, company: companies })
    .from(applications)
    .leftJoin(loanOfficers, eq(loanOfficers.nmlsId, applications.nmlsId))
    .leftJoin(companies, eq(companies.nmlsId, loanOfficers.companyNmlsId))
    .where(eq(applications.id, applicationId));
  const offered = companyLanguages(found?.company);
  const asked = (request.body as { locale?: unknown } | undefined)?.locale;
  const chosen = request.caller ? await accountLocale(orm, request.caller.sub) : null;
  const locale = [asked, chosen, found?.locale].find(
    (candidate): candidate is Locale => isLocale(candidate) && offered.includes(candidate),
  );
  return { locale: locale ?? SOURCE_LOCALE, company: found?.company ?? null };
}

/**
 * Records that the signed-in caller accepted this version of a consent text (DOMAIN.md 4): the version, a hash of
 * the text they were shown, when, and from which address and browser. The version and hash are the English text's
 * (the version that governs); a caller who read it in another language has that text kept beside them, with the
 * company's governing-version note, as shown.
 */
export async function recordConsent(
  orm: Orm,
  request: FastifyRequest,
  applicationId: number,
  consent: ConsentText,
): Promise<ConsentReceipt> {
  const { locale, company } = await shownLocaleOf(orm, request, applicationId);
  const shown = locale === SOURCE_LOCALE ? undefined : shownConsent(consent, locale, company);
  const [saved] = await orm
    .insert(consents)
    .values({
      applicationId,
      subjectSub: request.caller?.sub as string,
      kind: consent.kind,
      textVersion: consent.version,
      textSha256: createHash('sha256').update(consent.text).digest('hex'),
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      shownLocale: locale,
      shownText: shown ? shownRecordText(shown) : null,
    })
    .returning();
  if (!saved) throw new Error(`The ${consent.kind} consent was not stored`);
  return {
    kind: consent.kind,
    textVersion: consent.version,
    acceptedAt: saved.acceptedAt.toISOString(),
    ...(shown ? { shownLocale: locale } : {}),
  };
}

/** The newest acceptance of a consent kind by one person on one application, if any. */
export async function latestConsent(orm: Orm, applicationId: number, subjectSub: string, kind: string) {
  const [row] = await orm
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.applicationId, applicationId),
        eq(consents.subjectSub, subjectSub),
        eq(consents.kind, kind),
      ),
    )
    .orderBy(desc(consents.acceptedAt))
    .limit(1);
  return row;
}
