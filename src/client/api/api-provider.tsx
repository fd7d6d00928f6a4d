import type { AxiosInstance } from 'axios';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginPath } from '../../shared/officer-id.ts';
import { useAuthActions } from '../auth/auth-provider.tsx';
import { currentOfficerId } from '../routing/current-officer-id.ts';
import { createHttpClient } from './http.ts';

const HttpClientContext = createContext<AxiosInstance | null>(null);

/** Provides the API client (base URL from runtime config, bearer token from the auth session). */
export function ApiProvider({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  const { getAccessToken, clearAuth } = useAuthActions();
  const navigateNow = useNavigate();
  // A ref, so the client is not rebuilt on every navigation.
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  // Several calls can be refused at once; the borrower is sent to log in once.
  const leaving = useRef(false);
  const http = useMemo(() => {
    const onUnauthorized = () => {
      if (leaving.current) return;
      leaving.current = true;
      const target = loginPath(currentOfficerId());
      clearAuth()
        .catch((error: unknown) => console.error('Clearing the auth state failed', error))
        .finally(() => {
          leaving.current = false;
          navigate.current(target, { replace: true });
        });
    };
    return createHttpClient({ baseURL: baseUrl, getAccessToken, onUnauthorized });
  }, [baseUrl, getAccessToken, clearAuth]);
  return <HttpClientContext.Provider value={http}>{children}</HttpClientContext.Provider>;
}

export function useHttpClient(): AxiosInstance {
  const http = useContext(HttpClientContext);
  if (!http) throw new Error('useHttpClient must be used inside <ApiProvider>.');
  return http;
}
