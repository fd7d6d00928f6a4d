import type { ApplicationRow } from '../applications/application-repository.ts';
import type { MailProvider } from '../providers/mail/mail-provider.ts';
import { type ContactRow, INVITATION_TTL_MS, newInvitation } from './contact-repository.ts';

/** A fresh invitation token, its hash for the database and when it stops working. */
export function freshInvitation() {
  return { ...newInvitation(), expires: new Date(Date.now() + INVITATION_TTL_MS) };
}

function invitationText(borrower: string, first: string, link: string, expires: Date) {
  return [
    `Hello ${first},`,
    '',
    `${borrower} has invited you to apply with them as a co-borrower on their loan application.`,
    'To accept, create your account (or sign in) and answer your part of the application:',
    '',
    link,
    '',
    `This link works once and expires on ${expires.toUTCString()}.`,
    'If you were not expecting this invitation, you can ignore this message.',
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
  const contactInfo = (application.data.contactInfo ?? {}) as { firstName?: string; lastName?: string };
  const borrower = [contactInfo.firstName, contactInfo.lastName].filter(Boolean).join(' ') || 'A borrower';
  await mail.send({
    to: contact.email,
    subject: `${borrower} invited you to apply as a co-borrower`,
    text: invitationText(borrower, contact.firstName, link, contact.inviteExpiresAt),
    links: [link],
  });
}
