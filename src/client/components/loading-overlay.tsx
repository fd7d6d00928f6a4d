import { useEffect, useState } from 'react';
import { TIMINGS } from '../../shared/constants.ts';
import {
  LOADING_MESSAGES_NAMESPACE,
  loadingMessage,
  loadingMessageKey,
} from '../../shared/loading-messages.ts';
import type { LoadingScreenHeading } from '../../shared/loading-screen.ts';
import { Spinner } from '../ui/spinner.tsx';
import { useLoadedMessages } from './use-loaded-messages.ts';

interface LoadingOverlayProps {
  /** False before there is any application state (start-up): one steady message instead of the cycle. */
  hasState?: boolean;
  /** The heading of the page being loaded, as the server's copy of this screen showed it (boot data). */
  heading?: LoadingScreenHeading;
}

/**
 * Spec 2.12: a full-screen overlay whose message changes every 800 ms. The message sits in a polite live
 * region so screen readers hear the progress; the spinner is decoration. The same elements and classes as the
 * server's copy in the page (src/shared/loading-screen.ts), so the SPA takes over without a visible change. The
 * messages are the page language's once its `frame` texts have loaded (English until then: it never suspends).
 */
export function LoadingOverlay({ hasState = true, heading }: LoadingOverlayProps) {
  const t = useLoadedMessages(LOADING_MESSAGES_NAMESPACE);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!hasState) return undefined;
    const timer = setInterval(() => setTick((value) => value + 1), TIMINGS.loadingMessageIntervalMs);
    return () => clearInterval(timer);
  }, [hasState]);

  return (
    <div className="loading-screen" data-testid="loading-overlay">
      {heading ? (
        <h1 className="loading-screen-heading" data-kind={heading.kind}>
          {heading.text}
        </h1>
      ) : null}
      <Spinner aria-hidden="true" />
      <p role="status" aria-live="polite" className="loading-screen-message">
        {t ? t(loadingMessageKey(tick, hasState)) : loadingMessage(tick, hasState)}
      </p>
    </div>
  );
}
