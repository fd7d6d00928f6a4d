/** The studio's calls to the server (src/shared/studio/studio-contract.ts), through the app's HTTP client. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import {
  STUDIO_API,
  type StudioConflict,
  type StudioRefused,
  type StudioSaved,
  type StudioSaveRequest,
  type StudioSources,
} from '../../shared/studio/studio-contract.ts';
import { useHttpClient } from '../api/api-provider.tsx';

// Only src/client/api imports axios (DESIGN.md 4): the client's type, and an error's status read by shape.
type HttpClient = ReturnType<typeof useHttpClient>;

function answer(error: unknown): { status: number; data: unknown } | undefined {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? { status: response.status, data: response.data } : undefined;
}

/** The client's base URL already ends in `/api`. */
const path = (tail: string) => `${STUDIO_API.replace(/^\/api/, '')}${tail}`;

export const STUDIO_SOURCES_KEY = ['studio', 'sources'] as const;

/**
 * `/studio` is the working copy's studio: the server lets this machine in without signing in, so no token is
 * asked for. `/{officerId}/studio` is the read-only one on a production server, for an administrator's token.
 */
export function useStudioSignedIn(): boolean {
  return useParams().officerId !== undefined;
}

/**
 * How every studio call goes: with the administrator's token on the officer's studio, without one on the working
 * copy's; and a 403 is said on the page (a read-only studio, another machine), never taken for a lost session.
 */
export const studioRequest = (signedIn: boolean) => ({ permissionCheck: true, skipAuth: !signedIn });

export async function fetchStudioSources(http: HttpClient, signedIn: boolean): Promise<StudioSources> {
  return (await http.get<StudioSources>(path('/sources'), studioRequest(signedIn))).data;
}

export type SaveOutcome =
  | { kind: 'saved'; saved: StudioSaved }
  | { kind: 'refused'; refused: StudioRefused }
  | { kind: 'conflict'; conflict: StudioConflict }
  | { kind: 'failed'; message: string };

/** A save's answer: written, refused by the checker (422) or refused for files changed on disk (409). */
export async function saveStudioFiles(
  http: HttpClient,
  request: StudioSaveRequest,
  signedIn: boolean,
): Promise<SaveOutcome> {
  try {
    // A 403 here means this browser may not write (not the machine running the studio): said on the page, and
    // the session, if any, stays.
    const saved = (await http.put<StudioSaved>(path('/files'), request, studioRequest(signedIn))).data;
    return { kind: 'saved', saved };
  } catch (error) {
    const refused = answer(error);
    if (refused?.status === 422) return { kind: 'refused', refused: refused.data as StudioRefused };
    if (refused?.status === 409) return { kind: 'conflict', conflict: refused.data as StudioConflict };
    if (refused?.status === 403)
      return {
        kind: 'failed',
        message: `This server does not let this browser save. ${failedMessage(error) ?? 'Open the studio on the machine that runs npm run studio.'}`,
      };
    throw error;
  }
}

export function useStudioSources() {
  const http = useHttpClient();
  const signedIn = useStudioSignedIn();
  return useQuery({
    queryKey: STUDIO_SOURCES_KEY,
    queryFn: () => fetchStudioSources(http, signedIn),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSaveStudioFiles() {
  const http = useHttpClient();
  const signedIn = useStudioSignedIn();
  return useMutation({
    mutationFn: (request: StudioSaveRequest) => saveStudioFiles(http, request, signedIn),
  });
}

/** The HTTP status of a failed call, if the server answered. */
export const failedStatus = (error: unknown) => answer(error)?.status;

/** The server's own words about a refusal (`message` of its error answer), if it gave any. */
export function failedMessage(error: unknown): string | undefined {
  const data = answer(error)?.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' ? data.message : undefined;
}
