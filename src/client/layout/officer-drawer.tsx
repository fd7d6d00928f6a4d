import { type ReactNode, useState } from 'react';
import { ChevronUpIcon } from '../components/icons.tsx';
import { lazyOverlay } from '../components/lazy-overlay.tsx';
import { Button } from '../ui/button.tsx';
import { SIDEBAR_LABEL } from './flow-sidebar.tsx';
import styles from './officer-drawer.module.css';

const OfficerDrawerSheet = lazyOverlay(() =>
  import('./officer-drawer-sheet.tsx').then((module) => module.OfficerDrawerSheet),
);

/** Phones: the sidebar becomes a bar with a button that opens a bottom drawer 90vh high (spec 2.6). */
export function OfficerDrawer({ officerName, children }: { officerName: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label={SIDEBAR_LABEL} className={styles.bar}>
      <Button
        fullWidth
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        endIcon={<ChevronUpIcon />}
      >
        {officerName ? `Your Loan Officer: ${officerName}` : 'Your Loan Officer'}
      </Button>
      <OfficerDrawerSheet open={open} onClose={() => setOpen(false)}>
        {children}
      </OfficerDrawerSheet>
    </aside>
  );
}
