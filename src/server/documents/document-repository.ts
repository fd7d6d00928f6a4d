/** Documents uploaded to a loan's conditions: the row that says where the bytes are and what they proved to be. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { loanDocuments } from '../db/schema.ts';

export type LoanDocumentRow = typeof loanDocuments.$inferSelect;

export async function documentsOfLoan(orm: Orm, loanId: number): Promise<LoanDocumentRow[]> {
  return orm
    .select()
    .from(loanDocuments)
    .where(eq(loanDocuments.loanId, loanId))
    .orderBy(asc(loanDocuments.createdAt), asc(loanDocuments.id));
}

export async function findDocumentByKey(
  orm: Orm,
  loanId: number,
  storageKey: string,
): Promise<LoanDocumentRow | undefined> {
  const [row] = await orm
    .select()
    .from(loanDocuments)
    .where(and(eq(loanDocuments.loanId, loanId), eq(loanDocuments.storageKey, storageKey)));
  return row;
}

/** Inserts the document, or returns undefined when its key was accepted already (a concurrent satisfy won). */
export async function insertDocument(
  orm: Orm,
  values: Pick<
    LoanDocumentRow,
    'loanId' | 'taskId' | 'storageKey' | 'filename' | 'contentType' | 'sizeBytes' | 'sha256' | 'uploadedBy'
  >,
): Promise<LoanDocumentRow | undefined> {
  const [row] = await orm
    .insert(loanDocuments)
    .values({ ...values, status: 'SUBMITTED', updatedAt: sql`now()` })
    .onConflictDoNothing({ target: loanDocuments.storageKey })
    .returning();
  return row;
}

/** What the borrower and the processor see of a document (never its storage key or hash). */
export function documentView(row: LoanDocumentRow) {
  return {
    id: String(row.id),
    filename: row.filename,
    contentType: row.contentType,
    status: row.status,
    reason: row.reason,
    uploadedAt: row.createdAt.toISOString(),
  };
}
