/**
 * The only module that talks to the Auth0 SDK. The rest of the client uses the small hooks below,
 * so the identity provider (embedded `/idp` or a real Auth0 tenant) stays an implementation detail.
 * Tokens stay in the SDK's memory cache; a reload gets new ones silently from the provider's session. The portal
 * is the exception (spec 6, auth-variant.ts): refresh tokens, kept in local storage.
 */

import { type AppState, Auth0Provider, useAuth0 } from '@auth0/auth0-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IDENTITY_PAGE_OFFICER_PARAM } from '../../shared/branding/identity-page-brand.ts';
import { type Registration, registrationOf } from '../../shared/flows/prefill.ts';
import { loginPath } from '../../shared/officer-id.ts';
import { currentLocale } from '../i18n/locale.ts';
import { currentOfficerId } from '../routing/current-officer-id.ts';
import type { AuthConfig } from '../runtime-config.ts';
import {
  clearStorageOnLogout,
  clearStoredTokens,
  forgetStoredAppId,
  readSession,
  removeSession,
  writeSession,
} from '../state/browser-storage.ts';
import type { UserIntent } from '../state/storage-keys.ts';
import { authVariantAt, PORTAL_LOGIN_MARKER_KEY, withOfflineAccess } from './auth-variant.ts';

export interface AuthUser {
  sub?: string;
  email?: string;
  name?: string;
  /** The names and email given at sign-up (the ID token's profile), which steps may prefill. */
  registration?: Registration;
}

export interface AuthSession {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | undefined;
  error: Error | undefined;
}

/** What the borrower took to the identity provider and gets back after log-in (the "saved auth state"). */
export interface LoginState {
  intent: UserIntent;
  officerId: string;
  /** The protected page that sent the borrower to log in. */
  returnTo?: string;
}

export interface LoginRequest {
  officerId: string;
  returnTo?: string;
  /** A log-in from the portal's log-in page: its tokens are the portal variant's (spec 6). */
  portal?: boolean;
}

export interface AuthActions {
  /** Redirects to the provider's log-in form (forced prompt). */
  logIn: (request: LoginRequest) => Promise<void>;
  /** Redirects to the provider's registration form (forced prompt). */
  register: (request: LoginRequest) => Promise<void>;
  /**
   * Spec 4.1: clears storage but the kept keys, ends the provider session, returns to `/{officerId}/login`; the
   * portal's log-out returns to `/{officerId}/logout`.
   */
  logOut: (options?: { portal?: boolean }) => Promise<void>;
  /** A valid access token for the API audience; a login_required answer logs out silently first. */
  getAccessToken: () => Promise<string>;
  /** A new access token from the provider, bypassing the token cache (after an application is created). */
  refreshAccessToken: () => Promise<void>;
  /** Spec 8, on a 401/403: forgets the tokens locally without visiting the provider. */
  clearAuth: () => Promise<void>;
}

/** `redirect_uri` and log-out targets: the provider sends the browser back to the current origin (spec 4.1). */
const origin = () => window.location.origin;

function parseLoginState(appState: AppState | undefined): LoginState | undefined {
  if (!appState || typeof appState.officerId !== 'string') return undefined;
  const intent: UserIntent =
    appState.intent === 'create_new_application' ? 'create_new_application' : 'continue_application';
  const returnTo = typeof appState.returnTo === 'string' ? appState.returnTo : undefined;
  return { intent, officerId: appState.officerId, ...(returnTo ? { returnTo } : {}) };
}

const LoginStateContext = createContext<LoginState | undefined>(undefined);

/** The page load's variant: fixed for the SDK client's lifetime (see auth-variant.ts). */
function pageLoadVariant() {
  return authVariantAt(
    window.location.pathname,
    window.location.search,
    readSession(PORTAL_LOGIN_MARKER_KEY) === 'true',
  );
}

