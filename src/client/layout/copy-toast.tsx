import { useEffect } from 'react';
import styles from './copy-toast.module.css';

interface CopyToastProps {
  /** Changes each time the toast is shown again, so its time starts over. */
  shownAt: number | null;
  message: string;
  durationMs: number;
  onClose: () => void;
}

/**
 * A short confirmation at the bottom of the screen (spec 2.6: 'Phone number copied!' for 2 seconds). Plain CSS
 * rather than MUI's Snackbar: the officer card is on the log-in screen, which loads no MUI. The live region is
 * always there, so screen readers announce the message when it appears.
 */
export function CopyToast({ shownAt, message, durationMs, onClose }: CopyToastProps) {
  useEffect(() => {
    if (shownAt === null) return;
    const timer = window.setTimeout(onClose, durationMs);
    return () => window.clearTimeout(timer);
  }, [shownAt, durationMs, onClose]);
  return (
    <div role="status" className={styles.region}>
      {shownAt === null ? null : (
        <div key={shownAt} className={styles.toast}>
          {message}
        </div>
      )}
    </div>
  );
}
