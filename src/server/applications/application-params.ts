import type { FastifyReply, FastifyRequest } from 'fastify';
import { replyText } from '../i18n/api-texts.ts';

export const appIdParam = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;

export const appIdParams = {
  type: 'object',
  required: ['appId'],
  properties: { appId: appIdParam },
} as const;

/** The version the caller based its write on, from `If-Match: "3"` (weak or bare digits accepted). */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  const match = typeof header === 'string' ? /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim()) : null;
  return match ? Number(match[1]) : undefined;
}

export function versionRequired(reply: FastifyReply) {
  return reply.code(428).send({
    statusCode: 428,
    error: 'Precondition Required',
    message: replyText(reply)('refusal.application.versionRequired'),
  });
}

export function applicationNotFound(reply: FastifyReply, appId: string) {
  return reply.code(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: replyText(reply)('refusal.application.notFound', { appId }),
  });
}

export function invalidField(reply: FastifyReply, field: string, message: string, code?: string) {
  return reply
    .code(400)
    .send({ statusCode: 400, error: 'Bad Request', field, message, ...(code ? { code } : {}) });
}

/** 400 naming textVersion: the borrower accepted a text that is no longer the one shown (a consent's older version). */
export function refuseOldText(reply: FastifyReply, text: { version: string }) {
  return invalidField(
    reply,
    'textVersion',
    replyText(reply)('refusal.application.oldText', { version: text.version }),
  );
}
