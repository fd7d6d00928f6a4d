/**
 * Loans, their conditions and sign items, and their audit trail. A loan is created once per application
 * (loans.application_id is unique); every change writes a loan event (who, when, what). The portal and the
 * admin API read and change loans through this module.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { milestoneName } from '../../shared/loan-milestones.ts';
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import type { Orm } from '../db/database.ts';
import { applications, loanEvents, loans, loanTasks } from '../db/schema.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { acceptedLock } from '../pricing/offer-standing.ts';
import { initialLoanItems, isHeloc } from './loan-conditions.ts';
import { nextLoanNumber } from './loan-number.ts';
import { recordLoanOriginator } from './loan-originator.ts';

export type LoanRow = typeof loans.$inferSelect;
export type LoanTaskRow = typeof loanTasks.$inferSelect;
export type LoanEventRow = typeof loanEvents.$inferSelect;

/** Statuses of a task that still need the borrower (spec 2.9). */
export const OPEN_TASK_STATUSES = ['OPEN', 'REJECTED', 'INVCOND', 'ESCALATION', 'ISSUES'];
/** A sign item once signed. */
export const SIGNED = 'SIGNED';

const cents = (dollars: number) => Math.round(dollars * 100);

/** A new condition is due this many days after submission ('Complete by {date}', spec 2.9). */
export const TASK_DUE_DAYS = 14;

const dateOnly = (moment: Date) => moment.toISOString().slice(0, 10);
const daysAfter = (moment: Date, days: number) => new Date(moment.getTime() + days * 86_400_000);

export interface SubmittableApplication {
  id: number;
  ownerSub: string;
  flowType: string;
  data: Record<string, unknown>;
  derived: Record<string, unknown>;
}

export async function findLoanByApplication(orm: Orm, applicationId: number): Promise<LoanRow | undefined> {
  const [row] = await orm.select().from(loans).where(eq(loans.applicationId, applicationId));
  return row;
}

export async function findLoansOfOwner(orm: Orm, ownerSub: string): Promise<LoanRow[]> {
  return orm.select().from(loans).where(eq(loans.ownerSub, ownerSub)).orderBy(asc(loans.createdAt));
}

export async function loanItems(orm: Orm, loanId: number): Promise<LoanTaskRow[]> {
  return orm.select().from(loanTasks).where(eq(loanTasks.loanId, loanId)).orderBy(asc(loanTasks.id));
}

export async function loanEventsOf(orm: Orm, loanId: number): Promise<LoanEventRow[]> {
  return orm.select().from(loanEvents).where(eq(loanEvents.loanId, loanId)).orderBy(asc(loanEvents.id));
}

export async function recordLoanEvent(
  orm: Orm,
  loanId: number,
  actor: string,
  kind: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await orm.insert(loanEvents).values({ loanId, actor, kind, detail });
}

/**
 * Turns the application into its loan, or returns the loan it already became. The insert and the unique index
 * decide between concurrent submits: exactly one inserts, the others find its loan. The loan, its first items,
 * its event and the application's new status are written in one transaction.
 */
export async function submitApplication(
  orm: Orm,
  application: SubmittableApplication,
  actor: string,
  /** Codes of sign items already done before submission (the E-SIGN consent given on long-1's disclosures). */
  alreadySigned: readonly string[] = [],
  now = new Date(),
): Promise<{ loan: LoanRow; created: boolean }> {
  const product = (application.derived.pricing as { product: PricedProduct }).product;
  const heloc = isHeloc(product);
  const lock = acceptedLock(application, product);
  const created = await orm.transaction(async (tx) => {
    const loanNumber = await nextLoanNumber(tx as unknown as Orm, now);
    const [loan] = await tx
      .insert(loans)
      .values({
        applicationId: application.id,
        ownerSub: application.ownerSub,
        loanNumber,
        milestone: 0,
        status: 'Application Submitted',
        amountCents: cents(product.loanAmount),
        totalLineAmountCents: heloc ? cents(creditLineOf(product) ?? product.loanAmount) : null,
        monthlyPaymentCents: cents(product.monthlyPayment),
        product: product as unknown as Record<string, unknown>,
        rateLockDate: lock?.lockedOn ?? null,
        rateLockExpiration: lock?.expiresOn ?? null,
      })
      .onConflictDoNothing({ target: loans.applicationId })
      .returning();
    if (!loan) return undefined;
    await recordLoanOriginator(tx as unknown as Orm, loan.id, application.id);
    const items = initialLoanItems(
      application.data,
      application.derived,
      product,
      applicationFacts(application.flowType, application.data),
    );
    await tx.insert(loanTasks).values(
      items.map((item) => ({
        loanId: loan.id,
        kind: item.kind,
        code: item.code,
        description: item.description,
        status: alreadySigned.includes(item.code) ? SIGNED : 'OPEN',
        submittedOn: alreadySigned.includes(item.code) ? dateOnly(now) : null,
        completionDate: item.kind === 'task' ? dateOnly(daysAfter(now, TASK_DUE_DAYS)) : null,
        link: item.kind === 'sign' ? `/api/v2/application/${application.id}/disclosuresLink` : null,
      })),
    );
    await tx.insert(loanEvents).values({
      loanId: loan.id,
      actor,
      kind: 'submitted',
      detail: {
        loanNumber,
        productId: product.id,
        items: items.map((item) => item.code),
        ...(lock ? { rateLock: lock } : {}),
      },
    });
    await tx
      .update(applications)
      .set({ status: 'submitted', updatedAt: sql`now()` })
      .where(eq(applications.id, application.id));
    return loan;
  });
  if (created) return { loan: created, created: true };
  const existing = await findLoanByApplication(orm, application.id);
  if (!existing)
    throw new Error(`submitApplication: no loan for application ${application.id} after a conflict`);
  return { loan: existing, created: false };
}

