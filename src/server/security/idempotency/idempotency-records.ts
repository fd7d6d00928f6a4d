/** The stored first answers of Idempotency-Key requests (table idempotency_keys, migration 0009). */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyScope {
  caller: string;
  key: string;
  method: string;
  path: string;
}

/** How long an answer is kept and replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24;

const matches = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.caller, scope.caller),
    eq(idempotencyKeys.idempotencyKey, scope.key),
    eq(idempotencyKeys.method, scope.method),
    eq(idempotencyKeys.path, scope.path),
  );

/** Claims the key for this request; false when a record exists already (answered, or being handled). */
export async function claimKey(orm: Orm, scope: IdempotencyScope, bodyHash: string): Promise<boolean> {
  const inserted = await orm
    .insert(idempotencyKeys)
    .values({
      caller: scope.caller,
      idempotencyKey: scope.key,
      method: scope.method,
      path: scope.path,
      bodyHash,
    })
    .onConflictDoNothing()
    .returning({ caller: idempotencyKeys.caller });
  return inserted.length === 1;
}

export async function findRecord(orm: Orm, scope: IdempotencyScope): Promise<IdempotencyRecord | undefined> {
  const [row] = await orm.select().from(idempotencyKeys).where(matches(scope));
  return row;
}

/** A first answer as it is kept and replayed. */
export interface KeptAnswer {
  statusCode: number;
  body: string;
  contentType: string | null;
}

export async function storeAnswer(orm: Orm, scope: IdempotencyScope, answer: KeptAnswer): Promise<void> {
  await orm
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body, contentType: answer.contentType })
    .where(and(matches(scope), isNull(idempotencyKeys.statusCode)));
}

/** Forgets the record of a request whose answer is not to be replayed (a server error, a streamed body). */
export async function releaseKey(orm: Orm, scope: IdempotencyScope): Promise<void> {
  await orm.delete(idempotencyKeys).where(matches(scope));
}

/**
 * Forgets the record only if it expired or is a claim abandoned for `abandonedSeconds` with no answer (a request
 * that died); true when it did. The database's clock decides, so a newer claim is never removed.
 */
export async function releaseStale(
  orm: Orm,
  scope: IdempotencyScope,
  abandonedSeconds: number,
): Promise<boolean> {
  const deleted = await orm
    .delete(idempotencyKeys)
    .where(
      and(
        matches(scope),
        or(
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
          and(
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${abandonedSeconds})`),
          ),
        ),
      ),
    )
    .returning({ caller: idempotencyKeys.caller });
  return deleted.length > 0;
}

export async function deleteExpired(orm: Orm): Promise<void> {
  await orm
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`));
}
