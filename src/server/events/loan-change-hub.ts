import type { Database } from '../db/database.ts';

/** What the `loan_changes` trigger (migration 0007) sends for every loan event. */
export interface LoanChange {
  eventId: number;
  loanId: number;
  ownerSub: string | null;
  kind: string;
}

export type LoanChangeListener = (change: LoanChange) => void;

export interface LoanChangeHub {
  /** Starts LISTEN on the first subscriber; the returned function unsubscribes. */
  subscribe(listener: LoanChangeListener): Promise<() => void>;
  close(): Promise<void>;
}

export const LOAN_CHANGES_CHANNEL = 'loan_changes';

function parse(payload: string): LoanChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<LoanChange>;
    if (typeof value.loanId !== 'number' || typeof value.kind !== 'string') return undefined;
    return {
      eventId: Number(value.eventId),
      loanId: value.loanId,
      ownerSub: typeof value.ownerSub === 'string' ? value.ownerSub : null,
      kind: value.kind,
    };
  } catch {
    return undefined;
  }
}

/**
 * One LISTEN per process, fanned out to every connected stream. The notification comes from the database, so a
 * change written through any API instance reaches the streams of every instance.
 */
export function createLoanChangeHub(db: Database, onError: (error: Error) => void): LoanChangeHub {
  const listeners = new Set<LoanChangeListener>();
  let unlisten: Promise<() => Promise<void>> | undefined;
  let closed = false;

  const dispatch = (payload: string) => {
    const change = parse(payload);
    if (!change) return;
    for (const listener of listeners) listener(change);
  };

  return {
    async subscribe(listener) {
      if (closed) throw new Error('The event hub is closed');
      listeners.add(listener);
      if (!unlisten) {
        unlisten = db.listen(LOAN_CHANGES_CHANNEL, dispatch);
        unlisten.catch((error: Error) => {
          unlisten = undefined;
          onError(error);
        });
      }
      try {
        await unlisten;
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      const stop = await unlisten?.catch(() => undefined);
      unlisten = undefined;
      await stop?.().catch(() => {});
    },
  };
}
