import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { firstScreenHeading } from '../boot-data.ts';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { PAGE_DATA_CONDITIONS, type ReadinessCondition, usePendingReadiness } from '../state/readiness.tsx';
import { type PageKind, pageKind } from './officer-paths.ts';

/** Spec 4.11: auth and error pages do not wait for app data and theme; every other page waits for all. */
export function conditionsHoldingPage(
  pending: readonly ReadinessCondition[],
  kind: PageKind,
): readonly ReadinessCondition[] {
  return kind === 'auth' ? pending.filter((condition) => !PAGE_DATA_CONDITIONS.includes(condition)) : pending;
}

/**
 * The shell's loading gate: the page renders underneath (so it can load what it reports), inert and hidden
 * from assistive technology, while the overlay names the progress.
 */
export function LoadingGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const holding = conditionsHoldingPage(usePendingReadiness(), pageKind(pathname));
  const waiting = holding.length > 0;
  return (
    <>
      <div inert={waiting} aria-hidden={waiting || undefined}>
        {children}
      </div>
      {waiting ? <LoadingOverlay heading={firstScreenHeading(pathname)} /> : null}
    </>
  );
}
