/**
 * A co-borrower is an applicant whose credit is pulled too, so they authorise the hard inquiry themselves: the same
 * consent text as the borrower's, recorded for the co-borrower's own user against the application
 * (POST …/coborrower/application/{appId}/contact/{contactId}/consents). Submission waits for every co-borrower who
 * joined the application to have given it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ConsentText, HARD_CREDIT_PULL_CONSENT } from '../../shared/consents.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import {
  appIdParam,
  applicationNotFound,
  invalidField,
  refuseOldText,
} from '../applications/application-params.ts';
import { type ConsentBody, consentBodySchema } from '../consents/consent-body.ts';
import { recordConsent } from '../consents/consent-repository.ts';
import { currentConsent } from '../consents/disclosure-consents.ts';
import type { Orm } from '../db/database.ts';
import { apiText, replyText } from '../i18n/api-texts.ts';
import { applicationClosed, isOpenApplication } from './application-open.ts';
import { applicationAccess } from './coborrower-access.ts';
import { listContacts } from './contact-repository.ts';
import { contactView } from './contact-view.ts';
import { namedContacts } from './unfinished-coborrowers.ts';

/** The consents a co-borrower gives on their own part, by kind. */
export const COBORROWER_CONSENT_TEXTS: Record<string, ConsentText> = {
  [HARD_CREDIT_PULL_CONSENT.kind]: HARD_CREDIT_PULL_CONSENT,
};

/**
 * Why submission must wait, naming each co-borrower who joined the application and has not authorised the full
 * credit report (the current text), in `locale`; undefined when none.
 */
export async function unauthorisedCoborrowers(
  orm: Orm,
  applicationId: number,
  locale: Locale = SOURCE_LOCALE,
): Promise<{ message: string; coborrowers: ReturnType<typeof contactView>[] } | undefined> {
  const joined = (await listContacts(orm, applicationId)).filter(
    (contact) => contact.role === 'coborrower' && contact.subjectSub !== null,
  );
  const missing = [];
  for (const contact of joined) {
    const given = await currentConsent(
      orm,
      applicationId,
      contact.subjectSub as string,
      HARD_CREDIT_PULL_CONSENT,
    );
    if (!given) missing.push(contact);
  }
  if (missing.length === 0) return undefined;
  return {
    message: apiText(locale)('refusal.coborrower.unauthorized', {
      names: namedContacts(locale, missing),
      count: missing.length,
    }),
    coborrowers: missing.map(contactView),
  };
}

const consentParams = {
  type: 'object',
  required: ['appId', 'contactId'],
  properties: { appId: appIdParam, contactId: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

type ConsentRequest = FastifyRequest<{
  Params: { appId: string; contactId: string };
  Body: ConsentBody;
}>;

export function registerCoborrowerConsentRoutes(app: FastifyInstance, orm: Orm): void {
  app.post(
    '/api/v2/coborrower/application/:appId/contact/:contactId/consents',
    {
      onRequest: app.requireCaller,
      schema: {
        params: consentParams,
        body: consentBodySchema,
      },
    },
    async (request: ConsentRequest, reply) => {
      const { appId, contactId } = request.params;
      const access = await applicationAccess(orm, Number(appId), request.caller?.sub as string);
      if (access?.role !== 'coborrower' || String(access.contact.id) !== contactId)
        return applicationNotFound(reply, appId);
      if (!isOpenApplication(access.application)) return applicationClosed(reply, 'authorization');
      const consent = COBORROWER_CONSENT_TEXTS[request.body.kind];
      if (!consent)
        return invalidField(
          reply,
          'kind',
          replyText(reply)('refusal.consent.unknownKind', {
            kinds: Object.keys(COBORROWER_CONSENT_TEXTS).join(', '),
          }),
        );
      if (consent.version !== request.body.textVersion) return refuseOldText(reply, consent);
      const receipt = await recordConsent(orm, request, access.application.id, consent);
      request.log.info({ appId, contactId, kind: consent.kind }, 'co-borrower consent recorded');
      return reply.code(201).send(receipt);
    },
  );
}
