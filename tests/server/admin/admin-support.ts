import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { insertDocument } from '../../../src/server/documents/document-repository.ts';
import { updateLoanItem } from '../../../src/server/loans/loan-repository.ts';
import { passwordGrant } from '../../support/identity.ts';
import type { TestApp } from '../../support/test-app.ts';

export const PROCESSOR_EMAIL = 'demo.processor@example.com';
export const PROCESSOR_PASSWORD = 'Demo-Processor-2026';

export async function processorAuthorization(app: FastifyInstance): Promise<string> {
  const grant = await passwordGrant(app, PROCESSOR_EMAIL, PROCESSOR_PASSWORD);
  if (grant.statusCode !== 200) throw new Error(`processor sign-in failed: ${grant.body}`);
  return `Bearer ${grant.json().access_token as string}`;
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A document the borrower submitted to a task, as the satisfy call leaves it (stored bytes, row, task SUBMIT). */
export async function submittedDocument(
  t: TestApp,
  loanId: number,
  taskId: number,
  filename = 'pay-stub.pdf',
) {
  const safeName = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  const key = `loans/${loanId}/conditions/${taskId}/${Date.now().toString(36)}-${safeName}`;
  await t.providers.storage.write(key, PDF_BYTES, 'application/pdf');
  const row = await insertDocument(t.db.orm, {
    loanId,
    taskId,
    storageKey: key,
    filename,
    contentType: 'application/pdf',
    sizeBytes: PDF_BYTES.length,
    sha256: createHash('sha256').update(PDF_BYTES).digest('hex'),
    uploadedBy: 'borrower:test',
  });
  if (!row) throw new Error('document not inserted');
  await updateLoanItem(t.db.orm, loanId, taskId, { status: 'SUBMIT' }, 'borrower:test', {
    kind: 'document-submitted',
  });
  return row;
}
