import { useAuthActions, useHasAuthToken } from '../auth/auth-provider.tsx';
import { hasPendingSaves, runPendingSaves } from './pending-saves.ts';

/**
 * Whether 'Save Progress & Logout' shows (only while an auth token exists, spec 6) and the log-out it runs, which
 * first saves the answers a step keeps pending (pending-saves.ts).
 */
export function useSaveAndLogout(): { showLogout: boolean; logOut: () => void } {
  const showLogout = useHasAuthToken();
  const { logOut } = useAuthActions();
  return {
    showLogout,
    logOut: () => {
      if (!hasPendingSaves()) {
        void logOut();
        return;
      }
      void runPendingSaves().then(() => logOut());
    },
  };
}
