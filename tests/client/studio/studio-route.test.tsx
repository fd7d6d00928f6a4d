// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../../src/client/api/api-provider.tsx';
import { ReadinessProvider } from '../../../src/client/state/readiness.tsx';
import { StudioApp } from '../../../src/client/studio/studio-app.tsx';
import { loadFlowSources } from '../../../src/server/flows/flow-files.ts';
import type { StudioSources } from '../../../src/shared/studio/studio-contract.ts';
import { cleanup, render, shown } from '../layout/render.tsx';

const auth = vi.hoisted(() => ({ token: 'admin-token' as string | null }));
vi.mock('../../../src/client/auth/auth-provider.tsx', () => ({
  useAuthSession: () => ({ isLoading: false, isAuthenticated: auth.token !== null, error: undefined }),
  useAuthActions: () => ({
    getAccessToken: async () => {
      if (auth.token === null) throw new Error('login_required');
      return auth.token;
    },
    clearAuth: async () => {},
  }),
}));

/** The studio's two addresses, as its own page (studio-main.tsx) routes them. */
const checker = loadFlowSources();
const sources = (writable: boolean): StudioSources => ({ writable, checker, cases: [], versions: {} });
const seen: { url?: string; authorization?: string }[] = [];

const originalAdapter = axios.defaults.adapter;
beforeAll(() => {
  axios.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const authorization = config.headers.get('Authorization');
    seen.push({
      url: config.url,
      authorization: typeof authorization === 'string' ? authorization : undefined,
    });
    const reply = (status: number, data: unknown): AxiosResponse => ({
      status,
      data,
      statusText: '',
      headers: {},
      config,
    });
    if (authorization === 'Bearer borrower-token')
      throw new AxiosError('no', 'ERR_BAD_REQUEST', config, null, reply(403, {}));
    if (config.url === '/studio/sources') return reply(200, sources(!authorization));
    throw new AxiosError('not here', 'ERR_BAD_REQUEST', config, null, reply(404, {}));
  };
});
afterAll(() => {
  axios.defaults.adapter = originalAdapter;
});
afterEach(async () => {
  await cleanup();
  auth.token = 'admin-token';
  seen.length = 0;
});

async function showApp(path: string) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={queries}>
      <ReadinessProvider>
        <MemoryRouter initialEntries={[path]}>
          <ApiProvider baseUrl="/api">
            <StudioApp />
          </ApiProvider>
        </MemoryRouter>
      </ReadinessProvider>
    </QueryClientProvider>,
  );
  await shown(() => document.querySelector('[role="tab"], [role="alert"]'));
}

describe('the studio’s routes', () => {
  it('/studio opens the working copy’s studio without a token', async () => {
    await showApp('/studio');
    expect(document.querySelector('h1')?.textContent).toBe('Flow studio');
    expect(seen).toEqual([{ url: '/studio/sources', authorization: undefined }]);
    expect(document.body.textContent).not.toContain('Read-only');
  });

  it('/{officerId}/studio opens the studio (not a flow step) with the administrator’s token', async () => {
    await showApp('/1464945/studio');
    expect(document.querySelector('h1')?.textContent).toBe('Flow studio');
    expect(seen).toEqual([{ url: '/studio/sources', authorization: 'Bearer admin-token' }]);
    expect(document.body.textContent).toContain('Read-only');
  });

  it('/{officerId}/studio asks a signed-out visitor, or a token without the admin permission, to sign in as an administrator', async () => {
    for (const token of [null, 'borrower-token']) {
      auth.token = token;
      await showApp('/1464945/studio');
      expect(document.body.textContent).toContain('only for administrators');
      expect(document.querySelector('a[href="/1464945/login"]')?.textContent).toBe('Sign in');
      await cleanup();
    }
  });
});
