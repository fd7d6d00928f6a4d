import type { FastifyInstance } from 'fastify';

/** Parsed JSON, a query or params object (the query parser's has a prototype of its own), not a stream. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Buffer.isBuffer(value) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/** The dotted path of the first key or string holding a NUL character, if any. */
export function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(item, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL stores no NUL character in text or jsonb: refused up front, naming the field, for every route,
 * instead of failing the write (a 500 before).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const field = nulPath(value, part);
      if (field) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          field,
          message: `${field} must not contain the NUL character (\\u0000)`,
        });
      }
    }
  });
}
