import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { BRAND_COLORS, LAYOUT } from '../../shared/constants.ts';
import { CloseIcon } from '../components/icons.tsx';
import { onSidebarFocusRing } from './flow-sidebar.tsx';

interface OfficerDrawerSheetProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The phone's bottom drawer, 90vh high, holding the officer card (spec 2.6). Loaded on first opening. */
export function OfficerDrawerSheet({ open, onClose, children }: OfficerDrawerSheetProps) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
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
        <IconButton onClick={onClose} aria-label="Close" sx={onSidebarFocusRing}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 3 }}>{children}</Box>
    </Drawer>
  );
}
