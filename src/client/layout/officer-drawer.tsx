import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useState } from 'react';
import { BRAND_COLORS, LAYOUT } from '../../shared/constants.ts';
import { ChevronUpIcon, CloseIcon } from '../components/icons.tsx';
import { lazyOverlay } from '../components/lazy-overlay.tsx';
import { onSidebarFocusRing, SIDEBAR_LABEL } from './flow-sidebar.tsx';

const Drawer = lazyOverlay(() => import('@mui/material/Drawer').then((module) => module.default));

/** Phones: the sidebar becomes a bar with a button that opens a bottom drawer 90vh high (spec 2.6). */
export function OfficerDrawer({ officerName, children }: { officerName: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="aside" aria-label={SIDEBAR_LABEL} sx={{ bgcolor: BRAND_COLORS.sidebar }}>
      <Button
        fullWidth
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        endIcon={<ChevronUpIcon />}
        sx={{ ...onSidebarFocusRing, justifyContent: 'space-between', px: 2, py: 1.25, borderRadius: 0 }}
      >
        {officerName ? `Your Loan Officer: ${officerName}` : 'Your Loan Officer'}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Your Loan Officer',
            sx: {
              height: LAYOUT.mobileDrawerHeight,
              bgcolor: BRAND_COLORS.sidebar,
              borderTopLeftRadius: 12,
              borderTopRightRadius: 12,
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
          <IconButton onClick={() => setOpen(false)} aria-label="Close" sx={onSidebarFocusRing}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 3 }}>{children}</Box>
      </Drawer>
    </Box>
  );
}
