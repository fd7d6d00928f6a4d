import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderCompany } from '../config/provider-company.ts';
import type { Orm } from '../db/database.ts';
import { defaultCandidates, officerForNewApplication } from '../flows/flow-type-defaults.ts';
import { resolveFlowType, skippedDefaultMessage } from '../flows/flow-type-resolution.ts';
import type { FlowTypes } from '../flows/flow-types.ts';
import { callerLocale, companyLanguages } from '../i18n/locale-preferences.ts';
import { invalidField } from './application-params.ts';
import { createApplication } from './application-repository.ts';

const flowTypeQuery = { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } as const;

const createQuery = {
  type: 'object',
  properties: { nmlsId: { type: 'string', pattern: '^[0-9]{1,12}$' }, flowType: flowTypeQuery },
  additionalProperties: false,
} as const;

type CreateQuery = { nmlsId?: string; flowType?: string };

export interface CreationDependencies {
  orm: Orm;
  flowTypes: FlowTypes;
  provider: ProviderCompany;
}

/** POST /api/v2/application (spec 7.1): a new draft under an officer, in its request's or the default flow. */
export function registerApplicationCreationRoutes(app: FastifyInstance, deps: CreationDependencies): void {
  const { orm, flowTypes, provider } = deps;

  async function create(
    request: FastifyRequest,
    reply: FastifyReply,
    requestedNmlsId: string | undefined,
    flowType: string | undefined,
  ) {
    const filing = await officerForNewApplication(orm, requestedNmlsId);
    const chosen = resolveFlowType(flowTypes, [
      { level: 'request', flowType },
      ...defaultCandidates(filing, provider),
    ]);
    for (const skipped of chosen.skipped)
      request.log.error({ nmlsId: filing.nmlsId, skipped }, skippedDefaultMessage(skipped));
    if (!chosen.ok && flowType) return invalidField(reply, 'flowType', `flowType: ${chosen.problem}`);
    // Start-up refuses a provider default that cannot be used, so this is a bug, not a borrower's mistake.
    if (!chosen.ok) throw new Error(`No flow type for a new application: ${chosen.problem}`);
    const { nmlsId } = filing;
    // A new application speaks the borrower's language: their account's choice, else Accept-Language.
    const locale = await callerLocale(orm, request, companyLanguages(filing.company));
    const created = await createApplication(orm, callerSub(request), nmlsId, chosen.flowType, locale);
    request.log.info(
      { appId: created.id, nmlsId, flowType: chosen.flowType, flowTypeFrom: chosen.level },
      'application created',
    );
    return reply.code(201).send({ data: { appId: String(created.id), nmlsId, flowType: chosen.flowType } });
  }

  const auth = { onRequest: app.requireCaller };
  app.post(
    '/api/v2/application',
    { ...auth, schema: { querystring: createQuery } },
    (request: FastifyRequest<{ Querystring: CreateQuery }>, reply) =>
      create(request, reply, request.query.nmlsId, request.query.flowType),
  );

  // The spec also saw the officer id as a path segment.
  app.post(
    '/api/v2/application/:nmlsId',
    {
      ...auth,
      schema: {
        params: { type: 'object', properties: { nmlsId: createQuery.properties.nmlsId } },
        querystring: { type: 'object', properties: { flowType: flowTypeQuery }, additionalProperties: false },
      },
    },
    (request: FastifyRequest<{ Params: { nmlsId: string }; Querystring: CreateQuery }>, reply) =>
      create(request, reply, request.params.nmlsId, request.query.flowType),
  );
}

function callerSub(request: FastifyRequest): string {
  if (!request.caller) throw new Error('callerSub used on a route without requireCaller');
  return request.caller.sub;
}
