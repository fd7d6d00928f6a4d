import type { AxiosInstance } from 'axios';
import { fetchCoborrowerParts } from './coborrower-api.ts';

/**
 * The part to resume after log-in for someone who joined an application as a co-borrower: an application still
 * open first (the latest joined), else the latest submitted one (its welcome leads to the portal); null for anyone
 * who is no co-borrower.
 */
export async function findCoborrowerPart(
  http: AxiosInstance,
): Promise<{ appId: string; nmlsId: string; lastPath: string } | null> {
  const parts = await fetchCoborrowerParts(http);
  const part = parts.find((candidate) => !candidate.submitted) ?? parts[0];
  return part?.lastPath ? { appId: part.appId, nmlsId: part.nmlsId, lastPath: part.lastPath } : null;
}
