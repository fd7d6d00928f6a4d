import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ChevronUpIcon, CloseIcon } from '../components/icons.tsx';
import { useMessages } from '../i18n/messages.ts';
import { Button } from '../ui/button.tsx';
import styles from './officer-drawer.module.css';

/**
 * Phones: the sidebar becomes a bar with a button that opens a bottom drawer 90vh high (spec 2.6). The drawer is
 * the browser's own modal <dialog>: it keeps the focus inside, closes on Escape and gives the focus back to the
 * button, with no MUI, which the log-in screen does not load.
 */
export function OfficerDrawer({ officerName, children }: { officerName: string; children: ReactNode }) {
  const t = useMessages('frame');
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open === open) return;
    if (open) {
      // A browser without modal dialogs (and jsdom) still shows it.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (typeof element.close === 'function') element.close();
    else element.removeAttribute('open');
  }, [open]);

  return (
    <aside aria-label={t('sidebar.label')} className={styles.bar}>
      <Button
        fullWidth
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        endIcon={<ChevronUpIcon />}
      >
        {officerName ? t('drawer.labelWithName', { name: officerName }) : t('drawer.label')}
      </Button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; keys close it with Escape (the dialog's own) and Close. */}
      <dialog
        ref={dialog}
        aria-label={t('drawer.label')}
        className={styles.sheet}
        onClose={() => setOpen(false)}
        // The sheet's content fills the dialog, so a click on the dialog itself is a click on the backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className={styles.sheetContent}>
          <div className={styles.closeRow}>
            <button
              type="button"
              className={styles.close}
              onClick={() => setOpen(false)}
              aria-label={t('drawer.close')}
            >
              <CloseIcon />
            </button>
          </div>
          <div className={styles.cardSlot}>{open ? children : null}</div>
        </div>
      </dialog>
    </aside>
  );
}
