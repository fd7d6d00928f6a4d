import { Navigate, useLocation } from 'react-router-dom';
import { entryTarget, isLoginReturn, resolveOfficerId } from '../../shared/officer-id.ts';
import { AfterLoginRedirect } from '../auth/after-login-redirect.tsx';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { readCurrentOfficerId, readOriginalOfficerId, readStoredAppId } from '../state/browser-storage.ts';

/**
 * `/`: the identity provider's return address (spec 4.1), else the bare entry of spec 2.1. Because the provider
 * always returns here, the after-login handling never runs on the pages the spec exempts from it (log-in,
 * register, error pages, flow screens).
 */
export function RootEntry() {
  const { search } = useLocation();
  const { isAuthenticated } = useAuthSession();
  if (isLoginReturn(search)) return <AfterLoginRedirect />;
  const officerId = resolveOfficerId({
    pathname: '/',
    storedCurrentId: readCurrentOfficerId(),
    storedOriginalId: readOriginalOfficerId(),
  });
  const target = entryTarget({
    pathname: '/',
    search,
    officerId,
    signedIn: isAuthenticated,
    appId: readStoredAppId(),
  });
  return <Navigate replace to={target} />;
}
