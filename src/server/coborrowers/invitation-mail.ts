import type { ApplicationRow } from '../applications/application-repository.ts';
import { borrowerNameOf } from '../flows/application-facts.ts';
import type { MailProvider } from '../providers/mail/mail-provider.ts';
import { type ContactRow, INVITATION_TTL_MS, newInvitation } from './contact-repository.ts';

/** A fresh invitation token, its hash for the database and when it stops working. */
export function freshInvitation() {
  return { ...newInvitation(), expires: new Date(Date.now() + INVITATION_TTL_MS) };
}

/** The subject names nobody: text a borrower typed never reads as the lender's own words. */
export const INVITATION_SUBJECT = 'You are invited to apply as a co-borrower';

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

function invitationText(borrower: string, first: string, link: string, expires: Date) {
  return [
    first ? `Hello "${first}",` : 'Hello,',
    '',
    borrower
      ? `A borrower who gave their name as "${borrower}" has invited you to apply with them as a co-borrower on their loan application.`
      : 'A borrower has invited you to apply with them as a co-borrower on their loan application.',
    'To accept, create your account (or sign in) with this email address and answer your part of the application:',
    '',
    link,
    '',
    `This link works once and expires on ${expires.toUTCString()}.`,
    'If you do not know this person or were not expecting this invitation, ignore this message.',
  ].join('\n');
}

/** Mails the invitation link of `contact` (its token shown only here); a failure throws. */
export async function mailInvitation(
  mail: MailProvider,
  publicUrl: string,
  application: ApplicationRow,
  contact: ContactRow,
  token: string,
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
    subject: INVITATION_SUBJECT,
    text: invitationText(borrower, plainName(contact.firstName), link, contact.inviteExpiresAt),
    links: [link],
  });
}
