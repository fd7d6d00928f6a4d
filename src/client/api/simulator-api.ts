import axios, { type AxiosInstance } from 'axios';
import type { SimulatorScenario } from '../../shared/simulator-scenario.ts';

const scenarioPath = (appId: string) => `/v2/simulators/applications/${encodeURIComponent(appId)}/scenario`;

/**
 * GET /v2/simulators/applications/{appId}/scenario: what the simulators answer for the application; null when the
 * server answers 404 (no vendor is simulated there, or the application is not the caller's).
 */
export async function fetchSimulatorScenario(
  http: AxiosInstance,
  appId: string,
): Promise<SimulatorScenario | null> {
  try {
    return (await http.get<SimulatorScenario>(scenarioPath(appId))).data;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

/** PUT: replaces the application's scenario; resolves to it as stored. */
export async function saveSimulatorScenario(
  http: AxiosInstance,
  appId: string,
  scenario: SimulatorScenario,
): Promise<SimulatorScenario> {
  return (await http.put<SimulatorScenario>(scenarioPath(appId), scenario)).data;
}

/** The field and message of a 400 answer (`body.credit.score` read as `credit.score`), else undefined. */
export function refusedField(error: unknown): { field: string; message: string } | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return undefined;
  const data = error.response.data as { field?: unknown; message?: unknown } | undefined;
  if (typeof data?.field !== 'string' || typeof data.message !== 'string') return undefined;
  return { field: data.field.replace(/^body\./, ''), message: data.message };
}
