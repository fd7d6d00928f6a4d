import type { ReactNode } from 'react';
import { LAYOUT } from '../../shared/constants.ts';
import styles from './flow-layout.module.css';
import { FlowSidebar } from './flow-sidebar.tsx';
import { LoanOfficerCard } from './loan-officer-card.tsx';
import { PHONE_MEDIA_QUERY, WIDE_CARD_MEDIA_QUERY } from './officer-card-rules.ts';
import { OfficerDrawer } from './officer-drawer.tsx';
import { SecureNote } from './secure-note.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useMediaQuery } from './use-media-query.ts';
import { useOfficerCard } from './use-officer-card.ts';

/**
 * The frame of every flow page (spec 2.6): header, the loan officer sidebar (a bottom drawer on phones, i.e. at
 * 750 px and below, where the card turns narrow), content at most 800 px wide with the lock note, and footer.
 * The page content brings its own h1. Needs BrandingProvider above it.
 */
export function FlowLayout({ children }: { children: ReactNode }) {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const isWide = useMediaQuery(WIDE_CARD_MEDIA_QUERY);
  const { visible, ...card } = useOfficerCard();
  const cardElement = <LoanOfficerCard mode={isPhone ? 'narrow' : isWide ? 'wide' : 'compact'} {...card} />;
  return (
    <div className={styles.page}>
      <SiteHeader />
      <div className={isPhone ? `${styles.body} ${styles.phone}` : styles.body}>
        {visible &&
          (isPhone ? (
            <OfficerDrawer officerName={card.loading ? '' : card.name}>{cardElement}</OfficerDrawer>
          ) : (
            <FlowSidebar>{cardElement}</FlowSidebar>
          ))}
        <main className={styles.main}>
          <div className={styles.content} style={{ maxWidth: LAYOUT.contentMaxPx }}>
            <div className={styles.noteRow}>
              <SecureNote />
            </div>
            {children}
          </div>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
