import { useEffect, useState } from 'react';
import { TIMINGS } from '../../shared/constants.ts';
import { Spinner } from '../ui/spinner.tsx';
import { loadingMessage } from './loading-messages.ts';
import styles from './loading-overlay.module.css';

interface LoadingOverlayProps {
  /** False before there is any application state (start-up): one steady message instead of the cycle. */
  hasState?: boolean;
}

/**
 * Spec 2.12: a full-screen overlay whose message changes every 800 ms. The message sits in a polite live
 * region so screen readers hear the progress; the spinner is decoration.
 */
export function LoadingOverlay({ hasState = true }: LoadingOverlayProps) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!hasState) return undefined;
    const timer = setInterval(() => setTick((value) => value + 1), TIMINGS.loadingMessageIntervalMs);
    return () => clearInterval(timer);
  }, [hasState]);

  return (
    <div data-testid="loading-overlay" className={styles.overlay}>
      <Spinner aria-hidden="true" />
      <p role="status" aria-live="polite" className={styles.message}>
        {loadingMessage(tick, hasState)}
      </p>
    </div>
  );
}
