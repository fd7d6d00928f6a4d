import { Navigate, useLocation } from 'react-router-dom';
import { entryTarget } from '../../shared/officer-id.ts';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { readStoredAppId } from '../state/browser-storage.ts';
import { useOfficerId } from './use-officer-id.ts';

/** `/{id}` and `/{id}/` (spec 2.1): on to the application when signed in, else to log-in. */
export function OfficerEntry({ startStep }: { startStep: string }) {
  const officerId = useOfficerId();
  const { pathname, search } = useLocation();
  const { isAuthenticated } = useAuthSession();
  const target = entryTarget({
    pathname,
    search,
    officerId,
    signedIn: isAuthenticated,
    appId: readStoredAppId(),
    startStep,
  });
  return <Navigate replace to={target} />;
}
