import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useAuthSession } from './auth/auth-provider.tsx';
import { LoadingGate } from './routing/loading-gate.tsx';
import { OfficerShell } from './routing/officer-shell.tsx';
import { PageErrorBoundary } from './routing/page-error-boundary.tsx';
import { RootEntry } from './routing/root-entry.tsx';
import { ScreenChunkLoading } from './routing/screen-chunk-loading.tsx';
import { useReadinessReport } from './state/readiness.tsx';

/**
 * The routes (spec 2.1): `/` is the entry and the identity provider's return address; every page lives under
 * `/{officerId}/`. Nothing routes before the identity SDK has decided, since every redirect depends on it.
 */
export function App() {
  const { isLoading } = useAuthSession();
  const { pathname } = useLocation();
  useReadinessReport('auth', !isLoading);
  return (
    <LoadingGate>
      {isLoading ? null : (
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ScreenChunkLoading />}>
            <Routes>
              <Route path="/" element={<RootEntry />} />
              <Route path="/:officerId/*" element={<OfficerShell />} />
            </Routes>
          </Suspense>
        </PageErrorBoundary>
      )}
    </LoadingGate>
  );
}
