import { useAuthActions, useHasAuthToken } from '../auth/auth-provider.tsx';

/** Whether 'Save Progress & Logout' shows (only while an auth token exists, spec 6) and the log-out it runs. */
export function useSaveAndLogout(): { showLogout: boolean; logOut: () => void } {
  const showLogout = useHasAuthToken();
  const { logOut } = useAuthActions();
  return { showLogout, logOut: () => void logOut() };
}
