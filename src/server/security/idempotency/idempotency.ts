/**
 * Idempotency-Key on every POST under /api (issue 9): the first request with a key does the work and its answer
 * (status and body) is kept; a retry with the same key from the same caller to the same method and path gets that
 * answer back without the work being done again. The same key with another body (or query) is refused with 422.
 * A duplicate that arrives while the first is still being handled waits for its answer, or gets 409 after a while.
 * Server errors (5xx) are not kept, so a retry after one does the work. Keys are kept 24 hours, in the database, so
 * this holds across API instances.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cipherFor } from '../../applications/sensitive-fields.ts';
import { DataCipher } from '../../crypto/data-encryption.ts';
import type { Orm } from '../../db/database.ts';
import {
  claimKey,
  deleteExpired,
  findRecord,
  IDEMPOTENCY_TTL_HOURS,
  type IdempotencyRecord,
  type IdempotencyScope,
  type KeptAnswer,
  releaseKey,
  releaseStale,
  storeAnswer,
} from './idempotency-records.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds an Idempotency-Key whose answer is to be kept. */
    idempotency: IdempotencyScope | null;
    /** The answer to keep for that key, taken as it was sent; null when it is not kept (5xx, a stream). */
    idempotentAnswer: KeptAnswer | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a duplicate waits for the first request's answer before it gets 409. */
const WAIT_MS = 5000;
const POLL_MS = 50;
/** A claim this old with no answer belongs to a request that died (a crash, a lost connection): it is taken over. */
const ABANDONED_SECONDS = 60;
const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3600 * 1000;

/** Objects with their keys sorted, so the same JSON sent in another key order hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify(canonical({ body: request.body ?? null, query: request.query ?? {} })))
    .digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const error = (reply: FastifyReply, statusCode: number, name: string, message: string) =>
  reply.code(statusCode).send({ statusCode, error: name, message });

/** Kept answers can hold personal data (a date of birth) or live link tokens: they are stored encrypted. */
const sealed = (orm: Orm, answer: KeptAnswer): KeptAnswer => ({
  ...answer,
  body: cipherFor(orm).encrypt(answer.body),
});

function replay(orm: Orm, reply: FastifyReply, record: IdempotencyRecord) {
  if (record.contentType) reply.header('content-type', record.contentType);
  const body = record.responseBody ?? '';
  return reply
    .code(record.statusCode as number)
    .header('idempotent-replayed', 'true')
    .send(DataCipher.isCiphertext(body) ? cipherFor(orm).decrypt(body) : body);
}

export function registerIdempotency(app: FastifyInstance, orm: Orm, options: { waitMs?: number } = {}): void {
  const waitMs = options.waitMs ?? WAIT_MS;
  app.decorateRequest('idempotency', null);
  app.decorateRequest('idempotentAnswer', null);

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !request.url.startsWith('/api/')) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      return error(
        reply,
        400,
        'Bad Request',
        'The Idempotency-Key header must be one value of 1 to 255 visible ASCII characters (e.g. a UUID).',
      );
    }
    const scope: IdempotencyScope = {
      caller: request.caller?.sub ? `sub:${request.caller.sub}` : `ip:${request.ip}`,
      key: header,
      method: request.method,
      path: request.url.split('?')[0] ?? '',
    };
    const bodyHash = requestHash(request);
    // Now and then, not on every request: expired keys go.
    if (Math.random() < 0.01) await deleteExpired(orm);

    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await claimKey(orm, scope, bodyHash)) {
        request.idempotency = scope;
        return;
      }
      const record = await findRecord(orm, scope);
      if (!record) continue; // released in between: claim again
      const age = Date.now() - record.createdAt.getTime();
      const stale = age > TTL_MS || (record.statusCode === null && age > ABANDONED_SECONDS * 1000);
      if (stale && (await releaseStale(orm, scope, ABANDONED_SECONDS))) continue;
      if (record.bodyHash !== bodyHash) {
        return error(
          reply,
          422,
          'Unprocessable Entity',
          'This Idempotency-Key was already used with a different request body; send a new Idempotency-Key for a different request.',
        );
      }
      if (record.statusCode !== null) return replay(orm, reply, record);
      if (Date.now() >= deadline) {
        reply.header('retry-after', '1');
        return error(
          reply,
          409,
          'Conflict',
          'A request with this Idempotency-Key is still in progress; retry it with the same Idempotency-Key shortly.',
        );
      }
      await sleep(POLL_MS);
    }
  });

  // The answer is taken as it goes out, without waiting: a route that calls reply.send() and then returns
  // undefined is answered once only if nothing in onSend waits (a database write there made Fastify send the
  // reply a second time, empty). It is kept once the response has gone; a retry in between waits for it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.idempotency) {
      const keep = reply.statusCode < 500 && (typeof payload === 'string' || Buffer.isBuffer(payload));
      const contentType = reply.getHeader('content-type');
      request.idempotentAnswer = keep
        ? {
            statusCode: reply.statusCode,
            body: (payload as string | Buffer).toString(),
            contentType: typeof contentType === 'string' ? contentType : null,
          }
        : null;
    }
    done(null, payload);
  });

  app.addHook('onResponse', async (request) => {
    const scope = request.idempotency;
    if (!scope) return;
    request.idempotency = null;
    const answer = request.idempotentAnswer;
    const settle = () => (answer ? storeAnswer(orm, scope, sealed(orm, answer)) : releaseKey(orm, scope));
    try {
      await settle();
    } catch (err) {
      request.log.error({ err, key: scope.key }, 'idempotency: could not keep the answer; trying again');
      settleLater(settle, request.log, scope.key);
    }
  });
}

/** How often a claim left unsettled (the database gone) is tried again, and for how long. */
const SETTLE_RETRY_MS = 500;
const SETTLE_RETRY_FOR_MS = (ABANDONED_SECONDS / 2) * 1000;

/**
 * Keeps or releases the claim once the database is back, so that a retry of a request that failed while it was
 * gone does the work at once instead of waiting for the claim to count as abandoned. It stops well before then:
 * by that time a retry may have taken the claim over, and it is no longer this request's to settle.
 */
function settleLater(settle: () => Promise<void>, log: FastifyRequest['log'], key: string): void {
  const until = Date.now() + SETTLE_RETRY_FOR_MS;
  const attempt = () => {
    setTimeout(() => {
      settle().then(
        () => log.info({ key }, 'idempotency: claim settled after the database came back'),
        (err: unknown) => {
          if (Date.now() < until) attempt();
          else
            log.error({ err, key }, 'idempotency: gave up settling the claim; it counts as abandoned later');
        },
      );
    }, SETTLE_RETRY_MS).unref();
  };
  attempt();
}
