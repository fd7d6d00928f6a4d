import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appIdParams } from '../applications/application-params.ts';
import type { Orm } from '../db/database.ts';
import { accessOr404 } from './coborrower-access.ts';
import { listContacts } from './contact-repository.ts';
import { contactView } from './contact-view.ts';

/** GET /api/v2/application/{appId}/contacts (spec 7.1): the owner and accepted co-borrowers; never answers. */
export function registerContactsRoutes(app: FastifyInstance, orm: Orm): void {
  app.get(
    '/api/v2/application/:appId/contacts',
    { onRequest: app.requireCaller, schema: { params: appIdParams } },
    async (request: FastifyRequest<{ Params: { appId: string } }>, reply) => {
      const access = await accessOr404(orm, request, reply, request.params.appId);
      if (!access) return;
      const contacts = await listContacts(orm, access.application.id);
      return { data: contacts.map(contactView) };
    },
  );
}
