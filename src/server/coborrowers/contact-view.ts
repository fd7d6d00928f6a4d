import type { ContactRow } from './contact-repository.ts';

/** A contact as the owner and the co-borrower see it: who and where they stand, never their answers. */
export function contactView(contact: ContactRow) {
  return {
    contactId: String(contact.id),
    appId: String(contact.applicationId),
    role: contact.role,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    relationship: contact.relationship,
    status: contact.status,
    invitedAt: contact.createdAt.toISOString(),
    acceptedAt: contact.acceptedAt ? contact.acceptedAt.toISOString() : null,
  };
}
