/**
 * Which applications the register holds for a range of days, and what each row is written from. One row per
 * submitted application with a final action (Reg C 1003.4(a)(8)): a loan at the last milestone (Completed) is
 * originated; a submitted application withdrawn is withdrawn. A loan still in progress has no final action yet and
 * is left for a later range. What happens before submission (offers after the soft pull, a decline or counteroffer
 * there, a frozen file) is a prequalification: Reg C does not report it, though Reg B gives it a notice of action
 * (DOMAIN.md section 7).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { MILESTONES } from '../../../shared/loan-milestones.ts';
import type { PricedProduct } from '../../../shared/pricing/pricing-types.ts';
import { loanEstimateBreakdown, type ThirdPartyFee } from '../../../shared/timelines/loan-estimate.ts';
import { dateIn } from '../../../shared/zoned-time.ts';
import { findCreditReport } from '../../credit/credit-repository.ts';
import { liabilitiesOf } from '../../credit/liabilities.ts';
import type { Orm } from '../../db/database.ts';
import { applicationContacts, applications, loanEvents, loans } from '../../db/schema.ts';
import { applicationFacts } from '../../flows/application-facts.ts';
import type { Demographics } from './lar-codes.ts';
import type { ActionTaken, LarSource } from './lar-record.ts';

/** The last milestone, Completed: the loan closed (HMDA: originated). */
const LAST_MILESTONE_INDEX = MILESTONES.length - 1;

type ApplicationRow = typeof applications.$inferSelect;
type LoanRow = typeof loans.$inferSelect;

interface FinalAction {
  application: ApplicationRow;
  actionTaken: ActionTaken;
  actionTakenOn: string;
  loan: LoanRow;
}

async function completedOn(orm: Orm, loan: LoanRow, timeZone: string): Promise<string> {
  const events = await orm
    .select({ detail: loanEvents.detail, createdAt: loanEvents.createdAt })
    .from(loanEvents)
    .where(and(eq(loanEvents.loanId, loan.id), eq(loanEvents.kind, 'milestone-changed')))
    .orderBy(desc(loanEvents.id));
  const reached = events.find((event) => event.detail.to === LAST_MILESTONE_INDEX);
  return dateIn(timeZone, reached?.createdAt ?? loan.updatedAt);
}

/** Each submitted application's final action, if it has one (any date). */
async function finalActions(orm: Orm, timeZone: string): Promise<FinalAction[]> {
  const submitted = await orm.select().from(loans);
  if (submitted.length === 0) return [];
  const rows = await orm
    .select()
    .from(applications)
    .where(
      inArray(
        applications.id,
        submitted.map((loan) => loan.applicationId),
      ),
    );
  const actions: FinalAction[] = [];
  for (const application of rows) {
    const loan = submitted.find((row) => row.applicationId === application.id) as LoanRow;
    if (loan.milestone >= LAST_MILESTONE_INDEX) {
      actions.push({
        application,
        loan,
        actionTaken: '1',
        actionTakenOn: await completedOn(orm, loan, timeZone),
      });
    } else if (application.status === 'withdrawn') {
      actions.push({
        application,
        loan,
        actionTaken: '4',
        actionTakenOn: dateIn(timeZone, application.updatedAt),
      });
    }
  }
  return actions;
}

const pick = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );
const asString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const asNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

async function sourceOf(
  orm: Orm,
  action: FinalAction,
  fees: readonly ThirdPartyFee[],
  timeZone: string,
): Promise<LarSource> {
  const { application, loan } = action;
  const facts = applicationFacts(application.flowType, application.data);
  const pricing = application.derived.pricing as
    | { product?: PricedProduct; propertyValue?: number }
    | undefined;
  const product = (loan.product as unknown as PricedProduct | undefined) ?? pricing?.product;
  const report = await findCreditReport(orm, application.id);
  const staying = report
    ? liabilitiesOf(report.tradelines as never[], report.payoffChoices).filter(
        (line) => line.securedBySubjectProperty && !line.paidOffIndicator,
      )
    : [];
  const [coborrower] = await orm
    .select({ data: applicationContacts.data })
    .from(applicationContacts)
    .where(
      and(eq(applicationContacts.applicationId, application.id), eq(applicationContacts.status, 'accepted')),
    );
  const originator = (loan.loanOriginator ?? null) as { originatorNmlsId?: string } | null;
  return {
    applicationId: application.id,
    actionTaken: action.actionTaken,
    actionTakenOn: action.actionTakenOn,
    applicationOn: dateIn(timeZone, application.tridApplicationAt ?? application.createdAt),
    propertyAddress: facts.propertyAddress ?? {},
    propertyType: facts.propertyType,
    occupancy: facts.occupancy,
    loanPurpose: facts.loanPurpose,
    birthDate: asString(pick(application.data, 'applicant.legal.dateOfBirth')),
    coBirthDate: coborrower ? asString(pick(coborrower.data, 'legal.dateOfBirth')) : undefined,
    demographics: pick(application.data, 'demographics') as Demographics | undefined,
    coApplicant: coborrower
      ? { demographics: pick(coborrower.data, 'demographics') as Demographics | undefined }
      : undefined,
    statedAnnualIncome: facts.statedAnnualIncome,
    totalUnits:
      asNumber(pick(application.data, 'property.urla.units')) ??
      asNumber(pick(application.data, 'property.info.units')),
    product,
    requestedAmount: facts.requestedAmount,
    propertyValue: pricing?.propertyValue ?? facts.estimatedValue,
    stayingLiens: staying.reduce(
      (sum, line) => sum + (line.creditLimitAmount ?? line.outstandingBalanceAmount),
      0,
    ),
    creditScore: report?.score ?? null,
    // No decision is taken after submission, so no row is a denial (lar-record.ts maps reasons should one come).
    principalReasons: [],
    rateSetOn: loan.rateLockDate ?? null,
    totalLoanCosts:
      product && product.creditType === 'closed-end'
        ? loanEstimateBreakdown(product, fees).closingCostsCents / 100
        : undefined,
    officerNmlsId: originator?.originatorNmlsId ?? application.nmlsId,
  };
}

/** The register's sources for actions taken from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export async function larSources(
  orm: Orm,
  range: { from: string; to: string },
  lender: { timeZone: string; thirdPartyFees: readonly ThirdPartyFee[] },
): Promise<LarSource[]> {
  const inRange = (await finalActions(orm, lender.timeZone))
    .filter((action) => action.actionTakenOn >= range.from && action.actionTakenOn <= range.to)
    .sort((a, b) => a.actionTakenOn.localeCompare(b.actionTakenOn) || a.application.id - b.application.id);
  const sources: LarSource[] = [];
  for (const action of inRange)
    sources.push(await sourceOf(orm, action, lender.thirdPartyFees, lender.timeZone));
  return sources;
}
