/**
 * The loan's words in the borrower's language (issue 22), from the `loan` catalogue (schemas/messages/<locale>/loan.json).
 * The record stays English: a to-do row keeps its English description and its `code`; a description is shown in
 * another language only when it is still the catalogue's English text for its code (a processor's own words, or a
 * description changed since, stay as written). Translated documents carry the note on which version governs.
 */
import type { FastifyRequest } from 'fastify';
import { localeFormat } from '../../shared/i18n/locale-format.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import {
  type NoticeSection,
  RESCISSION_NOTICE_TITLE,
  type RescissionNoticeInput,
  rescissionNotice,
} from '../../shared/timelines/rescission-notice.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import { serverMessages, type Translate } from '../i18n/server-messages.ts';

export const LOAN_NAMESPACE = 'loan';

/** The `loan` catalogue's texts in `locale` (English keys fill what a locale lacks). */
export const loanText = (locale: Locale): Translate => serverMessages(locale, LOAN_NAMESPACE);

/** The `loan` catalogue in the request's language (`Accept-Language`; the SPA sends the page's). */
export const requestLoanText = (request: FastifyRequest): Translate => loanText(acceptedLocale(request));

/** A day named in a refusal: English keeps the ISO day it has always written; another language writes it out. */
export const refusalDay = (locale: Locale, day: string): string =>
  locale === SOURCE_LOCALE ? day : localeFormat(locale).weekdayDate(day);

/** A term in words: `30 years` when whole years, else `18 months`. */
export function termWords(t: Translate, months: number): string {
  return months % 12 === 0
    ? t('term', { unit: 'years', count: String(months / 12) })
    : t('term', { unit: 'months', count: String(months) });
}

/** The catalogue keys a to-do's code may be described by (with the values the English text was made from). */
function candidateKeys(code: string): string[] {
  switch (code) {
    case 'income-proof':
      return ['condition.income-proof.selfEmployed', 'condition.income-proof.wages'];
    case 'early-disclosure':
      return ['condition.early-disclosure.heloc', 'condition.early-disclosure.loanEstimate'];
    case 'identity-document':
    case 'homeowners-insurance':
    case 'hoa':
    case 'bankruptcy':
    case 'initial-disclosures':
    case 'e-sign-consent':
      return [`condition.${code}`];
    default:
      return [];
  }
}

const MORTGAGE_STATEMENT = /^mortgage-statement-(\d+)$/;

/**
 * A to-do's description in `locale`: the catalogue's text for its code when the stored description is that code's
 * English text; anything else (a processor's free text, no known code) as written.
 */
export function itemDescription(
  locale: Locale,
  code: string | null | undefined,
  description: string,
): string {
  if (locale === SOURCE_LOCALE || !code) return description;
  const english = loanText(SOURCE_LOCALE);
  const shown = loanText(locale);
  const statement = MORTGAGE_STATEMENT.exec(code);
  if (statement) {
    // The English text names the property (its street, or "owned property N"): the same place in the other language.
    const [before, after] = english('condition.mortgage-statement', { property: '\u0000' }).split('\u0000');
    if (before === undefined || after === undefined) return description;
    if (!description.startsWith(before) || !description.endsWith(after)) return description;
    const place = description.slice(before.length, description.length - after.length);
    const number = statement[1] as string;
    const property =
      place === english('condition.ownedProperty', { number })
        ? shown('condition.ownedProperty', { number })
        : place;
    return shown('condition.mortgage-statement', { property });
  }
  for (const key of candidateKeys(code)) if (english(key) === description) return shown(key);
  return description;
}

/** The English text of a to-do's key, as stored on the loan (loan-conditions.ts). */
export const englishCondition = (key: string, values?: Record<string, unknown>) =>
  loanText(SOURCE_LOCALE)(key, values);

/** The notice of the right to cancel in `locale`; English is the shared notice, word for word. */
export function rescissionNoticeIn(
  locale: Locale,
  input: RescissionNoticeInput,
): { title: string; sections: NoticeSection[] } {
  if (locale === SOURCE_LOCALE) return { title: RESCISSION_NOTICE_TITLE, sections: rescissionNotice(input) };
  const t = loanText(locale);
  const closing = localeFormat(locale).weekdayDate(input.closingDate);
  const ends = localeFormat(locale).weekdayDate(input.endsOn);
  const what = input.openEnd ? 'account' : 'transaction';
  return {
    title: t('rescission.title'),
    sections: [
      {
        heading: t('rescission.right.heading'),
        paragraphs: [
          t(input.openEnd ? 'rescission.right.account' : 'rescission.right.transaction', { closing }),
          t('rescission.right.effect', { what }),
          t('rescission.right.return'),
        ],
      },
      {
        heading: t('rescission.how.heading'),
        paragraphs: [
          t('rescission.how.notify', { what, lender: input.lenderName, address: input.lenderAddress }),
          t('rescission.how.statement'),
          t('rescission.how.deadline', { ends }),
        ],
      },
    ],
  };
}
