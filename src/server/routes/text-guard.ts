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

/** How deep a body, query or params object may nest; no form of this API comes near it. */
export const MAX_NESTING_DEPTH = 64;

const tooDeep = (part: string): TextProblem => ({
  field: part,
  message: `The request ${part} is nested too deeply (more than ${MAX_NESTING_DEPTH} levels)`,
});

/** A value still to look at: its key under its parent (the dotted path is spelled out only for a problem). */
interface Pending {
  value: unknown;
  key: string;
  parent: Pending | undefined;
  depth: number;
}

const pathOf = (node: Pending): string => {
  const keys: string[] = [];
  for (let at: Pending | undefined = node; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The first key or string PostgreSQL could not store, with its dotted path, or the part itself when it nests
 * deeper than MAX_NESTING_DEPTH. Walked with a stack of its own, not recursion: a body nested 9,000 deep used to
 * overflow the call stack (a 500) on any route, signed in or not.
 */
export function textProblem(value: unknown, part: string): TextProblem | undefined {
  const stack: Pending[] = [{ value, key: part, parent: undefined, depth: 0 }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const item = node.value;
    if (typeof item === 'string') {
      const why = unstorable(item);
      if (why) {
        const path = pathOf(node);
        return { field: path, message: `${path} ${why}` };
      }
      continue;
    }
    const isArray = Array.isArray(item);
    if (!isArray && !isRecord(item)) continue;
    if (node.depth >= MAX_NESTING_DEPTH) return tooDeep(part);
    const depth = node.depth + 1;
    // Pushed last first, so the first field in the document is the first one reported.
    if (isArray) {
      for (let index = item.length - 1; index >= 0; index -= 1)
        stack.push({ value: item[index], key: String(index), parent: node, depth });
      continue;
    }
    const keys = Object.keys(item);
    for (const key of keys) {
      const why = unstorable(key);
      if (why) {
        const path = pathOf(node);
        return { field: path, message: `${path} has a key that ${why}` };
      }
    }
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      stack.push({ value: item[key], key, parent: node, depth });
    }
  }
  return undefined;
}

/**
 * PostgreSQL stores neither a NUL character nor a lone surrogate in text or jsonb: refused up front for every
 * route, naming the field, instead of failing the write (a 500 before). So is a part nested too deeply, before
 * anything else (validation, idempotency) walks it.
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
