import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { resolveOfficerId } from '../../shared/officer-id.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { createApplication } from '../api/application-api.ts';
import { restoreAccountLocale } from '../api/locale-api.ts';
import { findResumePath } from '../api/resume-path.ts';
import { findCoborrowerPart } from '../coborrower/coborrower-landing.ts';
import { useSwitchLocale } from '../i18n/locale.ts';
import {
  forgetStoredAppId,
  readCurrentOfficerId,
  readFlowConfigType,
  readOriginalOfficerId,
  readStoredAppId,
  storeAppId,
  storeCurrentOfficerId,
  storeOriginalOfficerId,
} from '../state/browser-storage.ts';
import { useReadinessReport } from '../state/readiness.tsx';
import { completeLogin } from './after-login.ts';
import { useAuthActions, useAuthSession, useLoginState } from './auth-provider.tsx';

/** Runs once on the provider's return (`/?code=…&state=…`), then replaces the URL with the page to show. */
export function AfterLoginRedirect() {
  const loginState = useLoginState();
  const { isAuthenticated, user } = useAuthSession();
  const { refreshAccessToken } = useAuthActions();
  const http = useHttpClient();
  const navigate = useNavigate();
  const switchLocale = useSwitchLocale();
  const started = useRef(false);
  const left = useRef(false);
  useEffect(() => {
    // Reset on (re)mount: StrictMode's rehearsal unmount must not count as leaving.
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  useReadinessReport('auth', false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Spec 2.1: on a log-in return the resolved id becomes both the current and the original officer.
    const officerId = resolveOfficerId({
      storedCurrentId: readCurrentOfficerId(),
      storedOriginalId: readOriginalOfficerId(),
      savedAuthStateId: loginState?.officerId,
    });
    storeCurrentOfficerId(officerId);
    storeOriginalOfficerId(officerId);
    void completeLogin({
      officerId,
      returnTo: loginState?.returnTo,
      storedAppId: readStoredAppId(),
      intent: loginState?.intent,
      signedIn: isAuthenticated,
      createApplication: () => createApplication(http, officerId, readFlowConfigType()),
      storeAppId,
      forgetAppId: forgetStoredAppId,
      findResumePath: (appId) => findResumePath(http, appId, [user?.email, user?.sub]),
      findCoborrowerPart: () => findCoborrowerPart(http),
      refreshAccessToken,
      // A 401 on the creation already sent the borrower to log-in (api-provider.tsx).
      isCancelled: () => left.current,
    }).then(async (target) => {
      if (isAuthenticated) await restoreAccountLocale(http, switchLocale);
      if (target && !left.current) navigate(target, { replace: true });
    });
  }, [loginState, isAuthenticated, user, http, refreshAccessToken, navigate, switchLocale]);

  return null;
}
