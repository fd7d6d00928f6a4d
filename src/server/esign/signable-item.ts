import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { applications, loans, loanTasks } from '../db/schema.ts';
import { applicationFacts, borrowerNameOf } from '../flows/application-facts.ts';
import type { LoanRow, LoanTaskRow } from '../loans/loan-repository.ts';

export interface SignableItem {
  item: LoanTaskRow;
  loan: LoanRow;
  /** The names the borrower may sign with: the legal name, and the contact name when it differs. */
  signerNames: string[];
  signerEmail: string | null;
  propertyStreet: string | null;
}

interface Answers {
  applicant?: { legal?: { firstName?: string; lastName?: string } };
  contactInfo?: { email?: string };
}

const fullName = (person: { firstName?: string; lastName?: string } | undefined) =>
  [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');

/**
 * The names the borrower may sign with: the legal name, and the name the flow keeps as the borrower's (its facts
 * borrowerFirstName and borrowerLastName: the contact details in most flows) when it differs.
 */
export function signerNamesOf(flowType: string, data: unknown): string[] {
  const legal = fullName((data as Answers | null)?.applicant?.legal);
  return [...new Set([legal, borrowerNameOf(flowType, data)].filter(Boolean))];
}

/** A sign item with its loan and the borrower's names from the application; undefined for anything else. */
export async function findSignableItem(orm: Orm, itemId: number): Promise<SignableItem | undefined> {
  const [row] = await orm
    .select({ item: loanTasks, loan: loans, data: applications.data, flowType: applications.flowType })
    .from(loanTasks)
    .innerJoin(loans, eq(loans.id, loanTasks.loanId))
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(and(eq(loanTasks.id, itemId), eq(loanTasks.kind, 'sign')));
  if (!row) return undefined;
  const answers = row.data as Answers;
  const address = applicationFacts(row.flowType, row.data).propertyAddress;
  return {
    item: row.item,
    loan: row.loan,
    signerNames: signerNamesOf(row.flowType, row.data),
    signerEmail: answers.contactInfo?.email ?? null,
    propertyStreet: address?.street
      ? [address.street, address.unit, address.city, address.state].filter(Boolean).join(', ')
      : null,
  };
}
