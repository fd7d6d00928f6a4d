import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { idpRefreshTokens } from '../db/schema.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';

export type RefreshTokenRow = typeof idpRefreshTokens.$inferSelect;

interface FamilyStart {
  userId: string;
  clientId: string;
  scope: string;
  audience: string;
  lifetimeSeconds: number;
  sessionHash: string | null;
}

/** Starts a new rotation family; its absolute expiry is fixed now and never extended by rotation. */
export async function startRefreshFamily(orm: Orm, start: FamilyStart): Promise<string> {
  const token = newOpaqueToken();
  await orm.insert(idpRefreshTokens).values({
    tokenHash: hashToken(token),
    familyId: crypto.randomUUID(),
    userId: start.userId,
    clientId: start.clientId,
    scope: start.scope,
    audience: start.audience,
    sessionHash: start.sessionHash,
    familyExpiresAt: new Date(Date.now() + start.lifetimeSeconds * 1000),
  });
  return token;
}

export type RotationResult =
  | { ok: true; row: RefreshTokenRow; nextToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'wrong_client' };

/**
 * Spends a refresh token and hands out its successor in the same family. A token that was spent
 * already means it was stolen or replayed: the whole family is revoked, the thief's and the owner's.
 */
export async function rotateRefreshToken(orm: Orm, token: string, clientId: string): Promise<RotationResult> {
  return orm.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(idpRefreshTokens)
      .where(eq(idpRefreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.clientId !== clientId) return { ok: false, reason: 'wrong_client' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.usedAt) {
      await tx
        .update(idpRefreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(idpRefreshTokens.familyId, row.familyId), isNull(idpRefreshTokens.revokedAt)));
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.familyExpiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
    await tx
      .update(idpRefreshTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(idpRefreshTokens.tokenHash, row.tokenHash));
    const nextToken = newOpaqueToken();
    await tx.insert(idpRefreshTokens).values({
      tokenHash: hashToken(nextToken),
      familyId: row.familyId,
      userId: row.userId,
      clientId: row.clientId,
      scope: row.scope,
      audience: row.audience,
      sessionHash: row.sessionHash,
      familyExpiresAt: row.familyExpiresAt,
    });
    return { ok: true, row, nextToken } as const;
  });
}

/** Logging out of one browser ends the refresh families started in its provider session. */
export async function revokeSessionRefreshTokens(orm: Orm, sessionHash: string): Promise<void> {
  await orm
    .update(idpRefreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(idpRefreshTokens.sessionHash, sessionHash), isNull(idpRefreshTokens.revokedAt)));
}

/** "Sign out everywhere": every refresh family of the user. */
export async function revokeUserRefreshTokens(orm: Orm, userId: string): Promise<void> {
  await orm
    .update(idpRefreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(idpRefreshTokens.userId, userId), isNull(idpRefreshTokens.revokedAt)));
}
