/**
 * The PUT that local document storage's upload URLs point at (no bearer token: the URL's signature is the
 * permission). Refused with 403 and a message when the URL expired, was signed for another key or content type,
 * or the body is larger than the URL allows; the body is streamed to disk and dropped once it passes the limit.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentStorage } from '../providers/storage/document-storage.ts';
import { isLocalDocumentStorage, LOCAL_UPLOAD_PATH } from '../providers/storage/local-document-storage.ts';

const forbidden = (reply: FastifyReply, message: string) =>
  reply.code(403).send({ statusCode: 403, error: 'Forbidden', message });

type UploadRequest = FastifyRequest<{
  Params: { '*': string };
  Querystring: Record<string, string | undefined>;
}>;

export async function registerUploadRoute(app: FastifyInstance, storage: DocumentStorage): Promise<void> {
  if (!isLocalDocumentStorage(storage)) return;
  await app.register(async (scope) => {
    // The body stays a stream here (and only here), so a large one is never held in memory.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put(
      `${LOCAL_UPLOAD_PATH}/*`,
      {
        schema: {
          summary: 'A signed upload URL of local document storage: the query carries its grant and signature',
          params: { type: 'object', properties: { '*': { type: 'string' } } },
        },
      },
      async (request: UploadRequest, reply) => {
        const key = request.params['*'];
        const check = storage.checkUpload(key, request.query, request.headers['content-type'] ?? '');
        if (!check.ok) return forbidden(reply, check.message);
        const tooLarge = `The file is larger than this upload URL allows (${check.grant.maxBytes} bytes).`;
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > check.grant.maxBytes) return forbidden(reply, tooLarge);
        if ((await storage.size(key)) !== null) {
          return reply.code(409).send({
            statusCode: 409,
            error: 'Conflict',
            message: 'A file was already uploaded with this URL; ask for a new upload URL.',
          });
        }
        const body = request.body as Readable | undefined;
        if (!body) return forbidden(reply, 'The upload has no body.');
        const result = await storage.receive(key, body, check.grant.contentType, check.grant.maxBytes);
        if (result === 'too-large') return forbidden(reply, tooLarge);
        return reply.code(204).send();
      },
    );
  });
}
