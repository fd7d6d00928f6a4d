/**
 * The notice of action taken on a declined (or, for a frozen credit file, incomplete) home-equity request: Reg B
 * 1002.9 and FCRA 615(a)/609(g) (DOMAIN.md 5). A pure function of the pricing run's declines, the credit report
 * and the configured parties, so the server can store exactly what the borrower is shown.
 */
import { formatLongDate, formatUsd } from '../format.ts';
import {
  CHANGES_BY_DECLINE,
  type Changeable,
  type Decline,
  explainDecline,
  FORM_C1_REASONS,
  principalReasons,
} from '../pricing/decline-reasons.ts';
import {
  ACTION_STATEMENTS,
  ECOA_NOTICE,
  FCRA_ADVERSE_ACTION,
  FCRA_SCORE_DISCLOSURE,
  HOME_LOAN_APPLICANT_NOTICE,
  NO_KEY_FACTORS,
} from './notice-texts.ts';

export interface NoticeParty {
  name: string;
  addressLines: string[];
  phone?: string | null;
}

export interface ScoreRange {
  low: number;
  high: number;
}

/** The consumer reporting agency, as configured (the provider company's file). */
export interface CreditBureau extends NoticeParty {
  phone: string;
  scoreRange: ScoreRange;
}

export interface CreditDisclosure {
  bureau: CreditBureau;
  statements: string[];
  /** Null when the report had no score (a thin file): then only the 615(a) statement applies. */
  score: {
    value: number;
    range: ScoreRange;
    date: string;
    keyFactors: string[];
    statements: string[];
    homeLoanApplicantNotice: string[];
  } | null;
}

export interface NoticeOfAction {
  /** When it was composed and shown, ISO UTC; `issuedOn` is its date (YYYY-MM-DD). */
  issuedAt: string;
  issuedOn: string;
  applicant: { name: string | null };
  creditor: NoticeParty;
  action: { taken: NoticeAction; statement: string };
  /** A counteroffer not accepted: what was asked and the most offered, whole dollars. */
  counteroffer?: Counteroffer;
  /** What was asked for, in a line. */
  request: string;
  /** Form C-1's words, at most four. */
  principalReasons: string[];
  /** The same in the borrower's words, with the figures, as the declined screen shows them. */
  explanations: string[];
  /** The answers the borrower could change that bear on these reasons. */
  changeable: Changeable[];
  ecoa: { statement: string; agency: NoticeParty };
  /** FCRA: present when a credit report played a part in the decision. */
  credit: CreditDisclosure | null;
}

export type NoticeAction = 'denied' | 'incomplete' | 'counteroffer';

export interface Counteroffer {
  requestedAmount: number;
  offeredAmount: number;
  /** The cap that held the offer below the request (the pricing run's `limitedBy`). */
  limitedBy: string;
  /** The day it was offered (YYYY-MM-DD). */
  offeredOn: string;
}

/** Form C-1's words for the cap that held an offer below the amount asked. */
export function counterofferReasons(limitedBy: string): string[] {
  if (limitedBy === 'combinedLoanToValue') return [FORM_C1_REASONS.collateral];
  if (limitedBy === 'debtToIncome') return [FORM_C1_REASONS.excessiveObligations];
  if (limitedBy === 'programMaximum')
    return [`${FORM_C1_REASONS.other}: amount requested is above the program's maximum`];
  return [`${FORM_C1_REASONS.other}: amount requested is above the largest amount we can offer`];
}

export interface NoticeAddress {
  street?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface NoticeInput {
  issuedAt: Date;
  declines: readonly Decline[];
  applicant: { firstName?: string; lastName?: string };
  /** The home the credit would be secured by. */
  property?: NoticeAddress;
  /** Whole dollars; absent when the flow asks no amount. */
  requestedAmount?: number;
  creditor: NoticeParty;
  agency: NoticeParty;
  /** The soft pull the decision used, if any. */
  creditReport?: {
    status: 'ok' | 'thin' | 'frozen';
    score: number | null;
    pulledAt: Date;
    keyFactors?: readonly string[];
  };
  bureau?: CreditBureau;
  /** Set for the notice of a counteroffer that was not accepted (then `declines` is empty). */
  counteroffer?: Counteroffer;
}

const dateOnly = (moment: Date) => moment.toISOString().slice(0, 10);

export function addressLines(address: NoticeAddress | undefined): string[] {
  if (!address) return [];
  const street = [address.street, address.unit].filter(Boolean).join(', ');
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, place].filter((line) => line !== '');
}

/** FCRA 615(a)(1)(B): up to four key factors, five when one of them is the number of inquiries. */
export function disclosedKeyFactors(factors: readonly string[]): string[] {
  const hasInquiries = factors.some((factor) => /inquir/i.test(factor));
  return factors.slice(0, hasInquiries ? 5 : 4);
}

function creditDisclosure(input: NoticeInput): CreditDisclosure | null {
  const report = input.creditReport;
  if (!report || report.status === 'frozen' || !input.bureau) return null;
  const keyFactors = disclosedKeyFactors(report.keyFactors ?? []);
  return {
    bureau: input.bureau,
    statements: FCRA_ADVERSE_ACTION,
    score:
      report.score === null
        ? null
        : {
            value: report.score,
            range: input.bureau.scoreRange,
            date: dateOnly(report.pulledAt),
            keyFactors: keyFactors.length > 0 ? keyFactors : [NO_KEY_FACTORS],
            statements: FCRA_SCORE_DISCLOSURE,
            homeLoanApplicantNotice: HOME_LOAN_APPLICANT_NOTICE,
          },
  };
}

function requestLine(input: NoticeInput): string {
  const amount = input.requestedAmount === undefined ? '' : ` of ${formatUsd(input.requestedAmount)}`;
  const home = addressLines(input.property).join(', ');
  return `Home equity loan or line of credit${amount}${home ? `, secured by ${home}` : ''}`;
}

function counterofferExplanation(offer: Counteroffer): string {
  return `You asked for ${formatUsd(offer.requestedAmount)}; on ${formatLongDate(offer.offeredOn)} we offered at most ${formatUsd(offer.offeredAmount)}, and that offer was not accepted.`;
}

export function composeNoticeOfAction(input: NoticeInput): NoticeOfAction {
  const offer = input.counteroffer;
  const taken: NoticeAction = offer
    ? 'counteroffer'
    : input.declines.every((decline) => decline.code === 'frozenFile')
      ? 'incomplete'
      : 'denied';
  const name = [input.applicant.firstName, input.applicant.lastName].filter(Boolean).join(' ');
  const changeable = [...new Set(input.declines.flatMap((decline) => CHANGES_BY_DECLINE[decline.code]))];
  return {
    issuedAt: input.issuedAt.toISOString(),
    issuedOn: dateOnly(input.issuedAt),
    applicant: { name: name || null },
    creditor: input.creditor,
    action: { taken, statement: ACTION_STATEMENTS[taken] },
    request: requestLine(input),
    principalReasons: offer
      ? counterofferReasons(offer.limitedBy)
      : principalReasons(input.declines, input.creditReport?.keyFactors),
    explanations: offer ? [counterofferExplanation(offer)] : input.declines.map(explainDecline),
    changeable: offer ? ['amount'] : changeable,
    ...(offer ? { counteroffer: offer } : {}),
    ecoa: { statement: ECOA_NOTICE, agency: input.agency },
    credit: creditDisclosure(input),
  };
}
