import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ApiProvider } from './api/api-provider.tsx';
import { AuthProvider } from './auth/auth-provider.tsx';
import { pageBootData, seedQueries } from './boot-data.ts';
import { ConfigErrorScreen } from './components/config-error-screen.tsx';
import { LoadingOverlay } from './components/loading-overlay.tsx';
import { loadRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from './runtime-config.ts';
import { FeatureFlagsProvider } from './state/feature-flags.tsx';
import { ReadinessProvider } from './state/readiness.tsx';
import { RuntimeConfigProvider } from './state/runtime-config-context.tsx';

function Shell({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}

const boot = pageBootData();

function Root({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
    seedQueries(client, boot);
    return client;
  });
  return (
    <Shell>
      <RuntimeConfigProvider config={config}>
        <ReadinessProvider>
          <FeatureFlagsProvider flags={config.featureFlags}>
            <BrowserRouter>
              <AuthProvider config={config.auth}>
                <QueryClientProvider client={queryClient}>
                  <ApiProvider baseUrl={config.apiBaseUrl}>{children}</ApiProvider>
                </QueryClientProvider>
              </AuthProvider>
            </BrowserRouter>
          </FeatureFlagsProvider>
        </ReadinessProvider>
      </RuntimeConfigProvider>
    </Shell>
  );
}

/**
 * Renders `app` into the page's #root under every provider a page needs (configuration, readiness, router,
 * identity, queries, API): the borrower's SPA (main.tsx) and the flow studio (studio/studio-main.tsx) alike.
 */
export function mountApp(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  const showConfigError = (error: unknown) => {
    console.error(error);
    const message = error instanceof Error ? error.message : 'The configuration could not be loaded.';
    root.render(
      <Shell>
        <ConfigErrorScreen message={message} />
      </Shell>,
    );
  };

  // The server writes the configuration into the page; without it (the Vite dev server) it is fetched.
  if (boot?.config) {
    try {
      const config = parseRuntimeConfig(boot.config);
      // As a transition, the first render is split into short tasks (a phone's main thread stays free to respond);
      // the server-rendered loading screen shows meanwhile.
      startTransition(() => root.render(<Root config={config}>{app}</Root>));
    } catch (error) {
      showConfigError(error);
    }
  } else {
    root.render(
      <Shell>
        <LoadingOverlay hasState={false} />
      </Shell>,
    );
    loadRuntimeConfig().then((config) => root.render(<Root config={config}>{app}</Root>), showConfigError);
  }
}
