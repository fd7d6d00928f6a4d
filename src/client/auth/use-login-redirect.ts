import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../shared/constants.ts';
import { storeUserIntent } from '../state/browser-storage.ts';
import { useAuthActions } from './auth-provider.tsx';

export type LoginChoice = 'login' | 'register';

export interface LoginRedirect {
  /** The choice being carried out, while the page waits before leaving for the provider. */
  leaving: LoginChoice | null;
  failure: string | null;
  start: (choice: LoginChoice) => void;
}

/**
 * Spec 4.1: 'Log In' sets the intent continue_application, 'Register' create_new_application; both leave for the
 * identity provider after one second.
 */
export function useLoginRedirect(
  officerId: string,
  returnTo: string | undefined,
  options: { portal?: boolean } = {},
): LoginRedirect {
  const portal = options.portal === true;
  const { logIn, register } = useAuthActions();
  const [leaving, setLeaving] = useState<LoginChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = useCallback(
    (choice: LoginChoice) => {
      storeUserIntent(choice === 'login' ? 'continue_application' : 'create_new_application');
      setLeaving(choice);
      setFailure(null);
      const go = choice === 'login' ? logIn : register;
      timer.current = window.setTimeout(() => {
        go({ officerId, ...(returnTo ? { returnTo } : {}), ...(portal ? { portal } : {}) }).catch(
          (error: unknown) => {
            console.error('Could not start the log-in', error);
            setLeaving(null);
            setFailure('We could not reach the sign-in service. Please try again.');
          },
        );
      }, TIMINGS.loginRedirectDelayMs);
    },
    [logIn, register, officerId, returnTo, portal],
  );
  return { leaving, failure, start };
}
