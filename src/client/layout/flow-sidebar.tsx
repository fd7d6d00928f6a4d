import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useId, useState } from 'react';
import { BRAND_COLORS, LAYOUT } from '../../shared/constants.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../components/icons.tsx';

export const SIDEBAR_LABEL = 'Your loan officer';

/** White on the sidebar grey (#58595B) is 7:1, so the toggle and its focus ring stay visible. */
export const onSidebarFocusRing = {
  color: '#ffffff',
  '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
} as const;

/** Desktop sidebar: 25% wide (320 to 400 px), collapsible to 48 px (spec 2.6, 9). */
export function FlowSidebar({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const panelId = useId();
  return (
    <Box
      component="aside"
      aria-label={SIDEBAR_LABEL}
      sx={{
        flexShrink: 0,
        width: collapsed ? LAYOUT.sidebarCollapsedPx : `${LAYOUT.sidebarWidthPercent}%`,
        minWidth: collapsed ? LAYOUT.sidebarCollapsedPx : LAYOUT.sidebarMinPx,
        maxWidth: collapsed ? LAYOUT.sidebarCollapsedPx : LAYOUT.sidebarMaxPx,
        bgcolor: BRAND_COLORS.sidebar,
        color: '#ffffff',
        transition: 'width 150ms ease, min-width 150ms ease',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
        <IconButton
          onClick={() => setCollapsed((value) => !value)}
          aria-expanded={!collapsed}
          aria-controls={panelId}
          aria-label={collapsed ? 'Show loan officer panel' : 'Hide loan officer panel'}
          sx={onSidebarFocusRing}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Box>
      <Box id={panelId} hidden={collapsed} sx={{ px: 3, pb: 3, position: 'sticky', top: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
