import type { FastifyInstance } from 'fastify';
import type { SimulatorScenario } from '../../src/shared/simulator-scenario.ts';

export const scenarioUrl = (appId: string) => `/api/v2/simulators/applications/${appId}/scenario`;

/** Chooses what the embedded simulators answer for the application (README "Choosing what the simulators answer"). */
export async function chooseScenario(
  app: FastifyInstance,
  authorization: string,
  appId: string,
  scenario: SimulatorScenario,
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: scenarioUrl(appId),
    headers: { authorization },
    payload: scenario as object,
  });
  if (response.statusCode !== 200) throw new Error(`choosing the scenario failed: ${response.body}`);
}
