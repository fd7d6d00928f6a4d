import type { FastifyReply } from 'fastify';
import { isClosedStatus } from '../../shared/application-status.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';

/** Answers may change, and co-borrowers come and go, only before the application is submitted (or closed). */
export const isOpenApplication = (application: Pick<ApplicationRow, 'status'>) =>
  !isClosedStatus(application.status);

/** 409 for a change that only an application not yet submitted takes (the code the step screens know). */
export function applicationClosed(reply: FastifyReply, message: string) {
  return reply.code(409).send({ statusCode: 409, error: 'Conflict', code: 'application_closed', message });
}
