import type { AxiosInstance } from 'axios';
import { savedLastPath } from '../../shared/saved-last-path.ts';
import { findApplication } from './application-api.ts';

/** What the server says about a stored application the borrower continues after log-in. */
export type ResumeLookup =
  /** Theirs: the saved last path (`/property/info`), or null when no step was saved yet. */
  | { kind: 'found'; lastPath: string | null }
  /** Not theirs or gone (404): another borrower used this browser before. */
  | { kind: 'not-found' };

/** The saved last path of the borrower's stored application (spec 4.6: under their own keys first). */
export async function findResumePath(
  http: AxiosInstance,
  appId: string,
  applicantKeys: (string | null | undefined)[],
): Promise<ResumeLookup> {
  const application = await findApplication(http, appId);
  if (!application) return { kind: 'not-found' };
  return { kind: 'found', lastPath: savedLastPath(application, applicantKeys) };
}
