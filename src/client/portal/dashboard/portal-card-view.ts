/**
 * What a dashboard card shows (spec 2.7, 4.9, 8, 9): the status 'Submit Application' is an unsubmitted
 * application, displayed as 'Application in Progress / Not Submitted'; any other status is a loan, coloured by
 * its milestone (an unknown one gets the generic colour). Amounts in whole dollars, dates as 'Nov 02, 2026', the
 * product in words ('Home equity loan', never its code).
 */
import { formatShortDate, formatUsd } from '../../../shared/format.ts';
import { milestoneColour } from '../../../shared/loan-milestones.ts';
import { productTypeLabel } from '../../../shared/product-types.ts';
import type { PortalCard } from '../../api/portal-api.ts';
import type { Translate } from '../../i18n/messages.ts';
import { milestoneWords, productWords } from '../../loans/loan-words.ts';
import type { LocaleFormat } from '../../loans/locale-format.ts';
import { FALLBACK_TEXTS, type FallbackTexts, fallbackTexts, orFallback } from '../fallback-texts.ts';

export const UNSUBMITTED_STATUS = 'Submit Application';
export const UNSUBMITTED_LABEL = 'Application in Progress / Not Submitted';
export const NOT_CHOSEN = 'Not chosen yet';

/** Dark text: every status colour of spec 9, and the generic one, is a light enough background for it (AA). */
export const STATUS_TEXT_COLOUR = '#1a1a1a';

export interface PortalCardView {
  key: string;
  isApplication: boolean;
  street: string;
  amount: string;
  productType: string;
  statusLabel: string;
  statusColour: string;
  /** Only a loan has one. */
  loanNumber: string | null;
  appDate: string;
  todoCount: number;
  /** A loan or application the caller joined as a co-borrower: their own to-dos, their own part to continue. */
  isCoborrower: boolean;
  /** None on a co-borrower's loan: its pages are the borrower's. */
  action: 'Finish Application' | 'View Loan' | 'Continue My Part' | null;
  /** The application's notice of action, when one was given: its link's words and the application it is on. */
  notice: { label: string; appId: string } | null;
}

const NOTICE_WORDS = {
  denied: 'Notice of action taken',
  incomplete: 'Notice of incomplete application',
  counteroffer: 'Notice of action taken on your request',
} as const;

export function isUnsubmitted(card: Pick<PortalCard, 'status'>): boolean {
  return card.status === UNSUBMITTED_STATUS;
}

/**
 * The words of a card in the page's language: the `portal` and `loans` catalogues and the locale's formats.
 * Without them, the card reads in English (the spec's words).
 */
export interface CardWords {
  t: Translate;
  tLoans: Translate;
  format: LocaleFormat;
}

/** The `portal` catalogue's words of each action. */
export const ACTION_KEYS = {
  'Finish Application': 'card.action.finish',
  'View Loan': 'card.action.view',
  'Continue My Part': 'card.action.continuePart',
} as const;

export function statusLabel(status: string | null | undefined, words?: CardWords): string {
  if (!words) {
    if (status === UNSUBMITTED_STATUS) return UNSUBMITTED_LABEL;
    return orFallback(status, FALLBACK_TEXTS.status);
  }
  if (status === UNSUBMITTED_STATUS) return words.t('card.unsubmitted');
  const known = orFallback(status, '');
  return known ? milestoneWords(words.tLoans, known) : words.t('fallback.status');
}

function actionOf(isApplication: boolean, isCoborrower: boolean): PortalCardView['action'] {
  if (isCoborrower) return isApplication ? 'Continue My Part' : null;
  return isApplication ? 'Finish Application' : 'View Loan';
}

export function portalCardView(card: PortalCard, words?: CardWords): PortalCardView {
  const isApplication = isUnsubmitted(card);
  const isCoborrower = card.role === 'coborrower';
  const fallbacks: FallbackTexts = words ? fallbackTexts(words.t) : FALLBACK_TEXTS;
  const notChosen = words ? words.t('card.notChosen') : NOT_CHOSEN;
  const usd = words ? words.format.usd : formatUsd;
  const shortDate = words ? words.format.shortDate : formatShortDate;
  const product = (code: string) => (words ? productWords(words.tLoans, code) : productTypeLabel(code));
  const action = actionOf(isApplication, isCoborrower);
  const noticeLabel = (notice: NonNullable<PortalCard['noticeOfAction']>) =>
    words
      ? words.t('card.notice', { action: notice.action, date: shortDate(notice.issuedOn) })
      : `${NOTICE_WORDS[notice.action] ?? NOTICE_WORDS.denied}, ${formatShortDate(notice.issuedOn)}`;
  return {
    key: `${isApplication ? 'application' : 'loan'}-${card.id}`,
    isApplication,
    street: orFallback(card.street, fallbacks.street),
    amount: typeof card.amount === 'number' ? usd(card.amount) : notChosen,
    productType: card.productType ? product(card.productType) : notChosen,
    statusLabel: statusLabel(card.status, words),
    statusColour: milestoneColour(card.status ?? ''),
    loanNumber: isApplication ? null : orFallback(card.loanNumber, fallbacks.loanNumber),
    appDate: card.appDate ? shortDate(card.appDate) : '',
    todoCount: typeof card.todoCount === 'number' ? card.todoCount : 0,
    isCoborrower,
    action,
    notice:
      card.noticeOfAction && !isCoborrower
        ? { label: noticeLabel(card.noticeOfAction), appId: card.appId }
        : null,
  };
}
