import { eq, sql } from 'drizzle-orm';
import type { SimulatorScenario } from '../../shared/simulator-scenario.ts';
import type { Orm } from '../db/database.ts';
import { simulatorScenarios } from '../db/schema.ts';

/**
 * What a tester chose the embedded simulators answer for an application (README "Choosing what the simulators
 * answer"), in the database (migration 0011) so every API instance's simulators answer alike.
 *
 * How a simulator finds it, keeping the vendor interfaces free of tests: the simulators are created with this
 * reader (providers.ts), and each vendor call already carries the application it is for (the credit pull's and
 * the valuation's `applicationId`, the verification applicant's `appId`: our reference for the request, which a
 * real vendor adapter may pass on or ignore). No route knows about scenarios except their own
 * (src/server/simulators/scenario-routes.ts), and the production adapters never read one.
 */
export type ScenarioReader = (applicationId: string) => Promise<SimulatorScenario | undefined>;

export interface ScenarioStore {
  read: ScenarioReader;
  replace(applicationId: number, scenario: SimulatorScenario, updatedBy: string): Promise<void>;
  remove(applicationId: number): Promise<void>;
}

export function createScenarioStore(orm: Orm): ScenarioStore {
  const table = simulatorScenarios;
  return {
    async read(applicationId) {
      if (!/^[0-9]{1,15}$/.test(applicationId)) return undefined;
      const [row] = await orm
        .select({ scenario: table.scenario })
        .from(table)
        .where(eq(table.applicationId, Number(applicationId)));
      return row?.scenario as SimulatorScenario | undefined;
    },
    async replace(applicationId, scenario, updatedBy) {
      await orm
        .insert(table)
        .values({ applicationId, scenario, updatedBy })
        .onConflictDoUpdate({
          target: table.applicationId,
          set: { scenario, updatedBy, updatedAt: sql`now()` },
        });
    },
    async remove(applicationId) {
      await orm.delete(table).where(eq(table.applicationId, applicationId));
    },
  };
}
