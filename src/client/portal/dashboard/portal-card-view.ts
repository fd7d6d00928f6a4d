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
import { FALLBACK_TEXTS, orFallback } from '../fallback-texts.ts';

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

export function statusLabel(status: string | null | undefined): string {
  if (status === UNSUBMITTED_STATUS) return UNSUBMITTED_LABEL;
  return orFallback(status, FALLBACK_TEXTS.status);
}

function actionOf(isApplication: boolean, isCoborrower: boolean): PortalCardView['action'] {
  if (isCoborrower) return isApplication ? 'Continue My Part' : null;
  return isApplication ? 'Finish Application' : 'View Loan';
}

export function portalCardView(card: PortalCard): PortalCardView {
  const isApplication = isUnsubmitted(card);
  const isCoborrower = card.role === 'coborrower';
  return {
    key: `${isApplication ? 'application' : 'loan'}-${card.id}`,
    isApplication,
    street: orFallback(card.street, FALLBACK_TEXTS.street),
    amount: typeof card.amount === 'number' ? formatUsd(card.amount) : NOT_CHOSEN,
    productType: card.productType ? productTypeLabel(card.productType) : NOT_CHOSEN,
    statusLabel: statusLabel(card.status),
    statusColour: milestoneColour(card.status ?? ''),
    loanNumber: isApplication ? null : orFallback(card.loanNumber, FALLBACK_TEXTS.loanNumber),
    appDate: card.appDate ? formatShortDate(card.appDate) : '',
    todoCount: typeof card.todoCount === 'number' ? card.todoCount : 0,
    isCoborrower,
    action: actionOf(isApplication, isCoborrower),
    notice:
      card.noticeOfAction && !isCoborrower
        ? {
            label: `${NOTICE_WORDS[card.noticeOfAction.action] ?? NOTICE_WORDS.denied}, ${formatShortDate(card.noticeOfAction.issuedOn)}`,
            appId: card.appId,
          }
        : null,
  };
}
