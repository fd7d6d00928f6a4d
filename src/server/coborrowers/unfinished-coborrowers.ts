/**
 * An application is not submitted while a co-borrower the borrower invited has not finished their part: the loan
 * would go to underwriting without them. The borrower waits for them, or removes the invitation.
 */
import type { Orm } from '../db/database.ts';
import { listContacts } from './contact-repository.ts';
import { contactView } from './contact-view.ts';

/** Names in a sentence: "A", "A and B", "A, B and C". */
export const list = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** Why submission must wait, naming each co-borrower who has not finished; undefined when none. */
export async function unfinishedCoborrowers(
  orm: Orm,
  applicationId: number,
): Promise<{ message: string; coborrowers: ReturnType<typeof contactView>[] } | undefined> {
  const unfinished = (await listContacts(orm, applicationId)).filter(
    (contact) => contact.role === 'coborrower' && contact.status !== 'completed',
  );
  if (unfinished.length === 0) return undefined;
  const names = unfinished.map((contact) => `${contact.firstName} ${contact.lastName} (${contact.email})`);
  const one = unfinished.length === 1;
  return {
    message: `The application cannot be submitted yet: ${list(names)} ${one ? 'has' : 'have'} not finished ${one ? 'their part' : 'their parts'}. Wait until ${one ? 'they finish' : 'each has finished'}, or remove ${one ? 'the invitation' : 'their invitations'}, then submit.`,
    coborrowers: unfinished.map(contactView),
  };
}
