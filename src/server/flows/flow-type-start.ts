import type { FastifyInstance } from 'fastify';
import type { ProviderCompany } from '../config/provider-company.ts';
import { ConfigError } from '../config.ts';
import type { Orm } from '../db/database.ts';
import { misconfiguredDefaults } from './flow-type-defaults.ts';
import { type FlowTypes, newApplicationProblem, readFlowTypes } from './flow-types.ts';

/**
 * The flow types this process serves. The provider company's default is the last level, with nothing to fall
 * to, so a provider default that cannot be used stops start-up; an officer's or company's only warns when the
 * app is ready, since new applications fall to the next level and an admin can mend it without a restart.
 */
export function startFlowTypes(
  app: FastifyInstance,
  orm: Orm,
  provider: ProviderCompany,
  flowsDir?: string,
): FlowTypes {
  const flowTypes = readFlowTypes(flowsDir);
  const problem = newApplicationProblem(flowTypes, provider.defaultFlowType);
  if (problem) throw new ConfigError('PROVIDER_CONFIG', `defaultFlowType cannot be used: ${problem}`);
  app.addHook('onReady', async () => {
    try {
      for (const warning of await misconfiguredDefaults(orm, flowTypes)) app.log.warn(warning);
    } catch (error) {
      app.log.error({ err: error }, 'could not check the configured default flow types');
    }
  });
  return flowTypes;
}
