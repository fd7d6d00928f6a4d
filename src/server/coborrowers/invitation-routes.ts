/**
 * The borrower manages invitations: invite (POST basic-info), change the name or email of an invitation nobody has
 * accepted yet (PATCH invitation/{contactId}), send it again (POST invitation/{contactId}/resend) and remove a
 * co-borrower (DELETE contact/{contactId}). Changing or resending gives the invitation a new link: the one mailed
 * before stops working. Only the owner, and only before the application is submitted; anyone else gets 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appIdParam, applicationNotFound, invalidField } from '../applications/application-params.ts';
import { type ApplicationRow, findOwnedApplication } from '../applications/application-repository.ts';
import type { Orm } from '../db/database.ts';
import { apiText, replyText } from '../i18n/api-texts.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import type { MailProvider } from '../providers/mail/mail-provider.ts';
import { applicationOrRequestLocale } from '../routes/page-locale.ts';
import { applicationClosed, isOpenApplication } from './application-open.ts';
import {
  type ContactRow,
  deleteContact,
  findContact,
  insertContact,
  listContacts,
  reissueInvitation,
  restoreInvitation,
} from './contact-repository.ts';
import { contactView } from './contact-view.ts';
import { followInvitationChange } from './invitation-answers.ts';
import { freshInvitation, mailInvitation } from './invitation-mail.ts';
import {
  borrowerEmails,
  emailTaken,
  type InvitationBody,
  invitationBodyProblem,
  MAX_COBORROWERS,
  normalisedInvitation,
} from './invitation-rules.ts';
import {
  recipientDomain,
  releaseInvitationSend,
  reserveInvitationSend,
  tooManyInvitations,
} from './invitation-sends.ts';

const appParams = { type: 'object', required: ['appId'], properties: { appId: appIdParam } } as const;
const contactParams = {
  type: 'object',
  required: ['appId', 'contactId'],
  properties: { appId: appIdParam, contactId: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

type AppRequest = FastifyRequest<{ Params: { appId: string } }>;
type ContactRequest = FastifyRequest<{ Params: { appId: string; contactId: string } }>;

const mailFailed = (reply: FastifyReply) =>
  reply.code(502).send({
    statusCode: 502,
    error: 'Bad Gateway',
    message: replyText(reply)('refusal.coborrower.mailFailed'),
  });

const alreadyJoined = (reply: FastifyReply, contact: ContactRow) =>
  reply.code(409).send({
    statusCode: 409,
    error: 'Conflict',
    code: 'invitation_accepted',
    message: replyText(reply)('refusal.coborrower.alreadyJoined', {
      name: `${contact.firstName} ${contact.lastName}`,
    }),
  });

export function registerInvitationRoutes(
  app: FastifyInstance,
  orm: Orm,
  mail: MailProvider,
  publicUrl: string,
  /** INVITATIONS_PER_DAY: mails one borrower account may send in 24 hours; 0 is no limit. */
  invitationsPerDay: number,
): void {
  const sub = (request: FastifyRequest) => request.caller?.sub as string;

  /**
   * One of the caller's invitation mails for the day, taken before the mail goes (its id, to give back if it
   * does not), or undefined once it has answered 429.
   */
  async function dailySend(request: FastifyRequest, reply: FastifyReply, owned: ApplicationRow, to: string) {
    const taken = await reserveInvitationSend(
      orm,
      { senderSub: sub(request), applicationId: owned.id, recipient: to },
      invitationsPerDay,
    );
    if ('id' in taken) return taken.id;
    request.log.warn({ senderSub: sub(request) }, 'co-borrower invitation refused: daily limit reached');
    tooManyInvitations(reply, invitationsPerDay, taken.waitSeconds);
    return undefined;
  }

  /** Mails the invitation and logs it (the recipient's domain only, never the address). */
  async function send(request: FastifyRequest, owned: ApplicationRow, contact: ContactRow, token: string) {
    // The application's language, else the inviting borrower's (the request's cookie or Accept-Language).
    const locale = await applicationOrRequestLocale(orm, owned.id, request);
    await mailInvitation(mail, publicUrl, owned, contact, token, locale);
    request.log.info(
      { appId: owned.id, recipientDomain: recipientDomain(contact.email), senderSub: sub(request) },
      'co-borrower invitation mailed',
    );
  }

  /** The caller's open application, or undefined after a 404 (not theirs) or a 409 (submitted). */
  async function openOwned(request: AppRequest, reply: FastifyReply): Promise<ApplicationRow | undefined> {
    const { appId } = request.params;
    const owned = await findOwnedApplication(orm, Number(appId), sub(request));
    if (!owned) {
      applicationNotFound(reply, appId);
      return undefined;
    }
    if (!isOpenApplication(owned)) {
      applicationClosed(reply, 'invitations');
      return undefined;
    }
    return owned;
  }

  /** The contact of the caller's open application, or undefined after the answer. */
  async function ownedContact(request: ContactRequest, reply: FastifyReply) {
    const { appId, contactId } = request.params;
    const owned = await findOwnedApplication(orm, Number(appId), sub(request));
    const contact = owned && (await findContact(orm, owned.id, Number(contactId)));
    if (!owned || !contact) {
      applicationNotFound(reply, appId);
      return undefined;
    }
    if (!isOpenApplication(owned)) {
      applicationClosed(reply, 'invitations');
      return undefined;
    }
    return { owned, contact };
  }

  app.post(
    '/api/v2/coborrower/application/:appId/basic-info',
    { onRequest: app.requireCaller, schema: { params: appParams } },
    async (request: AppRequest, reply) => {
      const owned = await openOwned(request, reply);
      if (!owned) return;
      const locale = acceptedLocale(request);
      const problem = invitationBodyProblem(request.body, locale);
      if (problem) return invalidField(reply, problem.field, problem.message);
      const body = normalisedInvitation(request.body as InvitationBody);
      const existing = await listContacts(orm, owned.id);
      const taken = emailTaken(body.email, await borrowerEmails(orm, owned), existing, locale);
      if (taken) return invalidField(reply, taken.field, taken.message);
      if (existing.length >= MAX_COBORROWERS) {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          message: apiText(locale)('refusal.coborrower.tooMany', { max: MAX_COBORROWERS }),
        });
      }
      const sendId = await dailySend(request, reply, owned, body.email);
      if (sendId === undefined) return;
      const invitation = freshInvitation();
      const contact = await insertContact(orm, {
        applicationId: owned.id,
        ...body,
        inviteTokenHash: invitation.hash,
        inviteExpiresAt: invitation.expires,
      });
      try {
        await send(request, owned, contact, invitation.token);
      } catch (error) {
        // Nothing half-written: without the mail nobody could accept, so the contact goes too.
        await deleteContact(orm, contact);
        await releaseInvitationSend(orm, sendId);
        request.log.error(
          { appId: owned.id, err: (error as Error).message },
          'co-borrower invitation mail could not be sent; invitation withdrawn',
        );
        return mailFailed(reply);
      }
      request.log.info({ appId: owned.id, contactId: contact.id }, 'co-borrower invited');
      return reply.code(201).send({ data: contactView(contact) });
    },
  );

  /**
   * A new link for the invitation (with `changes`), mailed; the old link stops working. Resolves to the changed
   * contact, or undefined once it has answered why not.
   */
  async function reissue(
    request: ContactRequest,
    reply: FastifyReply,
    owned: ApplicationRow,
    contact: ContactRow,
    changes: Partial<InvitationBody>,
  ): Promise<ContactRow | undefined> {
    if (contact.status !== 'invited' || contact.subjectSub !== null) {
      alreadyJoined(reply, contact);
      return undefined;
    }
    const sendId = await dailySend(request, reply, owned, changes.email ?? contact.email);
    if (sendId === undefined) return undefined;
    const invitation = freshInvitation();
    const reissued = await reissueInvitation(orm, contact, changes, invitation.hash, invitation.expires);
    if (!reissued) {
      await releaseInvitationSend(orm, sendId);
      // Accepted (or removed) in the meantime.
      const now = await findContact(orm, owned.id, contact.id);
      if (now) alreadyJoined(reply, now);
      else applicationNotFound(reply, request.params.appId);
      return undefined;
    }
    try {
      await send(request, owned, reissued, invitation.token);
    } catch (error) {
      await restoreInvitation(orm, contact, invitation.hash);
      await releaseInvitationSend(orm, sendId);
      request.log.error(
        { appId: owned.id, contactId: contact.id, err: (error as Error).message },
        'co-borrower invitation mail could not be sent; invitation left as it was',
      );
      mailFailed(reply);
      return undefined;
    }
    return reissued;
  }

  app.patch(
    '/api/v2/coborrower/application/:appId/invitation/:contactId',
    { onRequest: app.requireCaller, schema: { params: contactParams } },
    async (request: ContactRequest, reply) => {
      const found = await ownedContact(request, reply);
      if (!found) return;
      const { owned, contact } = found;
      const locale = acceptedLocale(request);
      const problem = invitationBodyProblem(request.body, locale, true);
      if (problem) return invalidField(reply, problem.field, problem.message);
      const changes = normalisedInvitation(request.body as Partial<InvitationBody>);
      if (changes.email !== undefined) {
        const others = await listContacts(orm, owned.id);
        const taken = emailTaken(changes.email, await borrowerEmails(orm, owned), others, locale, contact);
        if (taken) return invalidField(reply, taken.field, taken.message);
      }
      const changed = await reissue(request, reply, owned, contact, changes);
      if (!changed) return;
      request.log.info({ appId: owned.id, contactId: contact.id }, 'co-borrower invitation changed');
      if (!(await followInvitationChange(orm, owned, contact, changed)))
        request.log.warn(
          { appId: owned.id },
          'the invitation step answers changed meanwhile; left as they are',
        );
      return reply.send({ data: contactView(changed) });
    },
  );

  app.post(
    '/api/v2/coborrower/application/:appId/invitation/:contactId/resend',
    { onRequest: app.requireCaller, schema: { params: contactParams } },
    async (request: ContactRequest, reply) => {
      const found = await ownedContact(request, reply);
      if (!found) return;
      const resent = await reissue(request, reply, found.owned, found.contact, {});
      if (!resent) return;
      request.log.info({ appId: found.owned.id, contactId: resent.id }, 'co-borrower invitation resent');
      return reply.send({ data: contactView(resent) });
    },
  );

  // The owner removes a co-borrower (invited or not); their link stops working and their answers go with them.
  app.delete(
    '/api/v2/coborrower/application/:appId/contact/:contactId',
    { onRequest: app.requireCaller, schema: { params: contactParams } },
    async (request: ContactRequest, reply) => {
      const found = await ownedContact(request, reply);
      if (!found) return;
      await deleteContact(orm, found.contact);
      request.log.info(
        { appId: found.owned.id, contactId: found.contact.id },
        'co-borrower removed by the borrower',
      );
      return reply.code(204).send();
    },
  );
}
