import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../shared/constants.ts';
import { storeUserIntent } from '../state/browser-storage.ts';
import { useAuthActions, useAuthSession } from './auth-provider.tsx';

export type LoginChoice = 'login' | 'register';

/** Why the page could not leave for the identity provider: it did not answer (or failed). */
export type LoginFailure = 'unreachable';

/** Answers that only mean "not signed in", not that the identity provider failed. */
const SIGNED_OUT_CODES = [
  'login_required',
  'consent_required',
  'interaction_required',
  'missing_refresh_token',
];

/**
 * The identity provider failed on this page load (e.g. the code exchange after log-in answered 5xx, or it did not
 * answer): the SDK keeps the error and the borrower lands here signed out, so the page says why.
 */
function providerFailed(error: Error | undefined): boolean {
  if (!error) return false;
  const code = (error as { error?: unknown }).error;
  return typeof code !== 'string' || !SIGNED_OUT_CODES.includes(code);
}

export interface LoginRedirect {
  /** The choice being carried out, while the page waits before leaving for the provider. */
  leaving: LoginChoice | null;
  failure: LoginFailure | null;
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
  const { error: sessionError } = useAuthSession();
  const [leaving, setLeaving] = useState<LoginChoice | null>(null);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
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
            setFailure('unreachable');
          },
        );
      }, TIMINGS.loginRedirectDelayMs);
    },
    [logIn, register, officerId, returnTo, portal],
  );
  const shown = failure ?? (leaving === null && providerFailed(sessionError) ? 'unreachable' : null);
  return { leaving, failure: shown, start };
}
