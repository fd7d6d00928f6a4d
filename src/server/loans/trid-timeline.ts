/**
 * TRID and rescission on an application and its loan (issue 18 items 9 and 10, DOMAIN.md 6): the moment the six
 * pieces of an application were complete (stored once, with the Loan Estimate's due date), the Loan Estimate issued
 * with a closed-end loan, the earliest closing date the rules allow, and the right-to-cancel period after closing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import {
  type DeliveryMethod,
  earliestConsummationAfterLoanEstimate,
  loanEstimateDueDate,
  receivedDate,
  rescissionPeriod,
  texasEarliestClosing,
} from '../../shared/timelines/closing-timeline.ts';
import { type LoanEstimateBreakdown, loanEstimateBreakdown } from '../../shared/timelines/loan-estimate.ts';
import { dateIn } from '../../shared/zoned-time.ts';
import { type ApplicationRow, findOwnedApplication } from '../applications/application-repository.ts';
import { findCreditReport } from '../credit/credit-repository.ts';
import type { Orm } from '../db/database.ts';
import { applications, loans } from '../db/schema.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import type { LenderCalendar } from './lender-calendar.ts';
import { isHeloc } from './loan-conditions.ts';
import type { LoanRow } from './loan-repository.ts';
import { loanText, refusalDay } from './loan-texts.ts';
import { propertyTimeZone } from './property-time-zone.ts';

type Answers = Pick<ApplicationRow, 'flowType' | 'data'>;

const given = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

/**
 * The six pieces of 1026.2(a)(3)(ii) still missing, read through the flow's facts (wherever its steps ask them).
 * The SSN is asked for a credit pull; the soft pull here runs on name and address, so once the credit report is
 * obtained the SSN piece counts as received.
 */
export function missingTridPieces(application: Answers, creditPulled: boolean): string[] {
  const facts = applicationFacts(application.flowType, application.data);
  const address = facts.propertyAddress;
  const pieces: [string, boolean][] = [
    ['name', given(facts.borrowerFirstName) && given(facts.borrowerLastName)],
    ['income', given(facts.statedAnnualIncome)],
    ['ssn', creditPulled || given(facts.ssn)],
    ['propertyAddress', Boolean(address?.street && address.city && address.state && address.zip)],
    ['estimatedValue', given(facts.estimatedValue)],
    ['loanAmount', given(facts.requestedAmount)],
  ];
  return pieces.filter(([, ok]) => !ok).map(([name]) => name);
}

/** Stores the moment the six pieces were complete, once: a later write never moves it. */
export async function recordTridApplication(
  orm: Orm,
  application: ApplicationRow,
  lender: LenderCalendar,
  now: Date = new Date(),
): Promise<void> {
  if (application.tridApplicationAt) return;
  const credit = await findCreditReport(orm, application.id);
  if (missingTridPieces(application, Boolean(credit)).length > 0) return;
  await orm
    .update(applications)
    .set({
      tridApplicationAt: now,
      loanEstimateDue: loanEstimateDueDate(dateIn(lender.timeZone, now), lender.openDays),
    })
    .where(and(eq(applications.id, application.id), isNull(applications.tridApplicationAt)));
}

export interface IssuedLoanEstimate {
  sentOn: string;
  method: DeliveryMethod;
  receivedOn: string;
  /** The 7th specific business day after it is received: the first day the loan may close. */
  earliestConsummation: string;
  dueDate: string | null;
  breakdown: LoanEstimateBreakdown;
}

const chosenProduct = (application: ApplicationRow) =>
  (application.derived.pricing as { product?: PricedProduct } | undefined)?.product;

export const isClosedEnd = (product: PricedProduct | undefined): product is PricedProduct =>
  Boolean(product) && !isHeloc(product as PricedProduct);

const isTexas = (application: Answers) =>
  applicationFacts(application.flowType, application.data).propertyAddress?.state === 'TX';

/**
 * At submission: the Loan Estimate of a closed-end loan, sent electronically (received 3 specific business days
 * later, no proof of earlier receipt being kept), and for a Texas home the date of the 12-day notice. Once.
 */
export async function issueAtSubmission(
  orm: Orm,
  application: ApplicationRow,
  loan: LoanRow,
  lender: LenderCalendar,
  now: Date = new Date(),
): Promise<LoanRow> {
  const today = dateIn(lender.timeZone, now);
  const product = chosenProduct(application);
  // An application submitted with all six pieces is complete by now at the latest.
  await recordTridApplication(orm, application, lender, now);
  const [stored] = await orm
    .select({ loanEstimateDue: applications.loanEstimateDue })
    .from(applications)
    .where(eq(applications.id, application.id));
  const dueDate = stored?.loanEstimateDue ?? null;
  const estimate = isClosedEnd(product) ? loanEstimate(product, lender, today, dueDate) : null;
  const changes = {
    ...(estimate && !loan.loanEstimate
      ? { loanEstimate: estimate as unknown as Record<string, unknown> }
      : {}),
    ...(isTexas(application) && !loan.texasNoticeOn ? { texasNoticeOn: today } : {}),
  };
  if (Object.keys(changes).length === 0) return loan;
  const [row] = await orm.update(loans).set(changes).where(eq(loans.id, loan.id)).returning();
  return row ?? loan;
}

