import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { lastPathToSave } from '../../shared/last-path.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { applicationQueryKey, rememberApplication } from '../api/application-queries.ts';
import { trackLastPath } from '../api/last-path-tracking.ts';
import { readSession, writeSession } from '../state/browser-storage.ts';
import { SESSION_KEYS } from '../state/storage-keys.ts';
import { lastPathSkips } from './flow-registry.ts';

/**
 * Spec 4.6, after each step renders: the step's path (without officer id and appId) is saved as the
 * application's last path, unless the flow or the spec skips it, or it is the one stored already.
 */
export function useLastPathTracking(flow: FlowFile, application: ApplicationDocument): void {
  const location = useLocation();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const latest = useRef(application);
  latest.current = application;
  const { appId } = application;
  useEffect(() => {
    // The application's own last path first: the session key may still hold another application's.
    const stored = latest.current.lastPath ?? readSession(SESSION_KEYS.lastPath);
    const path = lastPathToSave(location, stored, lastPathSkips(flow));
    if (!path) return;
    void trackLastPath(http, appId, path).then((saved) => {
      if (!saved) return;
      writeSession(SESSION_KEYS.lastPath, path);
      const current = queryClient.getQueryData<ApplicationDocument>(applicationQueryKey(appId));
      if (current) rememberApplication(queryClient, { ...current, lastPath: path });
    });
  }, [location, flow, http, appId, queryClient]);
}
