import { eq, sql } from 'drizzle-orm';
import { SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { Orm } from '../db/database.ts';
import { idpUsers } from '../db/schema.ts';
import { serverMessages, type Translate } from '../i18n/server-messages.ts';
import { hashPassword, passwordMessage } from './passwords.ts';

export type IdpUser = typeof idpUsers.$inferSelect;

export interface SignUp {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

/** A problem with one field of a sign-up, in the words the form shows. */
export interface SignUpProblem {
  field: string;
  message: string;
}

export type SignUpResult =
  | { ok: true; user: IdpUser }
  /** The email has an account already: callers answer as for a new one and tell the owner by mail (item 12). */
  | { ok: 'taken'; owner: IdpUser }
  | {
      ok: false;
      code: 'invalid_password' | 'invalid_body';
      /** The first problem (Auth0's sign-up API names one). */
      field: string;
      message: string;
      /** Every problem, in the order of the form's fields, so the form can list them all at once. */
      problems: SignUpProblem[];
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

/** Every problem with a sign-up's fields, in the order of the form (first name, last name, email, password). */
export function signUpProblems(
  input: SignUp,
  t: Translate = serverMessages(SOURCE_LOCALE, 'idp'),
): SignUpProblem[] {
  const problems: SignUpProblem[] = [];
  const givenName = input.givenName.trim();
  const familyName = input.familyName.trim();
  if (!givenName || givenName.length > 100)
    problems.push({ field: 'given_name', message: t('problem.givenName') });
  if (!familyName || familyName.length > 100) {
    problems.push({ field: 'family_name', message: t('problem.familyName') });
  }
  const email = normaliseEmail(input.email);
  if (!EMAIL.test(email) || email.length > 254) {
    problems.push({ field: 'email', message: t('problem.email') });
  }
  const password = passwordMessage(input.password, t);
  if (password) problems.push({ field: 'password', message: password });
  return problems;
}

export type InvalidSignUp = Extract<SignUpResult, { ok: false }>;

/** The refusal of a sign-up with these fields, or undefined when every field is acceptable. */
export function invalidSignUp(input: SignUp, t?: Translate): InvalidSignUp | undefined {
  const problems = signUpProblems(input, t);
  const [first] = problems;
  if (!first) return undefined;
  // Auth0's code names the kind of the first problem; a password problem alone is invalid_password.
  const code = problems.every((problem) => problem.field === 'password')
    ? 'invalid_password'
    : 'invalid_body';
  return { ok: false, code, field: first.field, message: first.message, problems };
}

/** Creates the account; a refusal's messages are in the language of `t` (the `idp` catalogue; English by default). */
export async function signUp(
  orm: Orm,
  input: SignUp,
  hash: (password: string) => Promise<string> = hashPassword,
  t?: Translate,
): Promise<SignUpResult> {
  const invalid = invalidSignUp(input, t);
  if (invalid) return invalid;
  const email = normaliseEmail(input.email);
  const givenName = input.givenName.trim();
  const familyName = input.familyName.trim();
  const passwordHash = await hash(input.password);
  const [user] = await orm
    .insert(idpUsers)
    .values({ id: crypto.randomUUID(), email, passwordHash, givenName, familyName })
    .onConflictDoNothing()
    .returning();
  if (!user) {
    const owner = await findUserByEmail(orm, email);
    if (!owner) throw new Error('sign-up: the email was taken, but its account is gone');
    return { ok: 'taken', owner };
  }
  return { ok: true, user };
}
