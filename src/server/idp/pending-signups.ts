import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { idpPendingSignups, idpUsers } from '../db/schema.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';
import type { IdpUser } from './users.ts';

/**
 * Sign-ups through the form waiting for the code mailed to their email (issue 19 item 12). A new email gets a random
 * 6-digit code; a taken email gets a row that no code opens, so both answer alike. The row is found by a random id
 * the page carries; id and code are stored only as hashes (the code's keyed with the provider's secret, since a
 * 6-digit code hashed plainly is found by trying all of them).
 */
export const SIGNUP_CODE_TTL_SECONDS = 15 * 60;
/** Codes tried against one code before a new one is needed. */
export const SIGNUP_CODE_TRIES = 5;
/** Codes sent for one sign-up, the first included. */
export const SIGNUP_CODE_SENDS = 5;
/** How long a started sign-up can still ask for a new code; afterwards it is deleted and the person starts again. */
export const PENDING_SIGNUP_TTL_SECONDS = 60 * 60;

export type PendingSignUp = typeof idpPendingSignups.$inferSelect;

export interface NewPendingSignUp {
  email: string;
  /** For a new email: what the account is created with once the code is right. */
  account?: { passwordHash: string; givenName: string; familyName: string };
  /** For a taken email: its account, whose owner is told instead. */
  ownerId?: string;
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function codeHash(secret: Buffer, pendingId: string, code: string): string {
  return createHmac('sha256', secret).update(`signup-code:${pendingId}:${code}`).digest('base64url');
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Starts a sign-up; returns the id the page carries and the code to mail (never mailed for a taken email). */
export async function startPendingSignUp(
  orm: Orm,
  secret: Buffer,
  signUp: NewPendingSignUp,
): Promise<{ pendingId: string; code: string }> {
  await orm.delete(idpPendingSignups).where(lt(idpPendingSignups.expiresAt, new Date()));
  const pendingId = newOpaqueToken();
  const code = newCode();
  const hash = codeHash(secret, pendingId, code);
  await orm.insert(idpPendingSignups).values({
    idHash: hashToken(pendingId),
    email: signUp.email,
    passwordHash: signUp.account?.passwordHash ?? null,
    givenName: signUp.account?.givenName ?? null,
    familyName: signUp.account?.familyName ?? null,
    ownerId: signUp.ownerId ?? null,
    codeHash: signUp.ownerId ? null : hash,
    codeExpiresAt: later(SIGNUP_CODE_TTL_SECONDS),
    expiresAt: later(PENDING_SIGNUP_TTL_SECONDS),
  });
  return { pendingId, code };
}

/** A live pending sign-up (not past its hour), or undefined. */
export async function findPendingSignUp(orm: Orm, pendingId: string): Promise<PendingSignUp | undefined> {
  const [row] = await orm
    .select()
    .from(idpPendingSignups)
    .where(
      and(eq(idpPendingSignups.idHash, hashToken(pendingId)), gt(idpPendingSignups.expiresAt, new Date())),
    );
  return row;
}

export type CodeCheck =
  | { ok: true; pending: PendingSignUp }
  | { ok: false; reason: 'wrong'; triesLeft: number; pending: PendingSignUp }
  | { ok: false; reason: 'expired' | 'used-up'; pending: PendingSignUp }
  | { ok: false; reason: 'gone' };

/** Spends one try of the sign-up's code; when it is right the pending sign-up is used up (deleted) and returned. */
export async function checkSignUpCode(
  orm: Orm,
  secret: Buffer,
  pendingId: string,
  code: string,
): Promise<CodeCheck> {
  const t = idpPendingSignups;
  const idHash = hashToken(pendingId);
  const now = new Date();
  const [row] = await orm
    .update(t)
    .set({ tries: sql`${t.tries} + 1` })
    .where(
      and(
        eq(t.idHash, idHash),
        lt(t.tries, SIGNUP_CODE_TRIES),
        gt(t.codeExpiresAt, now),
        gt(t.expiresAt, now),
      ),
    )
    .returning();
  if (!row) {
    const pending = await findPendingSignUp(orm, pendingId);
    if (!pending) return { ok: false, reason: 'gone' };
    return { ok: false, reason: pending.tries >= SIGNUP_CODE_TRIES ? 'used-up' : 'expired', pending };
  }
  // Hashed for a taken email too, so both take the same time; no code matches a row without a code hash.
  const typed = Buffer.from(codeHash(secret, pendingId, code));
  const stored = Buffer.from(row.codeHash ?? '');
  if (row.ownerId || stored.length !== typed.length || !timingSafeEqual(stored, typed)) {
    return { ok: false, reason: 'wrong', triesLeft: SIGNUP_CODE_TRIES - row.tries, pending: row };
  }
  const [used] = await orm.delete(t).where(eq(t.idHash, idHash)).returning();
  return used ? { ok: true, pending: used } : { ok: false, reason: 'gone' };
}

export type CodeRenewal =
  | { ok: true; pending: PendingSignUp; code: string }
  | { ok: false; reason: 'too-many-sends'; pending: PendingSignUp }
  | { ok: false; reason: 'gone' };

/** A new code for the sign-up (15 minutes, 5 tries again), at most SIGNUP_CODE_SENDS in all. */
export async function renewSignUpCode(orm: Orm, secret: Buffer, pendingId: string): Promise<CodeRenewal> {
  const t = idpPendingSignups;
  const code = newCode();
  const hash = codeHash(secret, pendingId, code);
  const [row] = await orm
    .update(t)
    .set({
      codeHash: sql`CASE WHEN ${t.ownerId} IS NULL THEN ${hash} ELSE NULL END`,
      codeExpiresAt: later(SIGNUP_CODE_TTL_SECONDS),
      tries: 0,
      sends: sql`${t.sends} + 1`,
    })
    .where(
      and(eq(t.idHash, hashToken(pendingId)), gt(t.expiresAt, new Date()), lt(t.sends, SIGNUP_CODE_SENDS)),
    )
    .returning();
  if (row) return { ok: true, pending: row, code };
  const pending = await findPendingSignUp(orm, pendingId);
  return pending ? { ok: false, reason: 'too-many-sends', pending } : { ok: false, reason: 'gone' };
}

/**
 * Creates the account of a sign-up whose code was right, with its email confirmed; undefined when the email got an
 * account meanwhile (another sign-up of the same mailbox finished first). Other sign-ups of the email are dropped.
 */
export async function createConfirmedUser(orm: Orm, pending: PendingSignUp): Promise<IdpUser | undefined> {
  if (!pending.passwordHash || pending.givenName === null || pending.familyName === null) return undefined;
  const [user] = await orm
    .insert(idpUsers)
    .values({
      id: crypto.randomUUID(),
      email: pending.email,
      passwordHash: pending.passwordHash,
      givenName: pending.givenName,
      familyName: pending.familyName,
      emailVerified: true,
    })
    .onConflictDoNothing()
    .returning();
  if (user) await orm.delete(idpPendingSignups).where(eq(idpPendingSignups.email, pending.email));
  return user;
}