export function AuthProvider({ config, children }: { config: AuthConfig; children: ReactNode }) {
  const [loginState, setLoginState] = useState<LoginState>();
  const [portal] = useState(() => pageLoadVariant() === 'portal');
  // The SDK calls this after exchanging `code`: the URL keeps `code` and `state` until the after-login
  // handling (routing/root-entry.tsx) replaces it, which is how that handling knows it is a log-in return.
  const onRedirectCallback = useCallback(
    (appState?: AppState) => setLoginState(parseLoginState(appState)),
    [],
  );
  return (
    <Auth0Provider
      domain={config.domain}
      clientId={config.clientId}
      authorizationParams={{
        redirect_uri: origin(),
        audience: config.audience,
        scope: portal ? withOfflineAccess(config.scope) : config.scope,
      }}
      {...(portal
        ? // No refresh token yet in local storage (first portal load): the provider's session answers instead.
          { useRefreshTokens: true, useRefreshTokensFallback: true, cacheLocation: config.portalTokenCache }
        : {})}
      onRedirectCallback={onRedirectCallback}
    >
      <LoginStateContext.Provider value={loginState}>{children}</LoginStateContext.Provider>
    </Auth0Provider>
  );
}

/** The state saved when leaving for the provider, once it has sent the borrower back. */
export function useLoginState(): LoginState | undefined {
  return useContext(LoginStateContext);
}

export function useAuthSession(): AuthSession {
  const { isLoading, isAuthenticated, user, error } = useAuth0();
  return useMemo(
    () => ({
      isLoading,
      isAuthenticated,
      error,
      user: user
        ? { sub: user.sub, email: user.email, name: user.name, registration: registrationOf(user) }
        : undefined,
    }),
    [isLoading, isAuthenticated, user, error],
  );
}

/** True while the borrower is signed in, i.e. the SDK holds a token (the header's 'Save Progress & Logout'). */
export function useHasAuthToken(): boolean {
  const { isLoading, isAuthenticated } = useAuth0();
  return !isLoading && isAuthenticated;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'error' in error && typeof error.error === 'string'
    ? error.error
    : undefined;
}

export function useAuthActions(): AuthActions {
  const { loginWithRedirect, logout, getAccessTokenSilently, isAuthenticated } = useAuth0();
  // Refs, so the actions (and the API client built on them) do not change with every navigation or sign-in.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  const signedIn = useRef(isAuthenticated);
  signedIn.current = isAuthenticated;

  return useMemo(() => {
    const redirect = (intent: UserIntent, screenHint: 'login' | 'signup', request: LoginRequest) => {
      const state: LoginState = {
        intent,
        officerId: request.officerId,
        ...(request.returnTo ? { returnTo: request.returnTo } : {}),
      };
      // The provider's return to `/` builds the SDK client again: it must be the portal's when this log-in is.
      if (request.portal) writeSession(PORTAL_LOGIN_MARKER_KEY, 'true');
      else removeSession(PORTAL_LOGIN_MARKER_KEY);
      return loginWithRedirect({
        appState: state,
        authorizationParams: {
          screen_hint: screenHint,
          prompt: 'login',
          redirect_uri: origin(),
          // The provider's pages wear this officer's brand.
          [IDENTITY_PAGE_OFFICER_PARAM]: request.officerId,
          // ...and speak the page's language (OIDC's ui_locales, which Auth0's Universal Login reads too).
          ui_locales: currentLocale(),
        },
      });
    };
    const forgetLocally = () => logout({ openUrl: false });
    return {
      logIn: (request) => redirect('continue_application', 'login', request),
      register: (request) => {
        forgetStoredAppId();
        return redirect('create_new_application', 'signup', request);
      },
      logOut: async (options) => {
        const officerId = currentOfficerId();
        clearStorageOnLogout();
        const target = options?.portal ? `/${officerId}/logout` : loginPath(officerId);
        try {
          await logout({ logoutParams: { returnTo: `${origin()}${target}` } });
        } catch (error) {
          console.error('Log-out at the identity provider failed', error);
          navigate.current(loginPath(officerId), { replace: true });
        }
      },
      getAccessToken: async () => {
        try {
          const token = await getAccessTokenSilently();
          if (!token) throw new Error('No access token available for API call');
          return token;
        } catch (error) {
          // Spec 8: login_required means the provider session is gone; log out without visiting it.
          if (errorCode(error) === 'login_required' && signedIn.current) {
            clearStorageOnLogout();
            await forgetLocally();
          }
          throw error;
        }
      },
      refreshAccessToken: async () => {
        await getAccessTokenSilently({ cacheMode: 'off' });
      },
      clearAuth: async () => {
        clearStoredTokens();
        await forgetLocally();
      },
    };
  }, [loginWithRedirect, logout, getAccessTokenSilently]);
}
