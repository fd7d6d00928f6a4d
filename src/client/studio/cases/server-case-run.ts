/** "Run on a server": POST /api/studio/cases/run, and what to tell the studio's user when it does not answer. */
import axios, { type AxiosInstance } from 'axios';
import {
  STUDIO_API,
  type StudioCaseRun,
  type StudioCaseRunRequest,
} from '../../../shared/studio/studio-contract.ts';
import { studioRequest } from '../studio-api.ts';

/** A run of every case of a flow takes a while (a scratch database, a journey per file): far past the usual 30 s. */
const CASE_RUN_TIMEOUT_MS = 15 * 60_000;

export async function runCasesOnServer(
  http: AxiosInstance,
  flowType: string,
  signedIn: boolean,
): Promise<StudioCaseRun> {
  const body: StudioCaseRunRequest = { flowType };
  const { data } = await http.post<StudioCaseRun>(`${STUDIO_API}/cases/run`, body, {
    // The studio's API is the page's own server's (`/api/studio/…` from the page), whatever the API base.
    baseURL: '',
    timeout: CASE_RUN_TIMEOUT_MS,
    ...studioRequest(signedIn),
  });
  return data;
}

/** Why a server run gave no results, in the studio user's words. */
export function serverRunFailure(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    if (status === 403)
      return 'This server does not run cases for you: its studio is read-only here (403). Run the cases with `npm run studio` on your machine, or `npm run test:cases`.';
    if (error.code === 'ECONNABORTED')
      return 'The server took too long to run the cases. Try again, or run `npm run test:cases`.';
    if (status !== undefined) {
      const said = (error.response?.data as { message?: unknown } | undefined)?.message;
      return `The server could not run the cases (HTTP ${status}${typeof said === 'string' ? `: ${said}` : ''}).`;
    }
    return 'The server could not be reached to run the cases. Check that it is running, then try again.';
  }
  return `The cases could not be run on the server: ${error instanceof Error ? error.message : String(error)}`;
}
