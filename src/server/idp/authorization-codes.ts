import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { idpAuthorizationCodes } from '../db/schema.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';

const CODE_LIFETIME_MS = 60_000;

export type AuthorizationCode = typeof idpAuthorizationCodes.$inferSelect;

export async function createAuthorizationCode(
  orm: Orm,
  grant: Omit<AuthorizationCode, 'codeHash' | 'expiresAt' | 'usedAt'>,
): Promise<string> {
  const code = newOpaqueToken();
  await orm.insert(idpAuthorizationCodes).values({
    ...grant,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
  return code;
}

/** Marks the code spent and returns it, or undefined when it is unknown, expired or spent already. */
export async function consumeAuthorizationCode(
  orm: Orm,
  code: string,
): Promise<AuthorizationCode | undefined> {
  const [row] = await orm
    .update(idpAuthorizationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(idpAuthorizationCodes.codeHash, hashToken(code)),
        isNull(idpAuthorizationCodes.usedAt),
        gt(idpAuthorizationCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
