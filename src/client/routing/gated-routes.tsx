import { type ReactNode, Suspense } from 'react';
import { Routes, useLocation } from 'react-router-dom';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { useReadinessReport } from '../state/readiness.tsx';
import { LoadingGate } from './loading-gate.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { ScreenChunkLoading } from './screen-chunk-loading.tsx';

/**
 * A page's routes (`children`: <Route> elements) behind the loading gate: nothing routes before the identity SDK
 * has decided, since every redirect depends on it; a screen that throws shows the error page until the address
 * changes; a screen's chunk still downloading shows the loading line. The borrower's app and the studio's page both.
 */
export function GatedRoutes({ children }: { children: ReactNode }) {
  const { isLoading } = useAuthSession();
  const { pathname } = useLocation();
  useReadinessReport('auth', !isLoading);
  return (
    <LoadingGate>
      {isLoading ? null : (
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ScreenChunkLoading />}>
            <Routes>{children}</Routes>
          </Suspense>
        </PageErrorBoundary>
      )}
    </LoadingGate>
  );
}
