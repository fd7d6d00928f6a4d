import Box from '@mui/material/Box';
import { Outlet, useParams } from 'react-router-dom';
import { BRAND_COLORS, LAYOUT } from '../../shared/constants.ts';
import { useMessages } from '../i18n/messages.ts';
import { PHONE_MEDIA_QUERY } from '../layout/officer-card-rules.ts';
import { useMediaQuery } from '../layout/use-media-query.ts';
import { LoanMenuDrawer } from './loan-menu-drawer.tsx';
import { LoanSidebarContent } from './loan-sidebar-content.tsx';
import { PortalMain } from './portal-main.tsx';
import PortalNotFoundScreen from './portal-not-found-screen.tsx';
import { isLoanId } from './portal-paths.ts';

/**
 * A loan's pages (spec 2.6): the 340 px sidebar beside the page; on phones the sidebar is a drawer opened from
 * a bar above the page, so nothing scrolls sideways.
 */
export function LoanLayout() {
  const t = useMessages('portal');
  const { loanId } = useParams();
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  if (!isLoanId(loanId)) return <PortalNotFoundScreen />;
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: isPhone ? 'column' : 'row', minWidth: 0 }}>
      {isPhone ? (
        <LoanMenuDrawer loanId={loanId} />
      ) : (
        <Box
          component="aside"
          aria-label={t('sidebar.label')}
          sx={{
            width: LAYOUT.portalSidebarPx,
            flexShrink: 0,
            bgcolor: BRAND_COLORS.sidebar,
            color: '#ffffff',
            p: 2.5,
          }}
        >
          <LoanSidebarContent loanId={loanId} cardMode="wide" />
        </Box>
      )}
      <PortalMain>
        <Outlet />
      </PortalMain>
    </Box>
  );
}
