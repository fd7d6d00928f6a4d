import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../db/database.ts';
import { applicationNotFound } from './application-params.ts';
import { type ApplicationRow, findOwnedApplication } from './application-repository.ts';

/**
 * The caller's application, or undefined after answering 404: someone else's application is answered
 * exactly like one that does not exist, so ids reveal nothing.
 */
export async function ownedApplicationOr404(
  orm: Orm,
  request: FastifyRequest,
  reply: FastifyReply,
  appId: string,
): Promise<ApplicationRow | undefined> {
  if (!request.caller) throw new Error('ownedApplicationOr404 used on a route without requireCaller');
  const row = await findOwnedApplication(orm, Number(appId), request.caller.sub);
  if (!row) applicationNotFound(reply, appId);
  return row;
}
