/**
 * A borrower's document for a condition (spec 4.10): an upload URL for one key under the condition, then
 * "satisfy", which reads the uploaded object back and accepts it only when its size and its real type (from its
 * bytes) are right and the malware scanner finds it clean. The document row, the task's move to SUBMIT and the audit event are written together.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads.ts';
import type { Orm } from '../db/database.ts';
import { loanTasks } from '../db/schema.ts';
import { findDocumentByKey, insertDocument, type LoanDocumentRow } from '../documents/document-repository.ts';
import { sniffFileType } from '../documents/file-type.ts';
import { recordLoanEvent } from '../loans/loan-repository.ts';
import type { MalwareScanner, ScanVerdict } from '../providers/scanner/malware-scanner.ts';
import type { DocumentStorage } from '../providers/storage/document-storage.ts';
import { isSafeStorageKey } from '../providers/storage/storage-keys.ts';

/** The task status an accepted upload moves its condition to (DESIGN.md 6). */
export const SUBMITTED_TASK_STATUS = 'SUBMIT';

const today = () => new Date().toISOString().slice(0, 10);

export const conditionKeyPrefix = (loanId: number, conditionId: number) =>
  `loans/${loanId}/conditions/${conditionId}/`;

/** A file name safe in a storage key: letters, digits, dot, dash, underscore; never empty or hidden. */
export function sanitiseFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(-100);
  return cleaned || 'document';
}

export function newConditionKey(loanId: number, conditionId: number, filename: string): string {
  return `${conditionKeyPrefix(loanId, conditionId)}${randomBytes(8).toString('hex')}-${sanitiseFilename(filename)}`;
}

/** The name the borrower gave, as kept in the key (without the random part). */
const filenameOf = (key: string) => (key.split('/').pop() ?? '').replace(/^[0-9a-f]{16}-/, '');

export type SatisfyOutcome =
  | { ok: true; created: boolean; document: LoanDocumentRow }
  | { ok: false; field: 's3Key'; message: string; malware?: string }
  /** No verdict from the malware scanner (down, timed out): refused, never accepted unscanned; the file stays. */
  | { ok: false; scanFailed: true; error: unknown };

export async function satisfyCondition(
  orm: Orm,
  storage: DocumentStorage,
  scanner: MalwareScanner,
  condition: { loanId: number; taskId: number },
  key: string,
  actor: string,
  messages: {
    missing: string;
    tooLarge: string;
    invalidType: string;
    foreignKey: string;
    infected: (signature: string) => string;
  },
): Promise<SatisfyOutcome> {
  const { loanId, taskId } = condition;
  if (!key.startsWith(conditionKeyPrefix(loanId, taskId)) || !isSafeStorageKey(key)) {
    return { ok: false, field: 's3Key', message: messages.foreignKey };
  }
  const existing = await findDocumentByKey(orm, loanId, key);
  if (existing) return { ok: true, created: false, document: existing };

  const size = await storage.size(key);
  if (size === null) return { ok: false, field: 's3Key', message: messages.missing };
  if (size > MAX_UPLOAD_BYTES) {
    await storage.remove(key);
    return { ok: false, field: 's3Key', message: messages.tooLarge };
  }
  const stored = await storage.read(key);
  if (!stored) return { ok: false, field: 's3Key', message: messages.missing };
  const contentType = sniffFileType(stored.bytes);
  if (!contentType || stored.bytes.length > MAX_UPLOAD_BYTES) {
    await storage.remove(key);
    return { ok: false, field: 's3Key', message: contentType ? messages.tooLarge : messages.invalidType };
  }
  let verdict: ScanVerdict;
  try {
    verdict = await scanner.scan(stored.bytes);
  } catch (error) {
    return { ok: false, scanFailed: true, error };
  }
  if (!verdict.clean) {
    await storage.remove(key);
    return {
      ok: false,
      field: 's3Key',
      message: messages.infected(verdict.signature),
      malware: verdict.signature,
    };
  }
  const sha256 = createHash('sha256').update(stored.bytes).digest('hex');
  const filename = filenameOf(key);
  const document = await orm.transaction(async (tx) => {
    const txOrm = tx as unknown as Orm;
    const row = await insertDocument(txOrm, {
      loanId,
      taskId,
      storageKey: key,
      filename,
      contentType,
      sizeBytes: stored.bytes.length,
      sha256,
      uploadedBy: actor,
    });
    if (!row) return undefined;
    await tx
      .update(loanTasks)
      .set({ status: SUBMITTED_TASK_STATUS, submittedOn: today(), statusReason: null, updatedAt: sql`now()` })
      .where(and(eq(loanTasks.id, taskId), eq(loanTasks.loanId, loanId)));
    await recordLoanEvent(txOrm, loanId, actor, 'document-submitted', {
      itemId: taskId,
      status: SUBMITTED_TASK_STATUS,
      documentId: row.id,
      filename,
      contentType,
      sizeBytes: row.sizeBytes,
      sha256,
    });
    return row;
  });
  if (document) return { ok: true, created: true, document };
  // Another request accepted the same key first: answer with its document.
  const winner = await findDocumentByKey(orm, loanId, key);
  if (!winner) throw new Error(`satisfyCondition: no document for ${key} after a conflict`);
  return { ok: true, created: false, document: winner };
}
