/** The configured default flow types: which apply to a new application, and which name no usable flow. */
import { isNotNull } from 'drizzle-orm';
import { DEFAULT_OFFICER_ID, isActiveChannel } from '../../shared/constants.ts';
import { type Company, findOfficer, type LoanOfficer } from '../branding/officer-repository.ts';
import type { ProviderCompany } from '../config/provider-company.ts';
import type { Orm } from '../db/database.ts';
import { companies, loanOfficers } from '../db/schema.ts';
import type { FlowTypeCandidate } from './flow-type-resolution.ts';
import { type FlowTypes, newApplicationProblem } from './flow-types.ts';

export interface FilingOfficer {
  nmlsId: string;
  officer?: LoanOfficer;
  company?: Company;
}

/** An unknown or inactive officer never owns an application: the default officer does (spec 2.1). */
export async function officerForNewApplication(
  orm: Orm,
  requested: string | undefined,
): Promise<FilingOfficer> {
  const found = requested ? await findOfficer(orm, requested) : undefined;
  if (found && isActiveChannel(found.officer.channelType)) return { nmlsId: requested as string, ...found };
  const fallback = await findOfficer(orm, DEFAULT_OFFICER_ID);
  return { nmlsId: DEFAULT_OFFICER_ID, ...fallback };
}

/** The defaults below the request, in the order they apply. */
export function defaultCandidates(filing: FilingOfficer, provider: ProviderCompany): FlowTypeCandidate[] {
  return [
    { level: 'officer', owner: filing.nmlsId, flowType: filing.officer?.defaultFlowType },
    { level: 'company', owner: filing.company?.nmlsId, flowType: filing.company?.defaultFlowType },
    ...providerCandidate(provider),
  ];
}

export const providerCandidate = (provider: ProviderCompany): FlowTypeCandidate[] => [
  { level: 'provider', owner: provider.nmlsId, flowType: provider.defaultFlowType },
];

/** Every stored default that names a flow type a new application cannot take, as start-up warnings. */
export async function misconfiguredDefaults(orm: Orm, types: FlowTypes): Promise<string[]> {
  const officers = await orm
    .select({ nmlsId: loanOfficers.nmlsId, flowType: loanOfficers.defaultFlowType })
    .from(loanOfficers)
    .where(isNotNull(loanOfficers.defaultFlowType));
  const companyRows = await orm
    .select({ nmlsId: companies.nmlsId, flowType: companies.defaultFlowType })
    .from(companies)
    .where(isNotNull(companies.defaultFlowType));
  const rows = [
    ...officers.map((row) => ({
      ...row,
      who: `loan officer ${row.nmlsId}`,
      next: "their company's default, else the provider company's,",
    })),
    ...companyRows.map((row) => ({
      ...row,
      who: `company ${row.nmlsId}`,
      next: "the provider company's default",
    })),
  ];
  return rows.flatMap(({ who, next, flowType }) => {
    const problem = newApplicationProblem(types, flowType as string);
    return problem
      ? [
          `${who}'s default flow type "${flowType}" cannot be used (${problem}); ${next} applies to new applications until an admin changes it`,
        ]
      : [];
  });
}
