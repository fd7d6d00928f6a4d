import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalidField } from '../applications/application-params.ts';
import {
  findCompany,
  findOfficer,
  setCompanyDefaultFlowType,
  setOfficerDefaultFlowType,
} from '../branding/officer-repository.ts';
import type { ProviderCompany } from '../config/provider-company.ts';
import type { Orm } from '../db/database.ts';
import {
  defaultCandidates,
  officerForNewApplication,
  providerCandidate,
} from '../flows/flow-type-defaults.ts';
import { type FlowTypeCandidate, resolveFlowType } from '../flows/flow-type-resolution.ts';
import { type FlowTypes, newApplicationProblem } from '../flows/flow-types.ts';
import { adminActor, notFound } from './admin-access.ts';

export interface FlowTypeAdminDependencies {
  orm: Orm;
  flowTypes: FlowTypes;
  provider: ProviderCompany;
}

const nmlsParams = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', pattern: '^[0-9]{1,12}$' } },
  }) as const;

const flowTypeBody = {
  type: 'object',
  required: ['flowType'],
  additionalProperties: false,
  properties: { flowType: { type: ['string', 'null'], maxLength: 100 } },
} as const;

type Body = { flowType: string | null };
type OfficerRequest = FastifyRequest<{ Params: { nmlsId: string }; Body: Body }>;
type CompanyRequest = FastifyRequest<{ Params: { companyNmls: string }; Body: Body }>;

/**
 * GET and PUT /api/v2/admin/officers/{nmlsId}/flow-type and …/companies/{companyNmls}/flow-type: the default
 * flow type a new application takes when its request names none (README: choosing a flow).
 */
export function registerAdminFlowTypeRoutes(admin: FastifyInstance, deps: FlowTypeAdminDependencies): void {
  const { orm, flowTypes, provider } = deps;

  /** What a new application would take, and why a stored default is passed over. */
  const resolved = (stored: string | null, candidates: FlowTypeCandidate[]) => {
    const chosen = resolveFlowType(flowTypes, candidates);
    const problem = stored ? newApplicationProblem(flowTypes, stored) : undefined;
    return {
      resolved: chosen.ok ? { flowType: chosen.flowType, from: chosen.level } : null,
      ...(problem ? { problem } : {}),
    };
  };

  const refusal = (reply: FastifyReply, flowType: string | null) => {
    const problem = flowType === null ? undefined : newApplicationProblem(flowTypes, flowType);
    return problem ? invalidField(reply, 'flowType', `flowType: ${problem}`) : undefined;
  };

  const officerView = async (nmlsId: string) => {
    const officer = (await findOfficer(orm, nmlsId))?.officer;
    if (!officer) return undefined;
    const filing = await officerForNewApplication(orm, nmlsId);
    return {
      nmlsId,
      flowType: officer.defaultFlowType,
      setBy: officer.defaultFlowTypeSetBy,
      setAt: officer.defaultFlowTypeSetAt?.toISOString() ?? null,
      // An inactive officer's applications go to the default officer (spec 2.1), and so do its defaults.
      filedUnder: filing.nmlsId,
      ...resolved(officer.defaultFlowType, defaultCandidates(filing, provider)),
    };
  };

  const companyView = async (companyNmls: string) => {
    if (companyNmls === provider.nmlsId) {
      return {
        companyNmls,
        flowType: provider.defaultFlowType,
        setBy: 'configuration',
        setAt: null,
        ...resolved(provider.defaultFlowType, providerCandidate(provider)),
      };
    }
    const company = await findCompany(orm, companyNmls);
    if (!company) return undefined;
    return {
      companyNmls,
      flowType: company.defaultFlowType,
      setBy: company.defaultFlowTypeSetBy,
      setAt: company.defaultFlowTypeSetAt?.toISOString() ?? null,
      ...resolved(company.defaultFlowType, [
        { level: 'company', owner: companyNmls, flowType: company.defaultFlowType },
        ...providerCandidate(provider),
      ]),
    };
  };

  const officerRoute = '/api/v2/admin/officers/:nmlsId/flow-type';
  admin.get(
    officerRoute,
    { schema: { params: nmlsParams('nmlsId') } },
    async (request: OfficerRequest, reply) => {
      const view = await officerView(request.params.nmlsId);
      return view ?? notFound(reply, `No loan officer ${request.params.nmlsId}`);
    },
  );

  admin.put(
    officerRoute,
    { schema: { params: nmlsParams('nmlsId'), body: flowTypeBody } },
    async (request: OfficerRequest, reply) => {
      const { nmlsId } = request.params;
      const { flowType } = request.body;
      if (refusal(reply, flowType)) return reply;
      const actor = adminActor(request);
      const changed = await setOfficerDefaultFlowType(orm, nmlsId, { flowType, actor });
      if (!changed) return notFound(reply, `No loan officer ${nmlsId}`);
      request.log.info({ nmlsId, flowType, actor }, 'loan officer default flow type changed');
      return officerView(nmlsId);
    },
  );

  const companyRoute = '/api/v2/admin/companies/:companyNmls/flow-type';
  admin.get(
    companyRoute,
    { schema: { params: nmlsParams('companyNmls') } },
    async (request: CompanyRequest, reply) => {
      const view = await companyView(request.params.companyNmls);
      return view ?? notFound(reply, `No company ${request.params.companyNmls}`);
    },
  );

  admin.put(
    companyRoute,
    { schema: { params: nmlsParams('companyNmls'), body: flowTypeBody } },
    async (request: CompanyRequest, reply) => {
      const { companyNmls } = request.params;
      const { flowType } = request.body;
      if (companyNmls === provider.nmlsId) {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          message:
            "The provider company's default flow type is its configuration's defaultFlowType (src/server/config/provider-company.json, or the file PROVIDER_CONFIG names); a restart applies a change",
        });
      }
      if (refusal(reply, flowType)) return reply;
      const actor = adminActor(request);
      const changed = await setCompanyDefaultFlowType(orm, companyNmls, { flowType, actor });
      if (!changed) return notFound(reply, `No company ${companyNmls}`);
      request.log.info({ companyNmls, flowType, actor }, 'company default flow type changed');
      return companyView(companyNmls);
    },
  );
}
