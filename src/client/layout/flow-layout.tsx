import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { BRAND_COLORS, LAYOUT } from '../../shared/constants.ts';
import { FlowSidebar } from './flow-sidebar.tsx';
import { LoanOfficerCard } from './loan-officer-card.tsx';
import { PHONE_MEDIA_QUERY, WIDE_CARD_MEDIA_QUERY } from './officer-card-rules.ts';
import { OfficerDrawer } from './officer-drawer.tsx';
import { SecureNote } from './secure-note.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useOfficerCard } from './use-officer-card.ts';

/**
 * The frame of every flow page (spec 2.6): header, the loan officer sidebar (a bottom drawer on phones, i.e. at
 * 750 px and below, where the card turns narrow), content at most 800 px wide with the lock note, and footer.
 * The page content brings its own h1. Needs BrandingProvider above it.
 */
export function FlowLayout({ children }: { children: ReactNode }) {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY, { noSsr: true });
  const isWide = useMediaQuery(WIDE_CARD_MEDIA_QUERY, { noSsr: true });
  const { visible, ...card } = useOfficerCard();
  const cardElement = <LoanOfficerCard mode={isPhone ? 'narrow' : isWide ? 'wide' : 'compact'} {...card} />;
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: BRAND_COLORS.background }}
    >
      <SiteHeader />
      {/* At least a screen high, so the footer starts below the fold and the page does not shift as data arrives. */}
      <Box sx={{ flex: 1, display: 'flex', flexDirection: isPhone ? 'column' : 'row', minHeight: '100vh' }}>
        {visible &&
          (isPhone ? (
            <OfficerDrawer officerName={card.loading ? '' : card.name}>{cardElement}</OfficerDrawer>
          ) : (
            <FlowSidebar>{cardElement}</FlowSidebar>
          ))}
        <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 4 }, py: { xs: 2, sm: 4 } }}>
          <Box sx={{ maxWidth: LAYOUT.contentMaxPx, mx: 'auto' }}>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <SecureNote />
            </Box>
            {children}
          </Box>
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  );
}
