import type { FastifyInstance } from 'fastify';

/** Parsed JSON, a query or params object (the query parser's has a prototype of its own), not a stream. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Buffer.isBuffer(value) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL could not store this text, if it could not. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it has a lone surrogate)';
  return undefined;
}

export interface TextProblem {
  field: string;
  message: string;
}

/** The first key or string PostgreSQL could not store, with its dotted path. */
export function textProblem(value: unknown, path: string): TextProblem | undefined {
  if (typeof value === 'string') {
    const why = unstorable(value);
    return why ? { field: path, message: `${path} ${why}` } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = textProblem(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const why = unstorable(key);
    if (why) return { field: path, message: `${path} has a key that ${why}` };
    const found = textProblem(item, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL stores neither a NUL character nor a lone surrogate in text or jsonb: refused up front for every
 * route, naming the field, instead of failing the write (a 500 before).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const problem = textProblem(value, part);
      if (problem) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', ...problem });
    }
  });
}
