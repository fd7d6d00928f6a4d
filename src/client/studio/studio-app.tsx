// The flow studio's routes, under the providers every page has (mount-app.tsx).
import { Route } from 'react-router-dom';
import { GatedRoutes } from '../routing/gated-routes.tsx';
import { lazyMuiScreen } from '../routing/lazy-mui-screen.ts';

const StudioScreen = lazyMuiScreen(() => import('./studio-screen.tsx'));

/** `/studio` on a working copy, `/{officerId}/studio` read-only for an administrator (issue 20). */
export function StudioApp() {
  return (
    <GatedRoutes>
      <Route path="/studio" element={<StudioScreen />} />
      <Route path="/:officerId/studio" element={<StudioScreen />} />
    </GatedRoutes>
  );
}
