import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import axios, { type AxiosInstance } from 'axios';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { currentApplicationAtom } from '../state/application-atoms.ts';
import { applicationCache } from '../state/application-cache-store.ts';
import { storeAppFlowType } from '../state/browser-storage.ts';
import { useHttpClient } from './api-provider.tsx';
import { fetchApplication, patchApplication } from './application-api.ts';
import type { ApplicationDocument } from './application-document.ts';
import { trackLastPath } from './last-path-tracking.ts';

export const applicationQueryKey = (appId: string | null) => ['application', appId] as const;

const answerIsFinal = (error: unknown) =>
  axios.isAxiosError(error) && error.response !== undefined && error.response.status < 500;

/**
 * GET appData (spec 7.1). Without lastPaths a PATCH of lastPath `/` follows. When the server cannot be reached,
 * the cached copy of this application, if still usable, stands in (spec 4.2); a refusal (401, 403, 404) does not.
 */
export async function loadApplication(http: AxiosInstance, appId: string): Promise<ApplicationDocument> {
  let document: ApplicationDocument;
  try {
    document = await fetchApplication(http, appId);
  } catch (error) {
    const cached = answerIsFinal(error) ? null : applicationCache.read(appId);
    if (!cached) throw error;
    console.warn(`Application ${appId} could not be read; showing the cached copy`, error);
    return cached;
  }
  if (!document.lastPaths || Object.keys(document.lastPaths).length === 0) {
    if (await trackLastPath(http, appId, '/')) document = { ...document, lastPath: '/' };
  }
  const cached = applicationCache.read(appId);
  if (!cached || cached.version <= document.version) applicationCache.save(appId, document);
  return document;
}

/** The newer of two copies of one application: every write raises its version. */
function newerOf(
  current: ApplicationDocument | undefined,
  incoming: ApplicationDocument,
): ApplicationDocument {
  return current && current.version > incoming.version ? current : incoming;
}

/**
 * Puts a document the server answered with everywhere the client keeps it, unless a newer copy is already there
 * (a read that started before a write can answer after it).
 */
export function rememberApplication(queryClient: QueryClient, document: ApplicationDocument): void {
  const key = applicationQueryKey(document.appId);
  const kept = newerOf(queryClient.getQueryData<ApplicationDocument>(key), document);
  queryClient.setQueryData(key, kept);
  applicationCache.save(document.appId, kept);
}

/**
 * Reads the application and answers the newer of the copy read and the copy kept when the read answers: a write
 * (a save, a stored verification) that finished while the read was under way must not be replaced by it.
 */
export async function readApplication(
  queryClient: QueryClient,
  http: AxiosInstance,
  appId: string,
): Promise<ApplicationDocument> {
  const loaded = await loadApplication(http, appId);
  return newerOf(queryClient.getQueryData<ApplicationDocument>(applicationQueryKey(appId)), loaded);
}

/**
 * The application `appId`, read once signed in. A usable cached copy shows at once while the server's is
 * fetched. The current application atom and the application's flow type key follow what is read.
 */
export function useApplication(appId: string | null) {
  const http = useHttpClient();
  const { isAuthenticated } = useAuthSession();
  const setCurrent = useSetAtom(currentApplicationAtom);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: applicationQueryKey(appId),
    queryFn: () => readApplication(queryClient, http, appId as string),
    enabled: Boolean(appId) && isAuthenticated,
    initialData: () => (appId ? (applicationCache.read(appId) ?? undefined) : undefined),
    initialDataUpdatedAt: 0,
    retry: (failures, error) => failures < 1 && !answerIsFinal(error),
  });
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    setCurrent(data);
    storeAppFlowType(data.appId, data.flowConfig.flowType);
  }, [data, setCurrent]);
  return query;
}

/** Saves answers (a JSON merge patch based on `version`) and keeps the new document; see patchApplication. */
export function useSaveApplication(appId: string | null) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (version: number, patch: Record<string, unknown>, step?: string) => {
      if (!appId) throw new Error('No application to save to');
      const document = await patchApplication(http, appId, version, patch, step);
      rememberApplication(queryClient, document);
      return document;
    },
    [http, queryClient, appId],
  );
}

/** Reads the application again from the server (after a 409), bypassing what is cached. */
export function useReloadApplication(appId: string | null) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (!appId) throw new Error('No application to reload');
    const document = await fetchApplication(http, appId);
    rememberApplication(queryClient, document);
    return document;
  }, [http, queryClient, appId]);
}
