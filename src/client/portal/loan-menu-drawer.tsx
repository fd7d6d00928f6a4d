import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND_COLORS } from '../../shared/constants.ts';
import { CloseIcon } from '../components/icons.tsx';
import { useMessages } from '../i18n/messages.ts';
import { onSidebarFocusRing } from '../layout/flow-sidebar.tsx';
import { LoanSidebarContent } from './loan-sidebar-content.tsx';
import { MenuIcon } from './portal-icons.tsx';

/** Phones: a bar with 'Loan menu' that opens the sidebar as a drawer from the left; a page change closes it. */
export function LoanMenuDrawer({ loanId }: { loanId: string }) {
  const t = useMessages('portal');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Box component="aside" aria-label={t('sidebar.label')} sx={{ bgcolor: BRAND_COLORS.sidebar }}>
      <Button
        fullWidth
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        startIcon={<MenuIcon />}
        sx={{ ...onSidebarFocusRing, justifyContent: 'flex-start', px: 2, py: 1.25, borderRadius: 0 }}
      >
        {t('drawer.open')}
      </Button>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-label': t('drawer.open'),
            sx: { width: 'min(340px, 88vw)', bgcolor: BRAND_COLORS.sidebar, color: '#ffffff', p: 2 },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton onClick={() => setOpen(false)} aria-label={t('drawer.close')} sx={onSidebarFocusRing}>
            <CloseIcon />
          </IconButton>
        </Box>
        <LoanSidebarContent loanId={loanId} cardMode="narrow" />
      </Drawer>
    </Box>
  );
}
