/**
 * The order of the consents around the disclosures (DOMAIN.md 4 and 6): the sample document opened, then the
 * E-SIGN consent, then the disclosures delivered and their receipt acknowledged, and the hard-pull authorisation,
 * all before a HELOC application is submitted.
 */
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import {
  type ConsentText,
  DISCLOSURES_RECEIPT,
  E_SIGN_CONSENT,
  HARD_CREDIT_PULL_CONSENT,
} from '../../shared/consents.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { Orm } from '../db/database.ts';
import { disclosureLinks } from '../db/schema.ts';
import { apiText } from '../i18n/api-texts.ts';
import { latestConsent } from './consent-repository.ts';

/** The newest acceptance of the current version of a consent text, if any. */
export async function currentConsent(orm: Orm, applicationId: number, subjectSub: string, text: ConsentText) {
  const given = await latestConsent(orm, applicationId, subjectSub, text.kind);
  return given?.textVersion === text.version ? given : undefined;
}

/** Whether a disclosures link of the application was opened (after `since`, when given). */
export async function disclosuresLinkOpened(orm: Orm, applicationId: number, since?: Date): Promise<boolean> {
  const [viewed] = await orm
    .select({ viewedAt: disclosureLinks.viewedAt })
    .from(disclosureLinks)
    .where(
      and(
        eq(disclosureLinks.applicationId, applicationId),
        since ? gt(disclosureLinks.viewedAt, since) : isNotNull(disclosureLinks.viewedAt),
      ),
    )
    .limit(1);
  return Boolean(viewed);
}

export interface ConsentProblem {
  code: string;
  message: string;
}

/**
 * What stops the receipt of the disclosures from being recorded: no E-SIGN consent, or not opened since; said in
 * `locale`.
 */
export async function receiptProblem(
  orm: Orm,
  applicationId: number,
  subjectSub: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<ConsentProblem | null> {
  const t = apiText(locale);
  const eSign = await currentConsent(orm, applicationId, subjectSub, E_SIGN_CONSENT);
  if (!eSign) return { code: 'esign_consent_required', message: t('refusal.consent.eSignFirst') };
  if (!(await disclosuresLinkOpened(orm, applicationId, eSign.acceptedAt)))
    return { code: 'disclosures_not_opened', message: t('refusal.consent.openDisclosures') };
  return null;
}

/**
 * What stops submission: a line of credit's early disclosures not delivered and acknowledged (1026.40(b)) since the
 * offer was chosen (`chosenAt`: disclosures of other terms do not count), or no authorisation of the hard inquiry
 * that review of a submitted application makes. Said in `locale`.
 */
export async function submissionConsentProblem(
  orm: Orm,
  applicationId: number,
  subjectSub: string,
  lineOfCredit: boolean,
  chosenAt?: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<ConsentProblem | null> {
  const t = apiText(locale);
  const receipt = lineOfCredit && (await currentConsent(orm, applicationId, subjectSub, DISCLOSURES_RECEIPT));
  if (lineOfCredit && (!receipt || (chosenAt && receipt.acceptedAt < new Date(chosenAt))))
    return { code: 'disclosures_not_acknowledged', message: t('refusal.consent.helocDisclosures') };
  if (!(await currentConsent(orm, applicationId, subjectSub, HARD_CREDIT_PULL_CONSENT)))
    return { code: 'hard_pull_consent_required', message: t('refusal.consent.hardPull') };
  return null;
}
