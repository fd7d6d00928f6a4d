/**
 * A notice of action in the borrower's language (issue 22, item 3). The notice composed in English
 * (src/shared/notices/notice-of-action.ts) stays the record; a borrower who reads Spanish is shown the same notice
 * with every prescribed text, reason and explanation from the `legal` catalogue, and the company's note on which
 * version governs. Names, addresses, figures and the key factors the bureau reported are kept as they are.
 */
import { formatUsd } from '../../shared/format.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { NoticeOfAction } from '../../shared/notices/notice-of-action.ts';
import {
  ECOA_NOTICE,
  FCRA_ADVERSE_ACTION,
  FCRA_SCORE_DISCLOSURE,
  HOME_LOAN_APPLICANT_NOTICE,
  NO_KEY_FACTORS,
} from '../../shared/notices/notice-texts.ts';
import { type Decline, FORM_C1_REASONS } from '../../shared/pricing/decline-reasons.ts';
import type { Company } from '../branding/officer-repository.ts';
import { governingNote } from '../i18n/locale-preferences.ts';
import { serverMessages, type Translate } from '../i18n/server-messages.ts';

/** A notice as shown in a language other than English, with the note on which version governs. */
export interface ShownNotice {
  locale: Locale;
  governingNote?: string;
  notice: NoticeOfAction;
}

const OTHER = `${FORM_C1_REASONS.other}: `;
const OTHER_REASONS: Record<string, string> = {
  [`${OTHER}credit score below the minimum this program accepts`]: 'otherCreditScore',
  [`${FORM_C1_REASONS.other}: amount requested is above the program's maximum`]: 'otherProgramMaximum',
  [`${FORM_C1_REASONS.other}: amount requested is above the largest amount we can offer`]:
    'otherLargestAmount',
};

function reasonIn(t: Translate, reason: string): string {
  const key =
    Object.entries(FORM_C1_REASONS).find(([, english]) => english === reason)?.[0] ?? OTHER_REASONS[reason];
  return key ? t(`notice.reason.${key}`) : reason;
}

function wordsIn(t: Translate, group: 'occupancy' | 'propertyType', value: string): string {
  try {
    return t(`notice.${group}.${value}`);
  } catch {
    return t(`notice.${group}.other`, { value });
  }
}

const some = (dollars: number) => (dollars > 0 ? formatUsd(dollars) : 'none');

/** One decline in the borrower's words in `t`'s language (src/shared/pricing/decline-reasons.ts explainDecline). */
export function explainDeclineIn(t: Translate, decline: Decline): string {
  const key = `notice.decline.${decline.code}`;
  switch (decline.code) {
    case 'creditScore':
      return t(key, { score: decline.score, minimumScore: decline.minimumScore });
    case 'occupancyScore':
      return t(key, {
        occupancy: wordsIn(t, 'occupancy', decline.occupancy),
        score: decline.score,
        minimumScore: decline.minimumScore,
      });
    case 'occupancy':
      return t(key, { occupancy: wordsIn(t, 'occupancy', decline.occupancy) });
    case 'propertyType':
      return t(key, { propertyType: wordsIn(t, 'propertyType', decline.propertyType) });
    case 'collateral':
      return t(key, {
        propertyValue: formatUsd(decline.propertyValue),
        maxCltvPercent: decline.maxCltvPercent,
        liensThatStay: some(decline.liensThatStay),
        largestLoan: some(decline.largestLoan),
        smallestLoan: formatUsd(decline.smallestLoan),
        requiredPayoffs: some(decline.requiredPayoffs),
      });
    case 'debtToIncome':
      return t(key, {
        monthlyIncome: formatUsd(decline.monthlyIncome),
        monthlyDebts: formatUsd(decline.monthlyDebts),
        smallestLoan: formatUsd(decline.smallestLoan),
        maxDebtToIncomePercent: decline.maxDebtToIncomePercent,
      });
    case 'programLimits':
      return t(key, {
        state: decline.state,
        smallestLoan: formatUsd(decline.smallestLoan),
        largestLoan: formatUsd(decline.largestLoan),
      });
    case 'thirdLien':
      return t(key, { liensThatStay: decline.liensThatStay });
    default:
      return t(key);
  }
}

const REQUEST_LINE = /^Home equity loan or line of credit(?: of (\$[0-9,.]+))?(?:, secured by (.+))?$/;

function longDateIn(locale: Locale, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The notice in `locale` (the English record itself in English). `declines` are the pricing run's (the notice's
 * decision), whose explanations are written again in that language.
 */
export function translateNotice(
  notice: NoticeOfAction,
  declines: readonly Decline[],
  locale: Locale,
): NoticeOfAction {
  if (locale === SOURCE_LOCALE) return notice;
  const t = serverMessages(locale, 'legal');
  const list = (english: readonly string[], prefix: string, source: readonly string[]) =>
    english.map((text) => {
      const index = source.indexOf(text);
      return index >= 0 ? t(`${prefix}.${index + 1}`) : text;
    });
  const request = REQUEST_LINE.exec(notice.request);
  const offer = notice.counteroffer;
  const credit = notice.credit;
  return {
    ...notice,
    action: { ...notice.action, statement: t(`notice.action.${notice.action.taken}`) },
    request: request
      ? t('notice.request', { amount: request[1] ?? 'none', home: request[2] ?? 'none' })
      : notice.request,
    principalReasons: notice.principalReasons.map((reason) => reasonIn(t, reason)),
    explanations: offer
      ? [
          t('notice.counterofferExplanation', {
            requested: formatUsd(offer.requestedAmount),
            offered: formatUsd(offer.offeredAmount),
            offeredOn: longDateIn(locale, offer.offeredOn),
          }),
        ]
      : declines.length === notice.explanations.length
        ? declines.map((decline) => explainDeclineIn(t, decline))
        : notice.explanations,
    ecoa: {
      ...notice.ecoa,
      statement: notice.ecoa.statement === ECOA_NOTICE ? t('notice.ecoa') : notice.ecoa.statement,
    },
    credit: credit && {
      ...credit,
      statements: list(credit.statements, 'notice.fcra.adverseAction', FCRA_ADVERSE_ACTION),
      score: credit.score && {
        ...credit.score,
        keyFactors: credit.score.keyFactors.map((factor) =>
          factor === NO_KEY_FACTORS ? t('notice.noKeyFactors') : factor,
        ),
        statements: list(credit.score.statements, 'notice.fcra.score', FCRA_SCORE_DISCLOSURE),
        homeLoanApplicantNotice: list(
          credit.score.homeLoanApplicantNotice,
          'notice.homeLoan',
          HOME_LOAN_APPLICANT_NOTICE,
        ),
      },
    },
  };
}

/** The notice as shown in `locale`, with the company's governing-version note; undefined in English. */
export function shownNotice(
  notice: NoticeOfAction,
  declines: readonly Decline[],
  locale: Locale,
  company: Pick<Company, 'translationNotes'> | null | undefined,
): ShownNotice | undefined {
  if (locale === SOURCE_LOCALE) return undefined;
  const note = governingNote(company, locale);
  return {
    locale,
    ...(note ? { governingNote: note } : {}),
    notice: translateNotice(notice, declines, locale),
  };
}
