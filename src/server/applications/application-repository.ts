import { and, eq, sql } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { Orm } from '../db/database.ts';
import { applications } from '../db/schema.ts';
import { decryptSensitive, encryptSensitive } from './sensitive-fields.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationData = Record<string, unknown>;

/**
 * Rows leave this module with their sensitive answers (sensitive-fields.ts) decrypted, and answers enter it
 * encrypted: nothing else in the server sees a ciphertext, and the database never sees those answers in clear.
 */
const readable = (orm: Orm, row: ApplicationRow): ApplicationRow => ({
  ...row,
  data: decryptSensitive(orm, row.data as ApplicationData),
});

export async function createApplication(
  orm: Orm,
  ownerSub: string,
  nmlsId: string,
  flowType: string,
  /** The borrower's language (their account's choice, else the request's): e-mails and documents use it. */
  locale: Locale = SOURCE_LOCALE,
): Promise<ApplicationRow> {
  const [row] = await orm
    .insert(applications)
    .values({
      id: sql`nextval('application_id_seq')`,
      ownerSub,
      nmlsId,
      flowType,
      locale,
      status: 'draft',
      data: {},
      version: 1,
    })
    .returning();
  if (!row) throw new Error('createApplication: insert returned no row');
  return row;
}

/** The application when the caller owns it; undefined otherwise (the API answers 404 either way). */
export async function findOwnedApplication(
  orm: Orm,
  appId: number,
  ownerSub: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await orm
    .select()
    .from(applications)
    .where(and(eq(applications.id, appId), eq(applications.ownerSub, ownerSub)));
  return row && readable(orm, row);
}

export type DataWrite =
  | { ok: true; row: ApplicationRow }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'stale'; currentVersion: number };

/**
 * Replaces the answers if the stored version is still `expectedVersion`, and bumps the version.
 * A write based on an older version is refused, never merged silently over someone else's change.
 */
export async function writeApplicationData(
  orm: Orm,
  appId: number,
  ownerSub: string,
  expectedVersion: number,
  data: ApplicationData,
  flowType?: string,
): Promise<DataWrite> {
  const [row] = await orm
    .update(applications)
    .set({
      data: encryptSensitive(orm, data),
      version: sql`${applications.version} + 1`,
      updatedAt: sql`now()`,
      ...(flowType ? { flowType } : {}),
    })
    .where(
      and(
        eq(applications.id, appId),
        eq(applications.ownerSub, ownerSub),
        eq(applications.version, expectedVersion),
      ),
    )
    .returning();
  if (row) return { ok: true, row: readable(orm, row) };
  const current = await findOwnedApplication(orm, appId, ownerSub);
  return current
    ? { ok: false, reason: 'stale', currentVersion: current.version }
    : { ok: false, reason: 'not_found' };
}

/** The last visited step, overall and under the caller's key; not an answer, so the version stays. */
export async function writeLastPath(orm: Orm, appId: number, ownerSub: string, path: string, key: string) {
  const [row] = await orm
    .update(applications)
    .set({
      lastPath: path,
      lastPaths: sql`${applications.lastPaths} || jsonb_build_object(${key}::text, ${path}::text)`,
    })
    .where(and(eq(applications.id, appId), eq(applications.ownerSub, ownerSub)))
    .returning();
  return row && readable(orm, row);
}

/**
 * Records what the server worked out (pricing, valuation, credit summary) beside the answers. Each key
 * replaces its previous value atomically; the answers and their version are untouched.
 */
export async function mergeDerived(orm: Orm, appId: number, values: Record<string, unknown>): Promise<void> {
  await orm
    .update(applications)
    .set({ derived: sql`${applications.derived} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(applications.id, appId));
}

/**
 * Moves the application from one status to the next (DESIGN.md 6: draft -> prequalified -> submitted); a row
 * in another status is left alone, so the move happens once and never backwards.
 */
export async function advanceApplicationStatus(
  orm: Orm,
  appId: number,
  from: string,
  to: string,
): Promise<void> {
  await orm
    .update(applications)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(applications.id, appId), eq(applications.status, from)));
}
