/**
 * Answers typed on a step but not yet saved with Continue, kept by whoever shows them (a co-borrower step) so that
 * 'Save & Logout' saves them before the session ends, as its dialog promises.
 */
import { useEffect, useRef } from 'react';

type PendingSave = () => Promise<void>;

const pending = new Set<PendingSave>();

/** How long the log-out waits for the saves: a save that hangs must not keep the person signed in. */
const SAVE_WAIT_MS = 8000;

/** Keeps `save` registered while the component is shown; it always runs the latest one given. */
export function usePendingSave(save: PendingSave): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const run = () => latest.current();
    pending.add(run);
    return () => {
      pending.delete(run);
    };
  }, []);
}

export const hasPendingSaves = () => pending.size > 0;

/** Runs every registered save; a failure is logged (the log-out goes on), never thrown. */
export async function runPendingSaves(): Promise<void> {
  const saves = [...pending].map((save) =>
    save().catch((error: unknown) =>
      console.warn('Saving the answers on screen before log-out failed', error),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`Saving the answers on screen took over ${SAVE_WAIT_MS} ms; logging out`);
      resolve();
    }, SAVE_WAIT_MS);
  });
  await Promise.race([Promise.all(saves), timeout]);
  clearTimeout(timer);
}
