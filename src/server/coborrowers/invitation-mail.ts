import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { borrowerNameOf } from '../flows/application-facts.ts';
import { serverMessages } from '../i18n/server-messages.ts';
import type { MailProvider } from '../providers/mail/mail-provider.ts';
import { formatInstant } from '../routes/page-locale.ts';
import { type ContactRow, INVITATION_TTL_MS, newInvitation } from './contact-repository.ts';

/** A fresh invitation token, its hash for the database and when it stops working. */
export function freshInvitation() {
  return { ...newInvitation(), expires: new Date(Date.now() + INVITATION_TTL_MS) };
}

/** The subject names nobody: text a borrower typed never reads as the lender's own words. */
export const invitationSubject = (locale: Locale) => serverMessages(locale, 'email')('invitation.subject');

/** The subject in English (the source text). */
export const INVITATION_SUBJECT = invitationSubject(SOURCE_LOCALE);

const URL_LIKE = [
  // a scheme (https://, mailto:, javascript:) or www. and everything up to the next space
  /\S*(?:[a-z][a-z0-9+.-]*:\/\/|\b(?:mailto|javascript|data):|\bwww\.)\S*/giu,
  // a host name: letters or digits, a dot, two letters or more (example.com, bit.ly/x, a@b.co)
  /\S*[\p{L}\p{N}-]\.\p{L}{2,}\S*/giu,
];

/**
 * A name a borrower typed, as plain text to quote in a mail: no links or anything a mail reader would turn into
 * one, no quotes or line breaks to break out of the quotation, at most 60 characters.
 */
export function plainName(typed: string | undefined): string {
  let name = typed ?? '';
  for (const pattern of URL_LIKE) name = name.replace(pattern, ' ');
  return name
    .replace(/[\p{C}"“”«»\\/@]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
}

function invitationText(locale: Locale, borrower: string, first: string, link: string, expires: Date) {
  const t = serverMessages(locale, 'email');
  return [
    first ? t('invitation.greeting', { first }) : t('invitation.greetingNoName'),
    '',
    borrower ? t('invitation.invited', { borrower }) : t('invitation.invitedNoName'),
    t('invitation.accept'),
    '',
    link,
    '',
    t('invitation.expires', { expires: formatInstant(locale, expires) }),
    t('invitation.ignore'),
  ].join('\n');
}

/**
 * Mails the invitation link of `contact` (its token shown only here), in `locale` (the application's language, else
 * the inviting request's); a failure throws.
 */
export async function mailInvitation(
  mail: MailProvider,
  publicUrl: string,
  application: ApplicationRow,
  contact: ContactRow,
  token: string,
  locale: Locale = SOURCE_LOCALE,
): Promise<void> {
  const link = `${publicUrl}/${application.nmlsId}/coborrower/create-account?${new URLSearchParams({
    invite: token,
    appId: String(application.id),
    contactId: String(contact.id),
  })}`;
  // The borrower's name wherever the flow keeps it (its facts borrowerFirstName and borrowerLastName).
  const borrower = plainName(borrowerNameOf(application.flowType, application.data));
  await mail.send({
    to: contact.email,
    subject: invitationSubject(locale),
    text: invitationText(locale, borrower, plainName(contact.firstName), link, contact.inviteExpiresAt),
    links: [link],
  });
}
