import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHttpClient } from '../api/api-provider.tsx';
import { createApplication } from '../api/application-api.ts';
import { portalQueryKeys } from '../api/portal-api.ts';
import { completeLogin } from '../auth/after-login.ts';
import { useAuthActions } from '../auth/auth-provider.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import {
  forgetStoredAppId,
  readFlowConfigType,
  storeAppId,
  storeUserIntent,
} from '../state/browser-storage.ts';

/**
 * Spec 4.3: a new application sets the intent create_new_application, forgets the stored application ids and
 * invalidates the dashboard; then it starts as after a new borrower's log-in (create it, go to create-account).
 */
export function useStartNewApplication(): { start: () => Promise<void>; starting: boolean } {
  const http = useHttpClient();
  const { refreshAccessToken } = useAuthActions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const officerId = useOfficerId();
  const [starting, setStarting] = useState(false);
  const start = useCallback(async () => {
    setStarting(true);
    storeUserIntent('create_new_application');
    forgetStoredAppId();
    void queryClient.invalidateQueries({ queryKey: portalQueryKeys.list });
    const target = await completeLogin({
      officerId,
      returnTo: undefined,
      storedAppId: null,
      intent: 'create_new_application',
      signedIn: true,
      createApplication: () => createApplication(http, officerId, readFlowConfigType()),
      storeAppId,
      refreshAccessToken,
    });
    setStarting(false);
    if (target) navigate(target);
  }, [http, refreshAccessToken, queryClient, navigate, officerId]);
  return { start, starting };
}
