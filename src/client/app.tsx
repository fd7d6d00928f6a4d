import { Route } from 'react-router-dom';
import { GatedRoutes } from './routing/gated-routes.tsx';
import { OfficerShell } from './routing/officer-shell.tsx';
import { RootEntry } from './routing/root-entry.tsx';

/**
 * The routes (spec 2.1): `/` is the entry and the identity provider's return address; every page lives under
 * `/{officerId}/`.
 */
export function App() {
  return (
    <GatedRoutes>
      <Route path="/" element={<RootEntry />} />
      <Route path="/:officerId/*" element={<OfficerShell />} />
    </GatedRoutes>
  );
}
