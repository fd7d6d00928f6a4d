/**
 * Readiness for the shell's loading gate (spec 4.11, 2.12). The overlay stays up while any mounted component
 * reports a condition as not ready.
 *
 * To hold the gate, call `useReadinessReport(condition, ready)` in a component under <ReadinessProvider>
 * (main.tsx puts it around everything). While that component is mounted with `ready === false` the overlay
 * shows; once `ready` turns true, or the component unmounts, the condition no longer holds it. The report is
 * made in a layout effect, so no frame paints the page before the overlay.
 *
 *   'auth'         the identity SDK is still deciding (app.tsx)
 *   'featureFlags' the feature flags are not there yet (feature-flags.tsx)
 *   'officer'      the officer id in the path is still being validated (routing/officer-shell.tsx)
 *   'screen'       a lazily loaded screen is still downloading (app.tsx)
 *   'appData'      the application data is loading (the flow engine reports it)
 *   'theme'        the broker's theme is not built yet (the branding provider reports it)
 *
 * On the log-in, register, unauthorized, email-mismatch and not-found pages the gate does not wait for
 * 'appData' and 'theme' (see routing/loading-gate.tsx).
 */
import {
  createContext,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';

export type ReadinessCondition = 'auth' | 'featureFlags' | 'officer' | 'screen' | 'appData' | 'theme';

/** Conditions the gate ignores on the auth and error pages (spec 4.11). */
export const PAGE_DATA_CONDITIONS: readonly ReadinessCondition[] = ['appData', 'theme'];

export interface ReadinessStore {
  report: (reporter: string, condition: ReadinessCondition, ready: boolean) => void;
  withdraw: (reporter: string) => void;
  /** The conditions some mounted reporter still waits for (a stable array between changes). */
  pending: () => readonly ReadinessCondition[];
  subscribe: (listener: () => void) => () => void;
}

export function createReadinessStore(): ReadinessStore {
  const waiting = new Map<string, ReadinessCondition>();
  const listeners = new Set<() => void>();
  let snapshot: readonly ReadinessCondition[] = [];
  let releaseNotice: ReturnType<typeof setTimeout> | undefined;
  const notify = () => {
    clearTimeout(releaseNotice);
    releaseNotice = undefined;
    for (const listener of listeners) listener();
  };
  // A new hold is told at once (from a layout effect: no frame paints without the overlay). A release is told in a
  // task of its own: told at once, the gate's re-render ran inside the commit that released it, after that commit's
  // passive effects, all in one long task (25 ms of a first visit's dashboard, 100 ms at a phone's 4x slower CPU).
  const changed = (held: boolean) => {
    snapshot = [...new Set(waiting.values())].sort();
    if (held) notify();
    else releaseNotice ??= setTimeout(notify, 0);
  };
  return {
    report(reporter, condition, ready) {
      const before = waiting.get(reporter);
      if (ready) waiting.delete(reporter);
      else waiting.set(reporter, condition);
      if (before !== waiting.get(reporter)) changed(!ready);
    },
    withdraw(reporter) {
      if (waiting.delete(reporter)) changed(false);
    },
    pending: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ReadinessContext = createContext<ReadinessStore | null>(null);

export function ReadinessProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createReadinessStore);
  return <ReadinessContext.Provider value={store}>{children}</ReadinessContext.Provider>;
}

function useReadinessStore(): ReadinessStore {
  const store = useContext(ReadinessContext);
  if (!store) throw new Error('Readiness hooks must be used inside <ReadinessProvider>.');
  return store;
}

/** Holds the loading gate while `ready` is false (see the top of this file). */
export function useReadinessReport(condition: ReadinessCondition, ready: boolean): void {
  const store = useReadinessStore();
  const reporter = useId();
  useLayoutEffect(() => {
    store.report(reporter, condition, ready);
  }, [store, reporter, condition, ready]);
  useLayoutEffect(() => () => store.withdraw(reporter), [store, reporter]);
}

/** The conditions the gate is still waiting for. */
export function usePendingReadiness(): readonly ReadinessCondition[] {
  const store = useReadinessStore();
  return useSyncExternalStore(store.subscribe, store.pending, store.pending);
}
