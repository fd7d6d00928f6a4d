import { desc, eq, inArray } from 'drizzle-orm';
import { milestoneName } from '../../shared/loan-milestones.ts';
import type { Orm } from '../db/database.ts';
import { applications, loans, loanTasks } from '../db/schema.ts';
import { documentsOfLoan, documentView, type LoanDocumentRow } from '../documents/document-repository.ts';
import type { LoanRow } from '../loans/loan-repository.ts';
import { isOpenLoanItem, loanSummary } from '../loans/loan-views.ts';

interface Names {
  applicant?: { legal?: { firstName?: string; lastName?: string } };
  contactInfo?: { firstName?: string; lastName?: string };
}

/** The borrower's name as the processor reads it: the legal name, else the contact name. */
export function borrowerName(data: Record<string, unknown>): string | null {
  const answers = data as Names;
  for (const person of [answers.applicant?.legal, answers.contactInfo]) {
    const name = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
    if (name) return name;
  }
  return null;
}

/** Every loan, newest first, with what a processor's list needs. */
export async function adminLoanList(orm: Orm) {
  const rows = await orm
    .select({ loan: loans, data: applications.data })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .orderBy(desc(loans.createdAt), desc(loans.id));
  const ids = rows.map((row) => row.loan.id);
  const items = ids.length
    ? await orm
        .select({ loanId: loanTasks.loanId, kind: loanTasks.kind, status: loanTasks.status })
        .from(loanTasks)
        .where(inArray(loanTasks.loanId, ids))
    : [];
  return rows.map(({ loan, data }) => ({
    id: String(loan.id),
    loanNumber: loan.loanNumber,
    milestone: loan.milestone,
    status: milestoneName(loan.milestone),
    borrowerName: borrowerName(data),
    todoCount: items.filter((item) => item.loanId === loan.id && isOpenLoanItem(item)).length,
    createdAt: loan.createdAt.toISOString(),
  }));
}

/** What the processor sees of a document: the borrower's view plus size, hash, who and where to download. */
export function adminDocumentView(row: LoanDocumentRow) {
  return {
    ...documentView(row),
    taskId: String(row.taskId),
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy,
    reviewedBy: row.reviewedBy,
    downloadUrl: `/api/v2/admin/documents/${row.id}/download`,
  };
}

/** The borrower's loan summary, with the borrower's name and every task's documents as the processor sees them. */
export async function adminLoanDetail(orm: Orm, loan: LoanRow) {
  const summary = await loanSummary(orm, loan);
  const documents = await documentsOfLoan(orm, loan.id);
  const [application] = await orm
    .select({ data: applications.data })
    .from(applications)
    .where(eq(applications.id, loan.applicationId));
  return {
    ...summary,
    id: String(loan.id),
    appId: String(loan.applicationId),
    borrowerName: application ? borrowerName(application.data) : null,
    loanOriginator: loan.loanOriginator ?? null,
    demographicsCollection: loan.demographicsCollection ?? null,
    tasks: summary.tasks.map((task) => ({
      ...task,
      documents: documents.filter((row) => String(row.taskId) === task.id).map(adminDocumentView),
    })),
  };
}
