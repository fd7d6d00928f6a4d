import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { idpUsers } from '../db/schema.ts';
import { dummyPasswordHash, hashPassword, passwordProblems, verifyPassword } from './passwords.ts';

export type IdpUser = typeof idpUsers.$inferSelect;

export interface SignUp {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export type SignUpResult =
  | { ok: true; user: IdpUser }
  | {
      ok: false;
      code: 'invalid_signup' | 'invalid_password' | 'invalid_body';
      field: string;
      message: string;
    };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(orm: Orm, email: string): Promise<IdpUser | undefined> {
  const [user] = await orm
    .select()
    .from(idpUsers)
    .where(sql`lower(${idpUsers.email}) = ${normaliseEmail(email)}`);
  return user;
}

export async function findUserById(orm: Orm, id: string): Promise<IdpUser | undefined> {
  const [user] = await orm.select().from(idpUsers).where(eq(idpUsers.id, id));
  return user;
}

/** Gives a user permissions (the seeded admin only: sign-up never sets them). */
export async function grantPermissions(orm: Orm, id: string, permissions: string[]): Promise<void> {
  await orm.update(idpUsers).set({ permissions }).where(eq(idpUsers.id, id));
}

export async function signUp(orm: Orm, input: SignUp): Promise<SignUpResult> {
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email) || email.length > 254) {
    return { ok: false, code: 'invalid_body', field: 'email', message: 'Enter a valid email address.' };
  }
  const givenName = input.givenName.trim();
  const familyName = input.familyName.trim();
  if (!givenName || givenName.length > 100) {
    return { ok: false, code: 'invalid_body', field: 'given_name', message: 'Enter your first name.' };
  }
  if (!familyName || familyName.length > 100) {
    return { ok: false, code: 'invalid_body', field: 'family_name', message: 'Enter your last name.' };
  }
  const problems = passwordProblems(input.password);
  if (problems.length > 0) {
    return {
      ok: false,
      code: 'invalid_password',
      field: 'password',
      message: `Password is too weak. It needs: ${problems.join('; ')}.`,
    };
  }
  const passwordHash = await hashPassword(input.password);
  const [user] = await orm
    .insert(idpUsers)
    .values({ id: crypto.randomUUID(), email, passwordHash, givenName, familyName })
    .onConflictDoNothing()
    .returning();
  if (!user) {
    return {
      ok: false,
      code: 'invalid_signup',
      field: 'email',
      message: 'An account with this email already exists. Log in instead.',
    };
  }
  return { ok: true, user };
}

/** The user when email and password match; undefined otherwise, after the same amount of work. */
export async function authenticate(orm: Orm, email: string, password: string): Promise<IdpUser | undefined> {
  const user = await findUserByEmail(orm, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  return user && matches ? user : undefined;
}
