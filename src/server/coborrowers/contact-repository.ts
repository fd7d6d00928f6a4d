import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  COBORROWER_SENSITIVE_PATHS,
  decryptSensitive,
  encryptSensitive,
} from '../applications/sensitive-fields.ts';
import type { Orm } from '../db/database.ts';
import { applicationContacts, applications } from '../db/schema.ts';

export type ContactRow = typeof applicationContacts.$inferSelect;
export type ContactStatus = 'invited' | 'accepted' | 'completed';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashInvitation = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new invitation token (shown once, in the mail) and the hash kept in the database. */
export function newInvitation(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitation(token) };
}

/** Rows leave this module with the co-borrower's SSN and date of birth decrypted (sensitive-fields.ts). */
const readable = (orm: Orm, row: ContactRow): ContactRow => ({
  ...row,
  data: decryptSensitive(orm, row.data, COBORROWER_SENSITIVE_PATHS),
});

export interface NewContact {
  applicationId: number;
  firstName: string;
  lastName: string;
  email: string;
  relationship: string;
  inviteTokenHash: string;
  inviteExpiresAt: Date;
}

export async function insertContact(orm: Orm, contact: NewContact): Promise<ContactRow> {
  const [row] = await orm
    .insert(applicationContacts)
    .values({ ...contact, role: 'coborrower', status: 'invited', data: {}, version: 1 })
    .returning();
  if (!row) throw new Error('insertContact: insert returned no row');
  return row;
}

export async function listContacts(orm: Orm, applicationId: number): Promise<ContactRow[]> {
  const rows = await orm
    .select()
    .from(applicationContacts)
    .where(eq(applicationContacts.applicationId, applicationId))
    .orderBy(asc(applicationContacts.id));
  return rows.map((row) => readable(orm, row));
}

export async function findContact(
  orm: Orm,
  applicationId: number,
  contactId: number,
): Promise<ContactRow | undefined> {
  const [row] = await orm
    .select()
    .from(applicationContacts)
    .where(and(eq(applicationContacts.applicationId, applicationId), eq(applicationContacts.id, contactId)));
  return row && readable(orm, row);
}

/** The contact of `applicationId` whose invitation `sub` accepted, if any. */
export async function findAcceptedContact(
  orm: Orm,
  applicationId: number,
  sub: string,
): Promise<ContactRow | undefined> {
  const [row] = await orm
    .select()
    .from(applicationContacts)
    .where(
      and(eq(applicationContacts.applicationId, applicationId), eq(applicationContacts.subjectSub, sub)),
    );
  return row && readable(orm, row);
}

/**
 * Binds `sub` to the contact if the invitation is still open (not accepted, hash matches, not expired); one
 * statement, so two tabs accepting at once cannot both win.
 */
export async function acceptInvitation(
  orm: Orm,
  contactId: number,
  tokenHash: string,
  sub: string,
  now: Date,
): Promise<ContactRow | undefined> {
  const [row] = await orm
    .update(applicationContacts)
    .set({ status: 'accepted', subjectSub: sub, acceptedAt: now, updatedAt: now })
    .where(
      and(
        eq(applicationContacts.id, contactId),
        eq(applicationContacts.inviteTokenHash, tokenHash),
        eq(applicationContacts.status, 'invited'),
        sql`${applicationContacts.subjectSub} IS NULL`,
        gt(applicationContacts.inviteExpiresAt, now),
      ),
    )
    .returning();
  return row && readable(orm, row);
}

export type ContactWrite = { ok: true; row: ContactRow } | { ok: false; currentVersion: number };

/** Replaces the co-borrower's answers if the stored version is still `expectedVersion`, and bumps it. */
export async function writeContactData(
  orm: Orm,
  contact: ContactRow,
  expectedVersion: number,
  data: Record<string, unknown>,
  status: ContactStatus = contact.status as ContactStatus,
): Promise<ContactWrite> {
  const [row] = await orm
    .update(applicationContacts)
    .set({
      data: encryptSensitive(orm, data, COBORROWER_SENSITIVE_PATHS),
      version: sql`${applicationContacts.version} + 1`,
      status,
      updatedAt: new Date(),
    })
    .where(and(eq(applicationContacts.id, contact.id), eq(applicationContacts.version, expectedVersion)))
    .returning();
  if (row) return { ok: true, row: readable(orm, row) };
  const current = await findContact(orm, contact.applicationId, contact.id);
  return { ok: false, currentVersion: current?.version ?? expectedVersion };
}

export async function deleteContact(orm: Orm, contact: ContactRow): Promise<void> {
  await orm.delete(applicationContacts).where(eq(applicationContacts.id, contact.id));
}

/** What the borrower may change on an invitation nobody has accepted yet. */
export type InvitationChanges = Partial<
  Pick<ContactRow, 'firstName' | 'lastName' | 'email' | 'relationship'>
>;

/**
 * Gives a not-yet-accepted invitation a new token (and any changed names or email): the link mailed before stops
 * working. One statement that also requires the token it replaces, so an acceptance with the old link at the same
 * moment either wins before it (and this finds nothing) or fails after it.
 */
export async function reissueInvitation(
  orm: Orm,
  contact: ContactRow,
  changes: InvitationChanges,
  tokenHash: string,
  expiresAt: Date,
): Promise<ContactRow | undefined> {
  const [row] = await orm
    .update(applicationContacts)
    .set({ ...changes, inviteTokenHash: tokenHash, inviteExpiresAt: expiresAt, updatedAt: new Date() })
    .where(
      and(
        eq(applicationContacts.id, contact.id),
        eq(applicationContacts.inviteTokenHash, contact.inviteTokenHash),
        eq(applicationContacts.status, 'invited'),
        sql`${applicationContacts.subjectSub} IS NULL`,
      ),
    )
    .returning();
  return row && readable(orm, row);
}

/** Puts an invitation back as it was before `reissueInvitation` (its mail could not be sent). */
export async function restoreInvitation(orm: Orm, before: ContactRow, reissuedHash: string): Promise<void> {
  await orm
    .update(applicationContacts)
    .set({
      firstName: before.firstName,
      lastName: before.lastName,
      email: before.email,
      relationship: before.relationship,
      inviteTokenHash: before.inviteTokenHash,
      inviteExpiresAt: before.inviteExpiresAt,
      updatedAt: before.updatedAt,
    })
    .where(and(eq(applicationContacts.id, before.id), eq(applicationContacts.inviteTokenHash, reissuedHash)));
}

export async function writeContactLastPath(orm: Orm, contactId: number, lastPath: string): Promise<void> {
  await orm.update(applicationContacts).set({ lastPath }).where(eq(applicationContacts.id, contactId));
}

/** The applications of these contacts (in no set order); none for none. */
export async function applicationsOfContacts(
  orm: Orm,
  contacts: readonly ContactRow[],
): Promise<(typeof applications.$inferSelect)[]> {
  if (contacts.length === 0) return [];
  return orm
    .select()
    .from(applications)
    .where(
      inArray(
        applications.id,
        contacts.map((contact) => contact.applicationId),
      ),
    );
}

/** The contacts `sub` accepted, on any application, the latest accepted first. */
export async function contactsOfSubject(orm: Orm, sub: string): Promise<ContactRow[]> {
  const rows = await orm
    .select()
    .from(applicationContacts)
    .where(
      and(
        eq(applicationContacts.subjectSub, sub),
        inArray(applicationContacts.status, ['accepted', 'completed']),
      ),
    )
    .orderBy(desc(applicationContacts.acceptedAt), desc(applicationContacts.id));
  return rows.map((row) => readable(orm, row));
}
