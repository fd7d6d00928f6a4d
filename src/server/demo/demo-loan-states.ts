import { eq } from 'drizzle-orm';
import { milestoneName } from '../../shared/loan-milestones.ts';
import type { Orm } from '../db/database.ts';
import { loanDocuments } from '../db/schema.ts';
import { insertDocument } from '../documents/document-repository.ts';
import {
  addLoanItem,
  type LoanRow,
  loanItems,
  SIGNED,
  updateLoan,
  updateLoanItem,
} from '../loans/loan-repository.ts';
import type { DocumentStorage } from '../providers/storage/document-storage.ts';
import { demoPdf, sha256 } from './demo-documents.ts';

export const DEMO_ACTOR = 'system:demo-seed';
const PROCESSOR = 'admin:demo-processor';

const dateOnly = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A time `days` from now at `hourUtc`:00 UTC. */
const at = (days: number, hourUtc: number) => {
  const moment = new Date(Date.now() + days * 86_400_000);
  moment.setUTCHours(hourUtc, 0, 0, 0);
  return moment.toISOString();
};

async function itemByCode(orm: Orm, loanId: number, code: string) {
  const item = (await loanItems(orm, loanId)).find((candidate) => candidate.code === code);
  if (!item) throw new Error(`Demo seed: loan ${loanId} has no item ${code}`);
  return item;
}

async function setStatus(
  orm: Orm,
  loan: LoanRow,
  code: string,
  status: string,
  reason: string | null = null,
) {
  const item = await itemByCode(orm, loan.id, code);
  await updateLoanItem(
    orm,
    loan.id,
    item.id,
    {
      status,
      statusReason: reason,
      ...(status === SIGNED || status === 'SUBMIT' ? { submittedOn: dateOnly(-1) } : {}),
    },
    status === 'SUBMIT' || status === SIGNED ? `borrower:${loan.ownerSub}` : PROCESSOR,
    { kind: status === SIGNED ? 'item-signed' : 'condition-status', detail: { to: status, reason } },
  );
}

/** A PDF stored through document storage, its row, and the task's status as a review left it. */
async function uploaded(
  orm: Orm,
  storage: DocumentStorage,
  loan: LoanRow,
  code: string,
  filename: string,
  review: { status: 'SUBMITTED' | 'REVIEWED' | 'REJECTED'; reason?: string },
) {
  const task = await itemByCode(orm, loan.id, code);
  const bytes = demoPdf(`${filename}: demo document for loan ${loan.loanNumber}`);
  const key = `loans/${loan.id}/conditions/${task.id}/demo-${filename}`;
  await storage.write(key, bytes, 'application/pdf');
  const document = await insertDocument(orm, {
    loanId: loan.id,
    taskId: task.id,
    storageKey: key,
    filename,
    contentType: 'application/pdf',
    sizeBytes: bytes.length,
    sha256: sha256(bytes),
    uploadedBy: `borrower:${loan.ownerSub}`,
  });
  await setStatus(orm, loan, code, 'SUBMIT');
  if (!document || review.status === 'SUBMITTED') return;
  await orm
    .update(loanDocuments)
    .set({ status: review.status, reason: review.reason ?? null, reviewedBy: PROCESSOR })
    .where(eq(loanDocuments.id, document.id));
  await setStatus(orm, loan, code, review.status, review.reason ?? null);
}

const milestone = (orm: Orm, loan: LoanRow, to: number) =>
  updateLoan(orm, loan.id, { milestone: to, status: milestoneName(to) }, PROCESSOR, {
    kind: 'milestone-changed',
    detail: { from: 0, to },
  });

/** Sign Disclosures: every to-do open, only the E-SIGN consent signed (given before submission). */
export async function signDisclosuresState(orm: Orm, loan: LoanRow): Promise<void> {
  await milestone(orm, loan, 1);
}

/** Provide Documentation: one document waiting for review, one rejected with a reason, one to-do open. */
export async function provideDocumentationState(
  orm: Orm,
  storage: DocumentStorage,
  loan: LoanRow,
): Promise<void> {
  await milestone(orm, loan, 2);
  await setStatus(orm, loan, 'initial-disclosures', SIGNED);
  await uploaded(orm, storage, loan, 'income-proof', 'pay-stubs-and-w2.pdf', { status: 'SUBMITTED' });
  await uploaded(orm, storage, loan, 'identity-document', 'drivers-license.pdf', {
    status: 'REJECTED',
    reason: 'The licence has expired. Please upload a current driver’s license or passport.',
  });
}

/** Schedule Closing: documents reviewed, one last condition and one document to sign, appointments set. */
export async function scheduleClosingState(orm: Orm, storage: DocumentStorage, loan: LoanRow): Promise<void> {
  await milestone(orm, loan, 4);
  await setStatus(orm, loan, 'initial-disclosures', SIGNED);
  await setStatus(orm, loan, 'early-disclosure', SIGNED);
  await uploaded(orm, storage, loan, 'income-proof', 'pay-stubs-and-w2.pdf', { status: 'REVIEWED' });
  await uploaded(orm, storage, loan, 'identity-document', 'passport.pdf', { status: 'REVIEWED' });
  await uploaded(orm, storage, loan, 'homeowners-insurance', 'insurance-declarations.pdf', {
    status: 'REVIEWED',
  });
  await addLoanItem(
    orm,
    loan.id,
    {
      kind: 'task',
      code: 'processor-demo-payoff',
      description: 'Provide a payoff statement for your current home equity line',
      completionDate: dateOnly(5),
    },
    PROCESSOR,
  );
  await addLoanItem(
    orm,
    loan.id,
    {
      kind: 'sign',
      code: 'processor-demo-closing',
      description: 'Sign your closing disclosure',
      completionDate: null,
    },
    PROCESSOR,
  );
  const contact = { closerPhone: '(614) 555-0188', closerEmail: 'closings@example.com' };
  await updateLoan(
    orm,
    loan.id,
    {
      appraisalAppointment: {
        dateTime: at(3, 14),
        dateTimeEnd: at(3, 15),
        location: '65 Orchard Street, Cincinnati, OH 45202',
        closerName: 'Marcus Lee, certified appraiser',
        ...contact,
      },
      closingAppointment: {
        dateTime: at(10, 18),
        dateTimeEnd: at(10, 19),
        location: '65 Orchard Street, Cincinnati, OH 45202',
        closerName: 'Dana Whitfield, notary',
        ...contact,
      },
      rateLockDate: dateOnly(-2),
      rateLockExpiration: dateOnly(43),
    },
    PROCESSOR,
    { kind: 'appointment-set', detail: { appointment: 'closing and appraisal' } },
  );
}
