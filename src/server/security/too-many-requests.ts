import type { FastifyReply } from 'fastify';

/** The API's 429: `Retry-After` in seconds and the JSON error body, with the caller's message and fields. */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterSeconds: number,
  body: { message: string; code?: string; [field: string]: unknown },
) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ statusCode: 429, error: 'Too Many Requests', ...body });
}
