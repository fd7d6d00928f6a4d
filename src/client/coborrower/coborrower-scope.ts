/**
 * The co-borrower's steps (flow steps in section `coborrower`) read and write the co-borrower's own answers
 * through the co-borrower API, never the borrower's application. Their step files' data has the shape
 * `{coborrower: {legal, residence, …}}` (schemas/api/coborrower-data.schema.json); the form works over the
 * shared view of the application with those answers and their version put in.
 */
import { type QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { COBORROWER_SECTION, type ScreenStep } from '../../shared/flows/flow-types.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { applicationQueryKey } from '../api/application-queries.ts';
import {
  type CoborrowerDocument,
  fetchCoborrowerDocument,
  putCoborrowerResource,
  SECTION_RESOURCES,
} from './coborrower-api.ts';

export const isCoborrowerStep = (step: Pick<ScreenStep, 'section'>) => step.section === COBORROWER_SECTION;

/** What GET /api/v2/application/{appId} answers an accepted co-borrower. */
export interface SharedView {
  viewer?: { role: 'coborrower'; contactId: string; status: string };
  shared?: {
    borrowerFirstName: string | null;
    propertyAddress: { street?: string; unit?: string; city?: string; state?: string; zip?: string } | null;
    loanAmount: number | null;
    product: { productName?: string; productType?: string; termMonths?: number; rate?: number } | null;
  };
}

export const sharedViewOf = (application: ApplicationDocument) =>
  application as ApplicationDocument & SharedView;

export const contactIdOf = (application: ApplicationDocument | undefined): string | null =>
  (application && sharedViewOf(application).viewer?.contactId) ?? null;

export const coborrowerDocumentKey = (appId: string | null) => ['coborrower-document', appId] as const;

/** The shared view with the co-borrower's answers and their version: what the co-borrower's step forms edit. */
export const withCoborrowerAnswers = (
  shared: ApplicationDocument,
  document: CoborrowerDocument,
): ApplicationDocument => ({
  ...shared,
  version: document.version,
  coborrower: document.coborrower,
  coborrowerStatus: document.status,
});

export function useCoborrowerDocument(application: ApplicationDocument | undefined) {
  const http = useHttpClient();
  const appId = application?.appId ?? null;
  const contactId = contactIdOf(application);
  return useQuery({
    queryKey: coborrowerDocumentKey(appId),
    queryFn: () => fetchCoborrowerDocument(http, appId as string, contactId as string),
    enabled: Boolean(appId && contactId),
    retry: 1,
  });
}

type Json = Record<string, unknown>;

function needClient(client: QueryClient | undefined): QueryClient {
  if (!client) throw new Error('The co-borrower answers need a QueryClientProvider');
  return client;
}
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 7396 merge patch. */
function applyPatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Json = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyPatch(result[key], value);
  }
  return result;
}

/**
 * Saves a co-borrower step: each section the patch changes is written whole through its resource, one after the
 * other on the version the previous write returned. Resolves to the form's document after the last write.
 */
export function useSaveCoborrower(appId: string | null) {
  const http = useHttpClient();
  // Read softly: every step form calls these hooks, a borrower's step without ever using them.
  const client = useContext(QueryClientContext);
  return useCallback(
    async (version: number, patch: Record<string, unknown>, step?: string): Promise<ApplicationDocument> => {
      const queryClient = needClient(client);
      const shared = queryClient.getQueryData<ApplicationDocument>(applicationQueryKey(appId));
      const current = queryClient.getQueryData<CoborrowerDocument>(coborrowerDocumentKey(appId));
      const contactId = contactIdOf(shared);
      if (!appId || !shared || !current || !contactId) throw new Error('No co-borrower answers to save to');
      let document = current;
      let atVersion = version;
      const sections = isObject(patch.coborrower) ? patch.coborrower : {};
      for (const [section, sectionPatch] of Object.entries(sections)) {
        // A section a product owner's step adds is written through a resource of its own name.
        const resource = SECTION_RESOURCES[section] ?? section;
        const body = applyPatch(document.coborrower[section], sectionPatch);
        document = await putCoborrowerResource(
          http,
          appId,
          contactId,
          resource,
          atVersion,
          isObject(body) ? body : {},
          step,
        );
        atVersion = document.version;
        queryClient.setQueryData(coborrowerDocumentKey(appId), document);
      }
      return withCoborrowerAnswers(shared, document);
    },
    [http, client, appId],
  );
}

/** Reads the co-borrower's answers again (after a 409). */
export function useReloadCoborrower(appId: string | null) {
  const http = useHttpClient();
  // Read softly: every step form calls these hooks, a borrower's step without ever using them.
  const client = useContext(QueryClientContext);
  return useCallback(async (): Promise<ApplicationDocument> => {
    const queryClient = needClient(client);
    const shared = queryClient.getQueryData<ApplicationDocument>(applicationQueryKey(appId));
    const contactId = contactIdOf(shared);
    if (!appId || !shared || !contactId) throw new Error('No co-borrower answers to reload');
    const document = await fetchCoborrowerDocument(http, appId, contactId);
    queryClient.setQueryData(coborrowerDocumentKey(appId), document);
    return withCoborrowerAnswers(shared, document);
  }, [http, client, appId]);
}
