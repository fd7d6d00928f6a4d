import axios, { type AxiosInstance } from 'axios';
import type { ApplicationDocument } from './application-document.ts';
import { isUnauthorizedAnswer } from './http.ts';

/** `POST /api/v2/application?nmlsId=…` answers `{ data: { appId } }` (spec 7.1). */
interface CreatedApplication {
  data?: { appId?: string | number };
}

/**
 * Creates an application for the signed-in borrower under `officerId`, in `flowType` when one was chosen (else
 * the server's default). Spec 8: a failed creation, or an answer without appId, is logged and the borrower
 * continues without one, so this resolves to null. A 401/403 is the exception: it is rethrown, since the
 * borrower is on the way back to log-in (http.ts).
 */
export async function createApplication(
  http: AxiosInstance,
  officerId: string,
  flowType?: string | null,
): Promise<string | null> {
  try {
    // An empty body with no Content-Type: axios would otherwise label it form data, which the API refuses (415).
    const { data } = await http.post<CreatedApplication>('/v2/application', undefined, {
      params: { nmlsId: officerId, ...(flowType ? { flowType } : {}) },
      headers: { 'Content-Type': false },
    });
    const appId = data?.data?.appId;
    if (appId === undefined || appId === null || appId === '') {
      console.error('Creating the application returned no appId');
      return null;
    }
    return String(appId);
  } catch (error) {
    if (isUnauthorizedAnswer(error)) throw error;
    console.error('Creating the application failed', error);
    return null;
  }
}

const applicationPath = (appId: string) => `/v2/application/${encodeURIComponent(appId)}`;

/** GET /api/v2/application/{appId}/appData. */
export async function fetchApplication(http: AxiosInstance, appId: string): Promise<ApplicationDocument> {
  const { data } = await http.get<ApplicationDocument>(`${applicationPath(appId)}/appData`);
  return data;
}

/** The application, or null when the server has none of this borrower's under that id (404). */
export async function findApplication(
  http: AxiosInstance,
  appId: string,
): Promise<ApplicationDocument | null> {
  try {
    return await fetchApplication(http, appId);
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

/** Why a change was refused, in terms the step screen acts on. */
export type SaveRefusal =
  | { kind: 'stale'; currentVersion: number | null }
  /** `code`: the server's message is already in the borrower's words (the amount a home supports). */
  | { kind: 'invalid'; field: string; message: string; code?: string }
  /** The application was submitted (or withdrawn, declined): its answers are kept as they were. */
  | { kind: 'closed'; message: string }
  | { kind: 'failed'; status: number | null }
  /** No token could be had for the call (spec 8: 'Authentication required. Please log in again.'). */
  | { kind: 'unauthenticated' };

export class SaveRefusedError extends Error {
  constructor(readonly refusal: SaveRefusal) {
    super(`Saving the application was refused (${refusal.kind})`);
  }
}

export function refusalOf(error: unknown): SaveRefusal {
  // The request never left: getting the bearer token failed before it (the session is gone).
  if (!axios.isAxiosError(error)) return { kind: 'unauthenticated' };
  if (!error.response) return { kind: 'failed', status: null };
  const { status, data } = error.response;
  const body = (data ?? {}) as {
    currentVersion?: unknown;
    field?: unknown;
    message?: unknown;
    code?: unknown;
  };
  // The server words its application_closed in the borrower's language; a 409 without those words is a failure.
  if (status === 409 && body.code === 'application_closed')
    return typeof body.message === 'string'
      ? { kind: 'closed', message: body.message }
      : { kind: 'failed', status };
  if (status === 409)
    return {
      kind: 'stale',
      currentVersion: typeof body.currentVersion === 'number' ? body.currentVersion : null,
    };
  if (status === 400 && typeof body.field === 'string')
    return {
      kind: 'invalid',
      field: body.field,
      message: String(body.message ?? `${body.field} is not valid`),
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
    };
  return { kind: 'failed', status };
}

/**
 * PATCH /api/v2/application/{appId}: a JSON merge patch (null deletes) based on `version`. Resolves to the new
 * document; a refusal rejects with SaveRefusedError (409 stale, 400 naming the field, anything else failed).
 * `step` (its path, e.g. `applicant/legal`) has the server check that step's answers against its screen's schema.
 */
export async function patchApplication(
  http: AxiosInstance,
  appId: string,
  version: number,
  patch: Record<string, unknown>,
  step?: string,
): Promise<ApplicationDocument> {
  try {
    const { data } = await http.patch<ApplicationDocument>(applicationPath(appId), patch, {
      headers: { 'If-Match': `"${version}"` },
      ...(step ? { params: { step } } : {}),
    });
    return data;
  } catch (error) {
    throw new SaveRefusedError(refusalOf(error));
  }
}

/** PATCH /api/v2/application/{appId}/lastPath as text/plain; a 401/403 there only warns (spec 8). */
export async function saveLastPath(http: AxiosInstance, appId: string, path: string): Promise<void> {
  await http.patch(`${applicationPath(appId)}/lastPath`, path, {
    headers: { 'Content-Type': 'text/plain' },
    pathTracking: true,
  });
}
