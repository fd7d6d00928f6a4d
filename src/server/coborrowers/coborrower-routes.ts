import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerProblem, flowAsksInScope } from '../applications/answer-contract.ts';
import {
  appIdParam,
  applicationNotFound,
  expectedVersion,
  invalidField,
  versionRequired,
} from '../applications/application-params.ts';
import { findOwnedApplication } from '../applications/application-repository.ts';
import { COBORROWER_MASKED_PATHS, keepMaskedValues, maskForOwner } from '../applications/sensitive-fields.ts';
import type { Caller } from '../auth/access-token.ts';
import type { Orm } from '../db/database.ts';
import { apiText, replyText } from '../i18n/api-texts.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import type { MailProvider } from '../providers/mail/mail-provider.ts';
import { applicationClosed, isOpenApplication } from './application-open.ts';
import { applicationAccess } from './coborrower-access.ts';
import { registerCoborrowerConsentRoutes } from './coborrower-consents.ts';
import { COBORROWER_RESOURCES, COBORROWER_SCOPE } from './coborrower-data.ts';
import { registerCoborrowerPartRoutes } from './coborrower-part-routes.ts';
import {
  acceptInvitation,
  type ContactRow,
  type ContactStatus,
  findContact,
  hashInvitation,
  writeContactData,
} from './contact-repository.ts';
import { contactView } from './contact-view.ts';
import { registerInvitationRoutes } from './invitation-routes.ts';
import { callerEmail, otherAddressRefusal } from './invited-email.ts';

/** The sections a co-borrower must have answered before they can finish. */
const REQUIRED_TO_COMPLETE = [
  'legal',
  'residence',
  'creditScore',
  'employment',
  'declarations',
  'military',
  'demographics',
];

const contactIdParam = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;
const contactParams = {
  type: 'object',
  required: ['appId', 'contactId'],
  properties: { appId: appIdParam, contactId: contactIdParam },
} as const;
const resourceParams = {
  type: 'object',
  required: ['appId', 'contactId', 'resource'],
  properties: { appId: appIdParam, contactId: contactIdParam, resource: { type: 'string', maxLength: 40 } },
} as const;

type ContactRequest = FastifyRequest<{ Params: { appId: string; contactId: string } }>;
type OwnContact = ContactRow & { flowType: string; applicationOpen: boolean };

type ResourceRequest = FastifyRequest<{ Params: { appId: string; contactId: string; resource: string } }>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The co-borrower calls of spec 7.4. The owner invites and manages invitations (invitation-routes.ts); the
 * invited person accepts with the token from the mail (create-account) and from then on reads and
 * writes only their own answers (contact/{contactId}/{resource}), until the application is submitted (then 409).
 * The owner never reads or writes those answers; a stranger gets 404 everywhere.
 */
