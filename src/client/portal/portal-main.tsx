import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LAYOUT } from '../../shared/constants.ts';

/** The portal page's one `main` landmark: padded, at most 800 px of content, never wider than the screen. */
export function PortalMain({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 4 }, py: { xs: 2, sm: 4 } }}>
      <Box sx={{ maxWidth: LAYOUT.contentMaxPx, mx: 'auto', display: 'grid', gap: 3 }}>{children}</Box>
    </Box>
  );
}
