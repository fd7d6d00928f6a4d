/**
 * The co-borrower's own part across applications: which applications the caller joined as a co-borrower and where
 * each resumes (GET /api/v2/coborrower/applications, for the landing after log-in), and their own last path
 * (PATCH …/contact/{contactId}/lastPath, text/plain like the application's). Only ever the caller's own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appIdParam, applicationNotFound, invalidField } from '../applications/application-params.ts';
import type { Orm } from '../db/database.ts';
import { replyText } from '../i18n/api-texts.ts';
import { isOpenApplication } from './application-open.ts';
import { applicationAccess } from './coborrower-access.ts';
import { isCoborrowerStepPath, resumePathOf } from './coborrower-part.ts';
import { applicationsOfContacts, contactsOfSubject, writeContactLastPath } from './contact-repository.ts';

const contactParams = {
  type: 'object',
  required: ['appId', 'contactId'],
  properties: { appId: appIdParam, contactId: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

type ContactRequest = FastifyRequest<{ Params: { appId: string; contactId: string } }>;

const STEP_PATH = /^\/[A-Za-z0-9/_.-]{1,300}$/;

export function registerCoborrowerPartRoutes(app: FastifyInstance, orm: Orm): void {
  const sub = (request: FastifyRequest) => request.caller?.sub as string;

  app.get(
    '/api/v2/coborrower/applications',
    {
      onRequest: app.requireCaller,
      schema: { summary: 'The applications the caller was invited onto as a co-borrower' },
    },
    async (request) => {
      const contacts = await contactsOfSubject(orm, sub(request));
      if (contacts.length === 0) return { data: [] };
      const rows = await applicationsOfContacts(orm, contacts);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const data = contacts.flatMap((contact) => {
        const application = byId.get(contact.applicationId);
        if (!application) return [];
        return [
          {
            appId: String(application.id),
            contactId: String(contact.id),
            nmlsId: application.nmlsId,
            flowType: application.flowType,
            status: contact.status,
            submitted: !isOpenApplication(application),
            lastPath: resumePathOf(application, contact),
          },
        ];
      });
      return { data };
    },
  );

  app.patch(
    '/api/v2/coborrower/application/:appId/contact/:contactId/lastPath',
    { onRequest: app.requireCaller, schema: { params: contactParams } },
    async (request: ContactRequest, reply) => {
      const { appId, contactId } = request.params;
      const access = await applicationAccess(orm, Number(appId), sub(request));
      if (access?.role !== 'coborrower' || String(access.contact.id) !== contactId)
        return applicationNotFound(reply, appId);
      const raw = typeof request.body === 'string' ? request.body.trim() : undefined;
      const t = replyText(reply);
      if (raw === undefined) return invalidField(reply, 'lastPath', t('refusal.application.lastPathText'));
      const path = raw.split(/[?#]/)[0] as string;
      if (!STEP_PATH.test(path) || !isCoborrowerStepPath(access.application.flowType, path))
        return invalidField(reply, 'lastPath', t('refusal.coborrower.lastPathStep'));
      await writeContactLastPath(orm, access.contact.id, path);
      return reply.type('text/plain; charset=utf-8').send(path);
    },
  );
}
