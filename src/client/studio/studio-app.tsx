// The flow studio's routes, under the providers every page has (mount-app.tsx).
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { lazyMuiScreen } from '../routing/lazy-mui-screen.ts';
import { LoadingGate } from '../routing/loading-gate.tsx';
import { PageErrorBoundary } from '../routing/page-error-boundary.tsx';
import { ScreenChunkLoading } from '../routing/screen-chunk-loading.tsx';
import { useReadinessReport } from '../state/readiness.tsx';

const StudioScreen = lazyMuiScreen(() => import('./studio-screen.tsx'));

/** `/studio` on a working copy, `/{officerId}/studio` read-only for an administrator (issue 20). */
export function StudioApp() {
  const { isLoading } = useAuthSession();
  const { pathname } = useLocation();
  useReadinessReport('auth', !isLoading);
  return (
    <LoadingGate>
      {isLoading ? null : (
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ScreenChunkLoading />}>
            <Routes>
              <Route path="/studio" element={<StudioScreen />} />
              <Route path="/:officerId/studio" element={<StudioScreen />} />
            </Routes>
          </Suspense>
        </PageErrorBoundary>
      )}
    </LoadingGate>
  );
}
