import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '../applications/application-params.ts';
import type { Orm } from '../db/database.ts';
import { loanDocuments } from '../db/schema.ts';
import { updateLoanItem } from '../loans/loan-repository.ts';
import { ProviderUnavailableError } from '../providers/provider-errors.ts';
import type { DocumentStorage } from '../providers/storage/document-storage.ts';
import { adminActor, idParam, notFound } from './admin-access.ts';
import { adminDocumentView } from './admin-loan-views.ts';

type DocumentRequest<Body = unknown> = FastifyRequest<{ Params: { documentId: string }; Body: Body }>;

const documentParams = {
  type: 'object',
  required: ['documentId'],
  properties: { documentId: idParam },
} as const;

async function findDocument(orm: Orm, id: string) {
  const [row] = await orm
    .select()
    .from(loanDocuments)
    .where(eq(loanDocuments.id, Number(id)));
  return row;
}

/** `attachment; filename="…"` safe for any name: an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * POST /api/v2/admin/documents/{documentId}/review: REVIEWED, or REJECTED with the reason the borrower reads on
 * the task; GET …/download: the stored bytes.
 */
export function registerAdminDocumentRoutes(
  admin: FastifyInstance,
  orm: Orm,
  storage: DocumentStorage,
): void {
  admin.post(
    '/api/v2/admin/documents/:documentId/review',
    {
      schema: {
        params: documentParams,
        body: {
          type: 'object',
          required: ['decision'],
          additionalProperties: false,
          properties: {
            decision: { type: 'string', enum: ['REVIEWED', 'REJECTED'] },
            reason: { type: 'string', maxLength: 500 },
          },
        },
      },
    },
    async (request: DocumentRequest<{ decision: 'REVIEWED' | 'REJECTED'; reason?: string }>, reply) => {
      const document = await findDocument(orm, request.params.documentId);
      if (!document) return notFound(reply, `No document ${request.params.documentId}`);
      const { decision } = request.body;
      const reason = request.body.reason?.trim() || null;
      if (decision === 'REJECTED' && !reason)
        return invalidField(
          reply,
          'reason',
          'reason is required to reject a document: the borrower reads it',
        );
      const actor = adminActor(request);
      const result = await orm.transaction(async (tx) => {
        const [reviewed] = await tx
          .update(loanDocuments)
          .set({ status: decision, reason, reviewedBy: actor, updatedAt: sql`now()` })
          .where(eq(loanDocuments.id, document.id))
          .returning();
        const task = await updateLoanItem(
          tx as unknown as Orm,
          document.loanId,
          document.taskId,
          { status: decision, statusReason: decision === 'REJECTED' ? reason : null },
          actor,
          { kind: 'document-reviewed', detail: { documentId: document.id, decision, reason } },
        );
        return { reviewed, task };
      });
      if (!result.reviewed || !result.task)
        return notFound(reply, `No document ${request.params.documentId}`);
      return {
        document: adminDocumentView(result.reviewed),
        task: {
          id: String(result.task.id),
          code: result.task.code,
          description: result.task.description,
          status: result.task.status,
          reason: result.task.statusReason,
        },
      };
    },
  );

  admin.get(
    '/api/v2/admin/documents/:documentId/download',
    { schema: { params: documentParams } },
    async (request: DocumentRequest, reply) => {
      const document = await findDocument(orm, request.params.documentId);
      if (!document) return notFound(reply, `No document ${request.params.documentId}`);
      let stored: Awaited<ReturnType<DocumentStorage['read']>>;
      try {
        stored = await storage.read(document.storageKey);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        request.log.warn({ err: error, documentId: document.id }, 'admin: document storage unavailable');
        return reply.code(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Document storage is unavailable; try again',
        });
      }
      if (!stored) return notFound(reply, `The file of document ${document.id} is missing from storage`);
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', attachment(document.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(stored.bytes);
    },
  );
}
