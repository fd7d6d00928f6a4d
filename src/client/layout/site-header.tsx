import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BrokerLogo } from '../branding/broker-logo.tsx';
import { lazyOverlay } from '../components/lazy-overlay.tsx';
import { useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import text from '../ui/text.module.css';
import { FrameLanguagePicker } from './frame-language-picker.tsx';
import styles from './site-header.module.css';
import { useSaveAndLogout } from './use-save-and-logout.ts';

const SaveAndLogoutDialog = lazyOverlay(() =>
  import('./save-and-logout-dialog.tsx').then((module) => module.SaveAndLogoutDialog),
);

/**
 * Spec 2.6: the logo goes to the log-in page (replacing history); the log-out link only while signed in. Issue 22:
 * the language picker, on every page of the frame, the log-in page included (signed out).
 */
export function SiteHeader() {
  const t = useMessages('frame');
  const officerId = useOfficerId();
  const { showLogout, logOut } = useSaveAndLogout();
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <header className={styles.header}>
      <Link to={`/${officerId}/login`} replace className={styles.logoLink}>
        <BrokerLogo />
      </Link>
      <div className={styles.actions}>
        <FrameLanguagePicker />
        {showLogout && (
          <>
            <button
              type="button"
              className={`${text.link} ${text.linkButton} ${text.body2} ${styles.logout}`}
              onClick={() => setDialogOpen(true)}
              aria-haspopup="dialog"
            >
              {t('header.saveProgress')}
            </button>
            <SaveAndLogoutDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onConfirm={logOut} />
          </>
        )}
      </div>
    </header>
  );
}
