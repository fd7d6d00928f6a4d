import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSENT_TEXTS, SOFT_CREDIT_PULL_CONSENT } from '../../shared/consents.ts';
import { type FactName, factPath } from '../../shared/flows/flow-facts.ts';
import { appIdParams, invalidField, refuseOldText } from '../applications/application-params.ts';
import { type ApplicationRow, mergeDerived } from '../applications/application-repository.ts';
import { closedApplicationRefusal } from '../applications/closed-application.ts';
import { ownedApplicationOr404 } from '../applications/owned-application.ts';
import { type ConsentBody, consentBodySchema } from '../consents/consent-body.ts';
import { latestConsent, recordConsent } from '../consents/consent-repository.ts';
import type { Orm } from '../db/database.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { apiText, replyText } from '../i18n/api-texts.ts';
import { acceptedLocale } from '../i18n/locale-preferences.ts';
import { recordTridApplication } from '../loans/trid-timeline.ts';
import type { CreditProvider, CreditSubject } from '../providers/credit/credit-provider.ts';
import { ProviderUnavailableError } from '../providers/provider-errors.ts';
import { identityVerified, verifiedIdentityName } from '../verification/locked-fields.ts';
import { findCreditReport, saveCreditReport, savePayoffChoices } from './credit-repository.ts';
import { liabilitiesOf } from './liabilities.ts';

type AppRequest = FastifyRequest<{ Params: { appId: string } }>;

/** Soft-pull consent, the soft pull itself, and the liabilities it found with their payoff choices (spec 7.2). */
export function registerCreditRoutes(app: FastifyInstance, orm: Orm, credit: CreditProvider): void {
  const auth = { onRequest: app.requireCaller };

  app.post(
    '/api/v2/application/:appId/consents',
    {
      ...auth,
      schema: {
        params: appIdParams,
        body: consentBodySchema,
      },
    },
    async (request: FastifyRequest<{ Params: { appId: string }; Body: ConsentBody }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      const consent = CONSENT_TEXTS[request.body.kind];
      if (!consent)
        return invalidField(
          reply,
          'kind',
          replyText(reply)('refusal.consent.unknownKind', { kinds: Object.keys(CONSENT_TEXTS).join(', ') }),
        );
      if (consent.version !== request.body.textVersion) return refuseOldText(reply, consent);
      const receipt = await recordConsent(orm, request, row.id, consent);
      request.log.info({ appId: row.id, kind: consent.kind }, 'consent recorded');
      return reply.code(201).send(receipt);
    },
  );

  app.post(
    '/api/v2/applications/:appId/credit',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      const t = apiText(acceptedLocale(request));
      if (!(await latestConsent(orm, row.id, request.caller?.sub as string, SOFT_CREDIT_PULL_CONSENT.kind))) {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          code: 'consent_required',
          message: t('refusal.credit.consentRequired'),
        });
      }
      // The soft pull runs only on a verified identity, so nobody pulls a stranger's credit file.
      if (!identityVerified(row)) {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          code: 'identity_unverified',
          message: t('refusal.credit.identityFirst'),
        });
      }
      const subject = creditSubject(row);
      if ('missing' in subject) {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          code: 'answers_missing',
          field: subject.missing,
          message: t('refusal.credit.answerMissing', { field: subject.missing }),
        });
      }
      let report: Awaited<ReturnType<CreditProvider['softPull']>>;
      try {
        report = await credit.softPull(subject, String(row.id));
      } catch (error) {
        return providerFailed(request, reply, error, t('refusal.credit.unavailable'));
      }
      await saveCreditReport(orm, row.id, report);
      await mergeDerived(orm, row.id, {
        credit: { status: report.status, score: report.score, pulledAt: new Date().toISOString() },
      });
      await recordTridApplication(orm, row, app.lender);
      request.log.info(
        { appId: row.id, status: report.status, reference: report.reference },
        'soft credit pull done',
      );
      return {
        status: report.status,
        score: report.score,
        liabilityCount: report.tradelines.length,
        message: t(`credit.result.${report.status}`),
      };
    },
  );

  app.get(
    '/api/v2/applications/:appId/liabilities',
    { ...auth, schema: { params: appIdParams } },
    async (request: AppRequest, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      const report = await findCreditReport(orm, row.id);
      if (!report) return noCreditCheckYet(reply);
      return { liabilities: liabilitiesOf(report.tradelines, report.payoffChoices) };
    },
  );

  app.put(
    '/api/v2/applications/:appId/liabilities/payoffs',
    {
      ...auth,
      schema: {
        params: appIdParams,
        body: {
          type: 'object',
          required: ['payoffs'],
          additionalProperties: false,
          properties: {
            payoffs: {
              type: 'array',
              maxItems: 100,
              uniqueItems: true,
              items: { type: 'string', maxLength: 60 },
            },
          },
        },
      },
    },
    async (request: FastifyRequest<{ Params: { appId: string }; Body: { payoffs: string[] } }>, reply) => {
      const row = await ownedApplicationOr404(orm, request, reply, request.params.appId);
      if (!row) return;
      const locale = acceptedLocale(request);
      const t = apiText(locale);
      const closed = await closedApplicationRefusal(orm, row, locale);
      if (closed) return reply.code(409).send(closed);
      const report = await findCreditReport(orm, row.id);
      if (!report) return noCreditCheckYet(reply);
      const liabilities = liabilitiesOf(report.tradelines, {});
      for (const id of request.body.payoffs) {
        const liability = liabilities.find((candidate) => candidate.id === id);
        if (!liability) return invalidField(reply, 'payoffs', t('refusal.credit.notADebt', { id }));
        if (liability.paidOffHandling === 'NOT_ALLOWED')
          return invalidField(
            reply,
            'payoffs',
            t('refusal.credit.cannotPayOff', { id, creditor: liability.creditor }),
          );
      }
      const choices = Object.fromEntries(request.body.payoffs.map((id) => [id, true]));
      await savePayoffChoices(orm, row.id, choices);
      return { liabilities: liabilitiesOf(report.tradelines, choices) };
    },
  );
}