function loanEstimate(
  product: PricedProduct,
  lender: LenderCalendar,
  sentOn: string,
  dueDate: string | null,
): IssuedLoanEstimate {
  const receivedOn = receivedDate(sentOn, 'electronic');
  return {
    sentOn,
    method: 'electronic',
    receivedOn,
    // 1026.19(e)(1)(iii)(B): the seven business days run from when it is delivered or sent, not received.
    earliestConsummation: earliestConsummationAfterLoanEstimate(sentOn),
    dueDate,
    breakdown: loanEstimateBreakdown(product, lender.thirdPartyFees),
  };
}

export interface ClosingLimit {
  rule: 'trid' | 'texas';
  date: string;
  why: string;
}

/** The dates before which the loan may not close, each with its reason in `locale`; the latest binds. */
export function closingLimits(
  application: ApplicationRow,
  loan: LoanRow,
  lender: LenderCalendar,
  locale: Locale = SOURCE_LOCALE,
): ClosingLimit[] {
  const t = loanText(locale);
  const limits: ClosingLimit[] = [];
  const estimate = loan.loanEstimate as IssuedLoanEstimate | null;
  if (estimate)
    limits.push({
      rule: 'trid',
      date: estimate.earliestConsummation,
      why: t('closing.why.trid'),
    });
  if (loan.texasNoticeOn) {
    const applied = dateIn(lender.timeZone, application.tridApplicationAt ?? application.createdAt);
    limits.push({
      rule: 'texas',
      date: texasEarliestClosing(applied, loan.texasNoticeOn),
      why: t('closing.why.texas'),
    });
  }
  return limits.sort((a, b) => (a.date < b.date ? 1 : -1));
}

/**
 * The day of the closing, `YYYY-MM-DD` on the property's clock: the borrower's booked slot, or the day of a time a
 * processor set.
 */
export function closingDate(application: Answers, loan: LoanRow): string | null {
  const appointment = loan.closingAppointment;
  if (typeof appointment?.slotId === 'string') return appointment.slotId.slice(0, 10);
  if (typeof appointment?.dateTime !== 'string') return null;
  const at = new Date(appointment.dateTime);
  return Number.isNaN(at.getTime()) ? null : dateIn(propertyTimeZone(application), at);
}

/** Why a processor may not set the closing at `dateTime` (before TRID's or Texas's earliest date), or null. */
export async function earlyClosingProblem(
  orm: Orm,
  loan: LoanRow,
  dateTime: string,
  lender: LenderCalendar,
): Promise<string | null> {
  const application = await findOwnedApplication(orm, loan.applicationId, loan.ownerSub);
  if (!application) return null;
  const [binding] = closingLimits(application, loan, lender);
  if (!binding) return null;
  const day = dateIn(propertyTimeZone(application), new Date(dateTime));
  return day < binding.date ? `dateTime must be on or after ${binding.date}, ${binding.why}` : null;
}

/** A non-purchase lien on the principal dwelling can be cancelled (1026.15 for the line, 1026.23 for the loan). */
export const rescindable = (application: Answers): boolean =>
  applicationFacts(application.flowType, application.data).occupancy === 'PrimaryResidence';

export interface RescissionView {
  closingDate: string;
  endsOn: string;
  moneyFrom: string;
  openEnd: boolean;
}

export function rescissionOf(application: ApplicationRow, loan: LoanRow): RescissionView | null {
  const closing = closingDate(application, loan);
  if (!closing || !rescindable(application)) return null;
  return { closingDate: closing, ...rescissionPeriod(closing), openEnd: isHeloc(loan.product) };
}

/** Why the money may not go out yet on `today` (the property's date), in `locale`, or null when it may. */
export function payoutRefusal(
  application: ApplicationRow,
  loan: LoanRow,
  today: string,
  locale: Locale = SOURCE_LOCALE,
): { code: string; message: string; moneyFrom?: string } | null {
  const t = loanText(locale);
  const closing = closingDate(application, loan);
  if (!closing) return { code: 'closing_not_held', message: t('refusal.payout.closingFirst') };
  const rescission = rescissionOf(application, loan);
  const moneyFrom = rescission?.moneyFrom ?? closing;
  if (today < moneyFrom) {
    return {
      code: rescission ? 'rescission_period' : 'closing_not_held',
      message: rescission
        ? t('refusal.payout.rescission', {
            endsOn: refusalDay(locale, rescission.endsOn),
            moneyFrom: refusalDay(locale, moneyFrom),
          })
        : t('refusal.payout.afterClosing', { closing: refusalDay(locale, closing) }),
      moneyFrom,
    };
  }
  if (!loan.disbursement) return { code: 'no_disbursement_method', message: t('refusal.payout.method') };
  return null;
}
