/**
 * What an invitation may say: the body of POST basic-info (all four fields) and of an edit (any of them), and
 * the email's rules, each problem naming its field in the borrower's words.
 */
import type { Locale } from '../../shared/i18n/locales.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import type { Orm } from '../db/database.ts';
import { apiText } from '../i18n/api-texts.ts';
import { findUserById } from '../idp/users.ts';
import type { ContactRow } from './contact-repository.ts';

export const RELATIONSHIPS = [
  'Spouse',
  'DomesticPartner',
  'Parent',
  'Child',
  'Sibling',
  'OtherRelative',
  'Friend',
  'Other',
];

/** At most this many co-borrowers on one application (the 1003 has room for four borrowers in all). */
export const MAX_COBORROWERS = 3;

const FIELDS = ['firstName', 'lastName', 'email', 'relationship'] as const;
type Field = (typeof FIELDS)[number];
export type InvitationBody = Record<Field, string>;

const NAME = /^[^<>{}]{1,60}$/;
const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]+\.[^\s@<>]{2,}$/;

export interface FieldProblem {
  field: string;
  message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldProblem(field: Field, value: unknown, locale: Locale): FieldProblem | undefined {
  const t = apiText(locale);
  if (field === 'email') {
    if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value.trim()))
      return { field, message: t('refusal.coborrower.email') };
    return undefined;
  }
  if (field === 'relationship') {
    if (typeof value !== 'string' || !RELATIONSHIPS.includes(value))
      return {
        field,
        message: t('refusal.coborrower.relationship', { relationships: RELATIONSHIPS.join(', ') }),
      };
    return undefined;
  }
  if (typeof value !== 'string' || !NAME.test(value.trim()))
    return { field, message: t('refusal.coborrower.name', { field }) };
  return undefined;
}

/**
 * The first problem of an invitation body, naming its field, in `locale`. `partial`: an edit, which may leave
 * fields out but must change at least one.
 */
export function invitationBodyProblem(
  body: unknown,
  locale: Locale,
  partial = false,
): FieldProblem | undefined {
  const t = apiText(locale);
  if (!isObject(body)) return { field: '(body)', message: t('refusal.coborrower.notAnObject') };
  const extra = Object.keys(body).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (extra) return { field: extra, message: t('refusal.coborrower.notAField', { field: extra }) };
  if (partial && Object.keys(body).length === 0)
    return { field: '(body)', message: t('refusal.coborrower.nothingToChange') };
  for (const field of FIELDS) {
    if (body[field] === undefined) {
      if (partial) continue;
      return { field, message: t('refusal.coborrower.missing', { field }) };
    }
    const problem = fieldProblem(field, body[field], locale);
    if (problem) return problem;
  }
  return undefined;
}

/** The body's values trimmed, the email in lower case. */
export function normalisedInvitation<T extends Partial<InvitationBody>>(body: T): T {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = key === 'email' ? value.trim().toLowerCase() : value.trim();
  }
  return out as T;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emailAt = (value: unknown, key: string): string | undefined => {
  const found = isObject(value) ? value[key] : undefined;
  return typeof found === 'string' && found.trim() ? found.trim().toLowerCase() : undefined;
};

/**
 * The borrower's own addresses: the contact email they gave, their account email in the answers, and the email of
 * their account with the embedded identity provider (its subject is the user's id; an Auth0 subject is not).
 */
export async function borrowerEmails(orm: Orm, application: ApplicationRow): Promise<Set<string>> {
  const emails = new Set<string>();
  const { data } = application;
  for (const email of [emailAt(data.contactInfo, 'email'), emailAt(data.applicant, 'accountEmail')])
    if (email) emails.add(email);
  if (UUID.test(application.ownerSub)) {
    const account = await findUserById(orm, application.ownerSub);
    if (account) emails.add(account.email.trim().toLowerCase());
  }
  return emails;
}

/**
 * The email's problem on this application, in `locale`: the borrower's own, or someone already invited (but
 * `self`).
 */
export function emailTaken(
  email: string,
  own: Set<string>,
  contacts: ContactRow[],
  locale: Locale,
  self?: ContactRow,
): FieldProblem | undefined {
  const t = apiText(locale);
  if (own.has(email)) return { field: 'email', message: t('refusal.coborrower.ownEmail') };
  if (contacts.some((contact) => contact.email === email && contact.id !== self?.id))
    return { field: 'email', message: t('refusal.coborrower.alreadyInvited', { email }) };
  return undefined;
}
