import { useState } from 'react';
import { LockIcon } from '../components/icons.tsx';
import { useMessages } from '../i18n/messages.ts';
import styles from './secure-note.module.css';

/**
 * The lock icon of the content area (spec 2.6). Its tip shows on hover, keyboard focus and tap (a tap focuses the
 * icon), stays while the pointer moves onto it, and Escape hides it (WCAG 1.4.13). Plain CSS, not MUI's Tooltip:
 * that would bring its positioning engine (7 KB gzip) to every page for one fixed tip.
 */
export function SecureNote() {
  const t = useMessages('frame');
  const note = t('secureNote.text');
  const [dismissed, setDismissed] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only resets Escape's dismissal when pointer or focus leaves; the icon is the control.
    <span
      className={dismissed ? styles.note : `${styles.note} ${styles.showsTip}`}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <span
        role="img"
        aria-label={note}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tip must be reachable by keyboard (WCAG 1.4.13).
        tabIndex={0}
        className={styles.icon}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        <LockIcon size="small" />
      </span>
      {/* The label above already gives screen readers the words. */}
      <span data-tip aria-hidden="true" className={styles.tip}>
        <span className={styles.bubble}>{note}</span>
      </span>
    </span>
  );
}
