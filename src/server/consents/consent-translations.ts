/**
 * Consent texts in the borrower's language (issue 22, item 3). The English of src/shared/consents.ts is the
 * record: its version and hash are what a consent stores. A borrower who reads Spanish is shown the `legal`
 * catalogue's translation with the company's note on which version governs, and that text is kept beside the
 * record (consents.shown_locale, shown_text).
 */
import { type ConsentText, E_SIGN_CONSENT } from '../../shared/consents.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { Company } from '../branding/officer-repository.ts';
import { governingNote } from '../i18n/locale-preferences.ts';
import { serverMessages } from '../i18n/server-messages.ts';

export interface ShownConsent {
  locale: Locale;
  title: string;
  /** The text as the borrower reads it (the E-SIGN consent's paragraphs as `Heading. Text` lines, as in English). */
  text: string;
  /** Which version governs: shown with every translated legal text; none in English. */
  governingNote?: string;
}

/** A consent as shown in `locale`; in English, the text of the record itself. */
export function shownConsent(
  consent: ConsentText,
  locale: Locale,
  company: Pick<Company, 'translationNotes'> | null | undefined,
): ShownConsent {
  if (locale === SOURCE_LOCALE) return { locale, title: consent.title, text: consent.text };
  const t = serverMessages(locale, 'legal');
  const text =
    consent.kind === E_SIGN_CONSENT.kind
      ? E_SIGN_CONSENT.paragraphs
          .map(
            (_paragraph, index) =>
              `${t(`consent.e-sign.${index + 1}.heading`)}. ${t(`consent.e-sign.${index + 1}.text`)}`,
          )
          .join('\n')
      : t(`consent.${consent.kind}.text`);
  const note = governingNote(company, locale);
  return {
    locale,
    title: t(`consent.${consent.kind}.title`),
    text,
    ...(note ? { governingNote: note } : {}),
  };
}

/** What is kept of a translated consent beside the English record: the text shown, then its governing note. */
export const shownRecordText = (shown: ShownConsent): string =>
  shown.governingNote ? `${shown.text}\n\n${shown.governingNote}` : shown.text;