export function registerCoborrowerRoutes(
  app: FastifyInstance,
  orm: Orm,
  mail: MailProvider,
  publicUrl: string,
  invitationsPerDay: number,
): void {
  const auth = { onRequest: app.requireCaller };
  const sub = (request: FastifyRequest) => {
    if (!request.caller) throw new Error('coborrower routes need requireCaller');
    return request.caller.sub;
  };

  registerInvitationRoutes(app, orm, mail, publicUrl, invitationsPerDay);
  registerCoborrowerPartRoutes(app, orm);
  registerCoborrowerConsentRoutes(app, orm);

  app.post(
    '/api/v2/coborrower/create-account/application/:appId/contact/:contactId',
    { ...auth, schema: { params: contactParams } },
    async (request: ContactRequest, reply) => {
      const { appId, contactId } = request.params;
      const locale = acceptedLocale(request);
      const t = apiText(locale);
      const body = request.body;
      const token = isObject(body) ? body.invite : undefined;
      if (typeof token !== 'string' || token.length < 10 || token.length > 200) {
        return invalidField(reply, 'invite', t('refusal.coborrower.inviteRequired'));
      }
      const caller = sub(request);
      const contact = await findContact(orm, Number(appId), Number(contactId));
      const matches = contact?.inviteTokenHash === hashInvitation(token);
      if (!contact || !matches) return applicationNotFound(reply, appId);
      // Opening the same invitation again as the same person is harmless: they are already in.
      if (contact.subjectSub === caller) return reply.send({ data: contactView(contact) });
      if (contact.subjectSub !== null || contact.status !== 'invited') {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          message: t('refusal.coborrower.invitationUsed'),
        });
      }
      if (contact.inviteExpiresAt.getTime() <= Date.now()) {
        return reply.code(410).send({
          statusCode: 410,
          error: 'Gone',
          message: t('refusal.coborrower.invitationExpired'),
        });
      }
      if (await findOwnedApplication(orm, Number(appId), caller)) {
        return invalidField(reply, 'invite', t('refusal.coborrower.ownInvitation'));
      }
      const refusal = otherAddressRefusal(
        contact.email,
        await callerEmail(orm, request.caller as Caller),
        locale,
      );
      if (refusal) {
        request.log.warn(
          { appId, contactId },
          'co-borrower invitation refused: signed in with another email',
        );
        return reply
          .code(403)
          .send({ statusCode: 403, error: 'Forbidden', code: 'invitation_other_email', message: refusal });
      }
      const accepted = await acceptInvitation(orm, contact.id, contact.inviteTokenHash, caller, new Date());
      if (!accepted) {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          message: t('refusal.coborrower.invitationUsed'),
        });
      }
      request.log.info({ appId, contactId }, 'co-borrower invitation accepted');
      return reply.send({ data: contactView(accepted) });
    },
  );

  /** The caller's own contact (the accepted co-borrower), with the flow of the application they joined. */
  async function ownContact(request: ContactRequest, reply: FastifyReply): Promise<OwnContact | undefined> {
    const { appId, contactId } = request.params;
    const access = await applicationAccess(orm, Number(appId), sub(request));
    if (access?.role !== 'coborrower' || String(access.contact.id) !== contactId) {
      applicationNotFound(reply, appId);
      return undefined;
    }
    return {
      ...access.contact,
      flowType: access.application.flowType,
      applicationOpen: isOpenApplication(access.application),
    };
  }

  const document = (contact: ContactRow) => ({
    appId: String(contact.applicationId),
    contactId: String(contact.id),
    status: contact.status,
    version: contact.version,
    coborrower: maskForOwner(contact.data, COBORROWER_MASKED_PATHS),
  });

  const send = (reply: FastifyReply, contact: ContactRow) =>
    reply.header('etag', `"${contact.version}"`).send(document(contact));

  // The co-borrower's own answers, for their screens.
  app.get(
    '/api/v2/coborrower/application/:appId/contact/:contactId',
    { ...auth, schema: { params: contactParams } },
    async (request: ContactRequest, reply) => {
      const contact = await ownContact(request, reply);
      if (contact) return send(reply, contact);
    },
  );

  /** A resource is a section of the co-borrower's answers: a known one, or one the flow's co-borrower steps ask. */
  const sectionOf = (resource: string, contact: OwnContact) =>
    COBORROWER_RESOURCES[resource.toLowerCase()] ??
    (flowAsksInScope(contact.flowType, COBORROWER_SCOPE, `coborrower.${resource}`) ? resource : undefined);
  const unknownResource = (reply: FastifyReply, resource: string) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: replyText(reply)('refusal.coborrower.unknownResource', {
        resource,
        resources: Object.keys(COBORROWER_RESOURCES).join(', '),
      }),
    });

  app.get(
    '/api/v2/coborrower/application/:appId/contact/:contactId/:resource',
    { ...auth, schema: { params: resourceParams } },
    async (request: ResourceRequest, reply) => {
      const contact = await ownContact(request, reply);
      if (!contact) return;
      const section = sectionOf(request.params.resource, contact);
      if (!section) return unknownResource(reply, request.params.resource);
      const masked = maskForOwner(contact.data, COBORROWER_MASKED_PATHS);
      return reply
        .header('etag', `"${contact.version}"`)
        .send({ version: contact.version, [section]: masked[section] ?? null });
    },
  );

  /** Writes `next` as the co-borrower's answers when valid and the caller's version is current. */
  async function write(
    request: ResourceRequest,
    reply: FastifyReply,
    contact: OwnContact,
    next: Record<string, unknown>,
    status?: ContactStatus,
  ) {
    const version = expectedVersion(request);
    if (version === undefined) return versionRequired(reply);
    // Every refusal in the caller's language (Accept-Language), a field named by its title on the screen.
    const locale = acceptedLocale(request);
    const kept = keepMaskedValues(contact.data, next, locale, COBORROWER_MASKED_PATHS, 'coborrower');
    if (kept.problem) return invalidField(reply, kept.problem.field, kept.problem.message);
    const answers = kept.data as Record<string, unknown>;
    const problem = answerProblem(
      {
        flowType: contact.flowType,
        before: { coborrower: contact.data },
        after: { coborrower: answers },
        document: { coborrower: maskForOwner(answers, COBORROWER_MASKED_PATHS) },
        step: (request.query as { step?: string } | undefined)?.step,
        locale,
      },
      COBORROWER_SCOPE,
    );
    if (problem) return invalidField(reply, problem.field, problem.message, problem.code);
    const result = await writeContactData(orm, contact, version, answers, status);
    if (!result.ok) {
      return reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        message: apiText(locale)('refusal.coborrower.changed', { version, current: result.currentVersion }),
        currentVersion: result.currentVersion,
      });
    }
    return send(reply, result.row);
  }

  const writeSection = async (request: ResourceRequest, reply: FastifyReply) => {
    const contact = await ownContact(request, reply);
    if (!contact) return;
    if (!contact.applicationOpen) return applicationClosed(reply, 'answers');
    const { resource } = request.params;
    if (resource === 'complete') {
      const missing = REQUIRED_TO_COMPLETE.find((section) => contact.data[section] === undefined);
      if (missing) {
        const field = `coborrower.${missing}`;
        return invalidField(reply, field, replyText(reply)('refusal.coborrower.finishFirst', { field }));
      }
      request.log.info({ appId: request.params.appId, contactId: contact.id }, 'co-borrower completed');
      return write(request, reply, contact, contact.data, 'completed');
    }
    const section = sectionOf(resource, contact);
    if (!section) return unknownResource(reply, resource);
    if (!isObject(request.body)) {
      const field = `coborrower.${section}`;
      return invalidField(reply, field, replyText(reply)('refusal.coborrower.sectionObject', { field }));
    }
    return write(request, reply, contact, { ...contact.data, [section]: request.body });
  };
  const writeQuery = {
    type: 'object',
    properties: { step: { type: 'string', minLength: 1, maxLength: 200 } },
  } as const;
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/v2/coborrower/application/:appId/contact/:contactId/:resource',
      onRequest: app.requireCaller,
      schema: { params: resourceParams, querystring: writeQuery },
      handler: writeSection,
    });
  }

  // The co-borrower clears one section of their answers (to start it again).
  app.delete(
    '/api/v2/coborrower/application/:appId/contact/:contactId/:resource',
    { ...auth, schema: { params: resourceParams } },
    async (request: ResourceRequest, reply) => {
      const contact = await ownContact(request, reply);
      if (!contact) return;
      if (!contact.applicationOpen) return applicationClosed(reply, 'answers');
      const section = sectionOf(request.params.resource, contact);
      if (!section) return unknownResource(reply, request.params.resource);
      const { [section]: _cleared, ...rest } = contact.data;
      return write(request, reply, contact, rest);
    },
  );
}
