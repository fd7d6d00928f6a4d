import { and, eq, gt } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { idpSessions } from '../db/schema.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';

/** The provider's own single-sign-on session, behind an httpOnly cookie scoped to /idp. */
export const SESSION_COOKIE = 'idp_session';

export async function createSession(orm: Orm, userId: string, ttlSeconds: number): Promise<string> {
  const id = newOpaqueToken();
  await orm.insert(idpSessions).values({
    idHash: hashToken(id),
    userId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return id;
}

export async function sessionUserId(orm: Orm, sessionId: string | undefined): Promise<string | undefined> {
  if (!sessionId) return undefined;
  const [row] = await orm
    .select({ userId: idpSessions.userId })
    .from(idpSessions)
    .where(and(eq(idpSessions.idHash, hashToken(sessionId)), gt(idpSessions.expiresAt, new Date())));
  return row?.userId;
}

export async function endSession(orm: Orm, sessionId: string): Promise<void> {
  await orm.delete(idpSessions).where(eq(idpSessions.idHash, hashToken(sessionId)));
}

/** "Sign out everywhere": every provider session of the user. */
export async function endUserSessions(orm: Orm, userId: string): Promise<void> {
  await orm.delete(idpSessions).where(eq(idpSessions.userId, userId));
}
