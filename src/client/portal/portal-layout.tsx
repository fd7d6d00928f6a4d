import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BRAND_COLORS } from '../../shared/constants.ts';
import { useHasAuthToken } from '../auth/auth-provider.tsx';
import { SiteFooter } from '../layout/site-footer.tsx';
import { ScreenChunkLoading } from '../routing/screen-chunk-loading.tsx';
import { PortalHeader } from './portal-header.tsx';
import { usePortalEvents } from './use-portal-events.ts';

/** Keeps the portal's data live while a signed-in borrower has a portal page open (spec 7.8). */
function LiveUpdates() {
  usePortalEvents();
  return null;
}

/** Every portal page (spec 2.6): the portal header, the page (a loan's pages bring the sidebar), the footer. */
export function PortalLayout() {
  const signedIn = useHasAuthToken();
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: BRAND_COLORS.background }}
    >
      {/* The header's texts may still be downloading (a language just chosen): the page keeps its place. */}
      <Suspense fallback={<Box component="header" sx={{ minHeight: 64, bgcolor: 'background.paper' }} />}>
        <PortalHeader />
      </Suspense>
      {signedIn ? <LiveUpdates /> : null}
      {/* At least a screen high, so the footer starts below the fold and the page does not shift as data arrives. */}
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: '100vh' }}>
        <Suspense fallback={<ScreenChunkLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
