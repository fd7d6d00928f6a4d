/**
 * The revocation list of access tokens (issue 19, item 14), in the database so every API instance sees it. Log-out
 * withdraws the user's access tokens issued until then; the API refuses them for the rest of their life, after
 * which the entry is deleted. A token issued in the same second as the log-out is not covered (tokens carry their
 * issue time in whole seconds); the refresh tokens log-out revokes cannot make new ones.
 */
import { lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { accessTokenRevocations } from '../db/schema.ts';
import type { AccessTokenVerifier } from './access-token.ts';

/** The verifier's clock tolerance: an entry outlives the last token it covers by this much. */
const LEEWAY_SECONDS = 60;
/** How long an instance trusts what it read about a user; a log-out elsewhere takes effect within this time. */
const CACHE_MS = 1000;
const CACHE_MAX_ENTRIES = 10_000;

export class RevokedAccessTokenError extends Error {
  constructor() {
    super('The access token was revoked (the user logged out)');
    this.name = 'RevokedAccessTokenError';
  }
}

const caches = new WeakMap<Orm, Map<string, { revokedBefore: number | null; readAt: number }>>();
const cacheOf = (orm: Orm) => {
  const cache = caches.get(orm) ?? new Map();
  caches.set(orm, cache);
  return cache;
};

/**
 * Withdraws every access token of `subject` issued before now; kept for `tokenTtlSeconds` (the longest life an
 * access token has). Called by the identity provider's log-out.
 */
export async function revokeAccessTokensOfUser(
  orm: Orm,
  subject: string,
  tokenTtlSeconds: number,
): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${tokenTtlSeconds + LEEWAY_SECONDS})`;
  await orm
    .insert(accessTokenRevocations)
    .values({ subject, revokedBefore: sql`now()`, expiresAt })
    .onConflictDoUpdate({
      target: accessTokenRevocations.subject,
      set: { revokedBefore: sql`now()`, expiresAt },
    });
  cacheOf(orm).delete(subject);
  await orm.delete(accessTokenRevocations).where(lt(accessTokenRevocations.expiresAt, sql`now()`));
}

async function revokedBefore(orm: Orm, subject: string): Promise<number | null> {
  const cache = cacheOf(orm);
  const cached = cache.get(subject);
  if (cached && Date.now() - cached.readAt < CACHE_MS) return cached.revokedBefore;
  const [row] = await orm
    .select({ revokedBefore: accessTokenRevocations.revokedBefore })
    .from(accessTokenRevocations)
    .where(
      sql`${accessTokenRevocations.subject} = ${subject} AND ${accessTokenRevocations.expiresAt} > now()`,
    );
  const value = row ? row.revokedBefore.getTime() : null;
  if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
  cache.set(subject, { revokedBefore: value, readAt: Date.now() });
  return value;
}

/** The verifier, also refusing tokens on the revocation list (RevokedAccessTokenError). */
export function withRevocationCheck(verify: AccessTokenVerifier, orm: Orm): AccessTokenVerifier {
  return async (token) => {
    const caller = await verify(token);
    const before = await revokedBefore(orm, caller.sub);
    // Issued in a whole second that ended before the log-out.
    if (before !== null && (caller.issuedAt + 1) * 1000 <= before) throw new RevokedAccessTokenError();
    return caller;
  };
}
