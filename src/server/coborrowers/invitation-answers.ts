/**
 * The invitation step's answers (`addBorrower.coBorrower`) follow a change of the invitation they sent, so review
 * does not show the old name or email beside the new one. Only when they still name that invitation; a concurrent
 * change of the answers wins (the answers are left, and that is logged by the caller).
 */
import type { ApplicationRow } from '../applications/application-repository.ts';
import { writeApplicationData } from '../applications/application-repository.ts';
import type { Orm } from '../db/database.ts';
import type { ContactRow } from './contact-repository.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Resolves to false when the answers named the invitation but could not be updated (changed meanwhile). */
export async function followInvitationChange(
  orm: Orm,
  application: ApplicationRow,
  before: ContactRow,
  after: ContactRow,
): Promise<boolean> {
  const answers = isObject(application.data.addBorrower) ? application.data.addBorrower : undefined;
  const invited = isObject(answers?.coBorrower) ? answers.coBorrower : undefined;
  const email = typeof invited?.email === 'string' ? invited.email.trim().toLowerCase() : undefined;
  if (!answers || !invited || email !== before.email) return true;
  const data = {
    ...application.data,
    addBorrower: {
      ...answers,
      coBorrower: {
        ...invited,
        firstName: after.firstName,
        lastName: after.lastName,
        email: after.email,
        relationship: after.relationship,
      },
    },
  };
  const written = await writeApplicationData(
    orm,
    application.id,
    application.ownerSub,
    application.version,
    data,
  );
  return written.ok;
}
