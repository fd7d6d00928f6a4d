import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from '../../shared/officer-id.ts';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { useOfficerId } from './use-officer-id.ts';

/** Router state the log-in page reads: the protected page to come back to after log-in. */
export interface LoginRouteState {
  returnTo: string;
}

export function readReturnTo(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return undefined;
  return typeof state.returnTo === 'string' ? state.returnTo : undefined;
}

/**
 * Spec 2.4: a protected step needs a signed-in borrower; otherwise log in, remembering the origin path. The
 * portal sends the borrower to its own log-in page (`loginTo`).
 */
export function RequireSignIn({ children, loginTo }: { children: ReactNode; loginTo?: string }) {
  const { isAuthenticated } = useAuthSession();
  const officerId = useOfficerId();
  const location = useLocation();
  if (isAuthenticated) return children;
  const state: LoginRouteState = { returnTo: `${location.pathname}${location.search}` };
  return <Navigate replace to={loginTo ?? loginPath(officerId)} state={state} />;
}
