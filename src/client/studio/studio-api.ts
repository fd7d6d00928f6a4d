/** The studio's calls to the server (src/shared/studio/studio-contract.ts), through the app's HTTP client. */
import { useMutation, useQuery } from '@tanstack/react-query';
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

export async function fetchStudioSources(http: HttpClient): Promise<StudioSources> {
  // Read-only studios answer 403 to a token without the admin permission: the page says so, the session stays.
  return (await http.get<StudioSources>(path('/sources'), { permissionCheck: true })).data;
}

export type SaveOutcome =
  | { kind: 'saved'; saved: StudioSaved }
  | { kind: 'refused'; refused: StudioRefused }
  | { kind: 'conflict'; conflict: StudioConflict };

/** A save's answer: written, refused by the checker (422) or refused for files changed on disk (409). */
export async function saveStudioFiles(http: HttpClient, request: StudioSaveRequest): Promise<SaveOutcome> {
  try {
    const saved = (await http.put<StudioSaved>(path('/files'), request)).data;
    return { kind: 'saved', saved };
  } catch (error) {
    const refused = answer(error);
    if (refused?.status === 422) return { kind: 'refused', refused: refused.data as StudioRefused };
    if (refused?.status === 409) return { kind: 'conflict', conflict: refused.data as StudioConflict };
    throw error;
  }
}

export function useStudioSources() {
  const http = useHttpClient();
  return useQuery({
    queryKey: STUDIO_SOURCES_KEY,
    queryFn: () => fetchStudioSources(http),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSaveStudioFiles() {
  const http = useHttpClient();
  return useMutation({ mutationFn: (request: StudioSaveRequest) => saveStudioFiles(http, request) });
}

/** The HTTP status of a failed call, if the server answered. */
export const failedStatus = (error: unknown) => answer(error)?.status;