function noCreditCheckYet(reply: FastifyReply) {
  return reply.code(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: replyText(reply)('refusal.credit.notYet'),
  });
}

/** The answer a fact reads in this application's flow, to name it in a refusal; the fact's name when it has none. */
function pathOfFact(row: ApplicationRow, name: FactName): string {
  return factPath(flowCatalog().flows.get(row.flowType)?.facts[name]) ?? name;
}

/** Whose file is pulled: the borrower's names and the home's address, read through the flow's facts. */
function creditSubject(row: ApplicationRow): CreditSubject | { missing: string } {
  const facts = applicationFacts(row.flowType, row.data);
  const address = facts.propertyAddress ?? {};
  if (!facts.borrowerFirstName) return { missing: pathOfFact(row, 'borrowerFirstName') };
  if (!facts.borrowerLastName) return { missing: pathOfFact(row, 'borrowerLastName') };
  if (!address.street || !address.city || !address.state || !address.zip) {
    return { missing: pathOfFact(row, 'propertyAddress') };
  }
  // The pull runs on the person the identity service verified: a name changed after verifying (a stranger's, typed
  // with the stranger's address) does not reach the bureau.
  const name = verifiedIdentityName(row) ?? {
    firstName: facts.borrowerFirstName,
    lastName: facts.borrowerLastName,
  };
  return {
    ...name,
    street: address.street,
    city: address.city,
    state: address.state,
    zip: address.zip,
  };
}

/** An outside party failed: the user gets a message, the log a line, the process keeps running. */
export function providerFailed(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  message: string,
) {
  if (!(error instanceof ProviderUnavailableError)) throw error;
  request.log.error({ provider: error.provider, reason: error.message }, 'outside provider failed');
  return reply
    .code(502)
    .send({ statusCode: 502, error: 'Bad Gateway', code: 'provider_unavailable', message });
}
