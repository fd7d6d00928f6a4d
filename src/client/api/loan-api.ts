/**
 * Submission and after (issue 7): submit, loan terms, disclosures link, E-SIGN consent, closing, disbursement and
 * the loan summary. A failure carries the server's words when it sent them, else the `calls` catalogue's
 * (PricingCallError, the same class the step engine already shows as a message).
 */
import type { AxiosInstance } from 'axios';
import type { ClosingSlot } from '../../shared/closing-slots.ts';
import {
  DISCLOSURES_RECEIPT_VERSION,
  E_SIGN_VERSION,
  HARD_CREDIT_PULL_VERSION,
} from '../../shared/consent-versions.ts';
import type { TimelineView } from '../../shared/timelines/timeline-types.ts';
import { wordedCall as call } from './failure-text.ts';

export interface LoanItem {
  id: string;
  code: string;
  description: string;
  status: string;
  completionDate: string | null;
  submittedOn: string | null;
}

export interface Appointment {
  /** ISO with the offset of the day at the property. */
  dateTime: string;
  dateTimeEnd: string;
  /** The property's IANA time zone, the clock the appointment keeps. */
  timeZone?: string;
  location: string;
  closerName: string;
  closerPhone: string | null;
  closerEmail: string | null;
}

export interface Disbursement {
  method: 'directDeposit' | 'check';
  accountType?: 'checking' | 'savings';
  routingNumber?: string;
  accountNumber?: string;
  mailTo?: string;
}

export interface LoanSummary {
  /** The loan's id in the portal (`/portal/loans/{id}`). */
  id: string;
  loanNumber: string;
  status: string;
  milestone: number;
  todoCount: number;
  completedItemsCount: number;
  amount: number;
  totalLineAmount: number | null;
  monthlyPayment: number;
  productType: string;
  productName: string;
  interestRate: number;
  apr: number;
  termMonths: number;
  rateLockDate: string | null;
  rateLockExpiration: string | null;
  closingAppointment: Appointment | null;
  appraisalAppointment: Appointment | null;
  disbursement: Disbursement | null;
  sign: LoanItem[];
  tasks: LoanItem[];
}

export interface LoanTerms {
  productId: string;
  productName: string;
  productType: string;
  creditType: 'open-end' | 'closed-end';
  loanAmount: number;
  totalLineAmount: number | null;
  interestRate: number;
  apr: number;
  termMonths: number;
  monthlyPayment: number;
  originationFee: number;
  cashToBorrower: number;
  accepted: { acceptedAt: string } | null;
  /** Set when an answer pricing reads changed since the offer was priced: it must be chosen again. */
  stale?: { code: 'terms_stale'; changed: string[]; message: string } | null;
}

export interface DisclosuresLink {
  url: string;
  expiresAt: string;
  title: string;
  /** True before the E-SIGN consent: the link opens a sample document, not the disclosures. */
  sample?: boolean;
  brochure?: { title: string; url: string };
}

const base = (appId: string) => `/v2/application/${encodeURIComponent(appId)}`;

export const submitApplication = (http: AxiosInstance, appId: string) =>
  call<LoanSummary>('loan.submit', () => http.post(`${base(appId)}/submit`));

export const fetchLoan = (http: AxiosInstance, appId: string) =>
  call<LoanSummary>('loan.summary', () => http.get(`${base(appId)}/loan`));

export const fetchLoanTerms = (http: AxiosInstance, appId: string) =>
  call<LoanTerms>('loan.terms', () => http.get(`${base(appId)}/loan_terms`));

export const acceptLoanTerms = (http: AxiosInstance, appId: string, productId: string) =>
  call<LoanTerms>('loan.acceptTerms', () =>
    http.post(`${base(appId)}/loan_terms`, { productId, accepted: true }),
  );

export const fetchDisclosuresLink = (http: AxiosInstance, appId: string) =>
  call<DisclosuresLink>('loan.disclosures', () => http.get(`${base(appId)}/disclosuresLink`));

export const recordESignConsent = (http: AxiosInstance, appId: string) =>
  call('loan.eSignConsent', () =>
    http.post(`${base(appId)}/esign-consent`, { textVersion: E_SIGN_VERSION.version, accepted: true }),
  );

/** The receipt of the disclosures (after the E-SIGN consent and the page opened), then the hard-pull authorisation. */
export const recordDisclosureConsents = async (http: AxiosInstance, appId: string) => {
  await call('loan.disclosuresReceipt', () =>
    http.post(`${base(appId)}/disclosures-receipt`, {
      textVersion: DISCLOSURES_RECEIPT_VERSION.version,
      accepted: true,
    }),
  );
  await call('loan.hardPullConsent', () =>
    http.post(`${base(appId)}/consents`, {
      kind: HARD_CREDIT_PULL_VERSION.kind,
      textVersion: HARD_CREDIT_PULL_VERSION.version,
    }),
  );
};

export const fetchClosingSlots = (http: AxiosInstance, appId: string) =>
  call<{
    timeZone: string;
    slots: ClosingSlot[];
    earliestDate: string;
    earliestBecause: string | null;
    closingAppointment: (Appointment & { slotId: string }) | null;
  }>('loan.closingSlots', () => http.get(`${base(appId)}/closing/slots`));

export const fetchTimeline = (http: AxiosInstance, appId: string) =>
  call<TimelineView>('loan.timeline', () => http.get(`${base(appId)}/timeline`));

export const scheduleClosing = (http: AxiosInstance, appId: string, slotId: string) =>
  call<LoanSummary>('loan.scheduleClosing', () => http.put(`${base(appId)}/closing`, { slotId }));

export const fetchDisbursement = (http: AxiosInstance, appId: string) =>
  call<{ disbursement: Disbursement | null }>('loan.disbursement', () =>
    http.get(`${base(appId)}/disbursement`),
  );

export const saveDisbursement = (
  http: AxiosInstance,
  appId: string,
  choice: {
    method: 'directDeposit' | 'check';
    accountType?: string;
    routingNumber?: string;
    accountNumber?: string;
  },
) =>
  call<{ disbursement: Disbursement }>('loan.saveDisbursement', () =>
    http.put(`${base(appId)}/disbursement`, choice),
  );
