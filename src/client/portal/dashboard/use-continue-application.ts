import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOfficerIdSegment } from '../../../shared/officer-id.ts';
import { useHttpClient } from '../../api/api-provider.tsx';
import { createApplication } from '../../api/application-api.ts';
import { type PortalCard, portalQueryKeys } from '../../api/portal-api.ts';
import { findResumePath } from '../../api/resume-path.ts';
import { completeLogin } from '../../auth/after-login.ts';
import { useAuthActions, useAuthSession } from '../../auth/auth-provider.tsx';
import { useOfficerId } from '../../routing/use-officer-id.ts';
import {
  forgetStoredAppId,
  storeAppFlowType,
  storeAppId,
  storeUserIntent,
} from '../../state/browser-storage.ts';

/**
 * 'Finish Application' (spec 4.3): the intent continue_application, the application's id stored, the dashboard
 * invalidated; then on, as after a log-in that continues it, to its saved last path under its officer and flow.
 */
export function useContinueApplication(): (card: PortalCard) => Promise<void> {
  const http = useHttpClient();
  const { refreshAccessToken } = useAuthActions();
  const { user } = useAuthSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currentOfficer = useOfficerId();
  return useCallback(
    async (card: PortalCard) => {
      const officerId = isOfficerIdSegment(card.nmlsId) ? card.nmlsId : currentOfficer;
      storeUserIntent('continue_application');
      storeAppId(card.appId);
      if (card.flowType) storeAppFlowType(card.appId, card.flowType);
      void queryClient.invalidateQueries({ queryKey: portalQueryKeys.list });
      const target = await completeLogin({
        officerId,
        returnTo: undefined,
        storedAppId: card.appId,
        intent: 'continue_application',
        signedIn: true,
        createApplication: () => createApplication(http, officerId, card.flowType),
        storeAppId,
        forgetAppId: forgetStoredAppId,
        findResumePath: (appId) => findResumePath(http, appId, [user?.email, user?.sub]),
        refreshAccessToken,
      });
      if (target) navigate(target);
    },
    [http, refreshAccessToken, user, queryClient, navigate, currentOfficer],
  );
}