/** Changes some of a loan's columns and records the change as an event. */
export async function updateLoan(
  orm: Orm,
  loanId: number,
  changes: Partial<
    Pick<
      LoanRow,
      | 'appraisalAppointment'
      | 'closingAppointment'
      | 'disbursement'
      | 'milestone'
      | 'status'
      | 'rateLockDate'
      | 'rateLockExpiration'
    >
  >,
  actor: string,
  event: { kind: string; detail?: Record<string, unknown> },
): Promise<LoanRow> {
  const [row] = await orm
    .update(loans)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(loans.id, loanId))
    .returning();
  if (!row) throw new Error(`updateLoan: no loan ${loanId}`);
  await recordLoanEvent(orm, loanId, actor, event.kind, event.detail);
  return row;
}

/**
 * Moves a loan at an earlier milestone to `milestone`, with its event; a loan already there or past it stays
 * (the condition is in the update, so a concurrent change never moves it back). The loan as it is after.
 */
export async function advanceMilestone(
  orm: Orm,
  loanId: number,
  milestone: number,
  actor: string,
  detail: Record<string, unknown> = {},
): Promise<LoanRow | undefined> {
  const [before] = await orm.select({ milestone: loans.milestone }).from(loans).where(eq(loans.id, loanId));
  const [row] = await orm
    .update(loans)
    .set({ milestone, status: milestoneName(milestone), updatedAt: sql`now()` })
    .where(and(eq(loans.id, loanId), lt(loans.milestone, milestone)))
    .returning();
  if (!row) return undefined;
  await recordLoanEvent(orm, loanId, actor, 'milestone-changed', {
    from: before?.milestone,
    to: milestone,
    ...detail,
  });
  return row;
}

/** Marks a loan item (by its rule code) with a new status, with its event; false when the loan has no such item. */
export async function setLoanItemStatus(
  orm: Orm,
  loanId: number,
  code: string,
  status: string,
  actor: string,
): Promise<boolean> {
  const today = new Date().toISOString().slice(0, 10);
  const [row] = await orm
    .update(loanTasks)
    .set({ status, updatedAt: sql`now()`, ...(status === SIGNED ? { submittedOn: today } : {}) })
    .where(and(eq(loanTasks.loanId, loanId), eq(loanTasks.code, code)))
    .returning();
  if (!row) return false;
  await recordLoanEvent(orm, loanId, actor, 'item-status', { code, status });
  return true;
}

/** A condition or sign item added after submission (a processor's), with its event. */
export async function addLoanItem(
  orm: Orm,
  loanId: number,
  item: Pick<LoanTaskRow, 'kind' | 'code' | 'description' | 'completionDate'>,
  actor: string,
): Promise<LoanTaskRow> {
  const [row] = await orm
    .insert(loanTasks)
    .values({ loanId, ...item, status: 'OPEN' })
    .returning();
  if (!row) throw new Error(`addLoanItem: no row for loan ${loanId}`);
  await recordLoanEvent(orm, loanId, actor, 'item-added', {
    itemId: row.id,
    kind: item.kind,
    code: item.code,
  });
  return row;
}

/** Changes one item of a loan (by id) and records the change as an event; undefined when the loan has no such item. */
export async function updateLoanItem(
  orm: Orm,
  loanId: number,
  itemId: number,
  changes: Partial<Pick<LoanTaskRow, 'status' | 'statusReason' | 'submittedOn'>>,
  actor: string,
  event: { kind: string; detail?: Record<string, unknown> },
): Promise<LoanTaskRow | undefined> {
  const [row] = await orm
    .update(loanTasks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(loanTasks.loanId, loanId), eq(loanTasks.id, itemId)))
    .returning();
  if (!row) return undefined;
  await recordLoanEvent(orm, loanId, actor, event.kind, { itemId, code: row.code, ...event.detail });
  return row;
}
