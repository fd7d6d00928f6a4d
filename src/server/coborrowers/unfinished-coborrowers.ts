/**
 * An application is not submitted while a co-borrower the borrower invited has not finished their part: the loan
 * would go to underwriting without them. The borrower waits for them, or removes the invitation.
 */
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { Orm } from '../db/database.ts';
import { apiText, listed } from '../i18n/api-texts.ts';
import { type ContactRow, listContacts } from './contact-repository.ts';
import { contactView } from './contact-view.ts';

/** Each co-borrower as a refusal names them, in a sentence: "Sam Lee (sam@example.com) and …". */
export const namedContacts = (locale: Locale, contacts: ContactRow[]) =>
  listed(
    locale,
    contacts.map((contact) => `${contact.firstName} ${contact.lastName} (${contact.email})`),
  );

/** Why submission must wait, naming each co-borrower who has not finished, in `locale`; undefined when none. */
export async function unfinishedCoborrowers(
  orm: Orm,
  applicationId: number,
  locale: Locale = SOURCE_LOCALE,
): Promise<{ message: string; coborrowers: ReturnType<typeof contactView>[] } | undefined> {
  const unfinished = (await listContacts(orm, applicationId)).filter(
    (contact) => contact.role === 'coborrower' && contact.status !== 'completed',
  );
  if (unfinished.length === 0) return undefined;
  return {
    message: apiText(locale)('refusal.coborrower.unfinished', {
      names: namedContacts(locale, unfinished),
      count: unfinished.length,
    }),
    coborrowers: unfinished.map(contactView),
  };
}
