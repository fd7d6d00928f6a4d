import type { FastifyReply } from 'fastify';
import { isClosedStatus } from '../../shared/application-status.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { replyText } from '../i18n/api-texts.ts';

/** Answers may change, and co-borrowers come and go, only before the application is submitted (or closed). */
export const isOpenApplication = (application: Pick<ApplicationRow, 'status'>) =>
  !isClosedStatus(application.status);

/**
 * 409 for a change that only an application not yet submitted takes (the code the step screens know), saying what
 * can no longer change in the request's language.
 */
export function applicationClosed(reply: FastifyReply, what: 'invitations' | 'answers' | 'authorization') {
  return reply.code(409).send({
    statusCode: 409,
    error: 'Conflict',
    code: 'application_closed',
    message: replyText(reply)('refusal.coborrower.closed', { what }),
  });
}
