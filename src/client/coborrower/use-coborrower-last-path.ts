import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { lastPathToSave } from '../../shared/last-path.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { applicationQueryKey } from '../api/application-queries.ts';
import { lastPathSkips } from '../flow-engine/flow-registry.ts';
import { saveCoborrowerLastPath } from './coborrower-api.ts';
import { contactIdOf } from './coborrower-scope.ts';

/**
 * Spec 4.6 for a co-borrower: each of their steps they open is kept as their own last path (never the borrower's),
 * with the same skips as a borrower's, so a log-in later resumes them there. A failure is a warning only.
 */
export function useCoborrowerLastPath(flow: FlowFile, application: ApplicationDocument): void {
  const location = useLocation();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const { appId, lastPath } = application;
  const contactId = contactIdOf(application);
  useEffect(() => {
    if (!contactId) return;
    const path = lastPathToSave(location, lastPath, lastPathSkips(flow));
    if (!path) return;
    saveCoborrowerLastPath(http, appId, contactId, path)
      .then(() => {
        const current = queryClient.getQueryData<ApplicationDocument>(applicationQueryKey(appId));
        if (current) queryClient.setQueryData(applicationQueryKey(appId), { ...current, lastPath: path });
      })
      .catch((error: unknown) => console.warn(`Saving the co-borrower's last path ${path} failed`, error));
  }, [location, lastPath, flow, http, appId, contactId, queryClient]);
}
