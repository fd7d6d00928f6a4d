import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventStreamUrl, portalQueryKeys } from '../api/portal-api.ts';
import { useAuthActions } from '../auth/auth-provider.tsx';
import { useRuntimeConfig } from '../state/runtime-config-context.tsx';

const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s … at most 30 s between attempts to reconnect. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS);
}

/** The loan id of a `loan` event's data (`{"loanId":"12","kind":"document-reviewed"}`), if it has one. */
export function loanIdOfEvent(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    const loanId = (parsed as { loanId?: unknown } | null)?.loanId;
    return typeof loanId === 'string' || typeof loanId === 'number' ? String(loanId) : null;
  } catch {
    return null;
  }
}

/** A loan changed: the dashboard and that loan's screens fetch again; without an id, everything of the portal. */
export function refreshAfterLoanEvent(queryClient: QueryClient, loanId: string | null): void {
  if (!loanId) {
    void queryClient.invalidateQueries({ queryKey: portalQueryKeys.all });
    return;
  }
  void queryClient.invalidateQueries({ queryKey: portalQueryKeys.list });
  void queryClient.invalidateQueries({ queryKey: portalQueryKeys.detail(loanId) });
  void queryClient.invalidateQueries({ queryKey: portalQueryKeys.loan(loanId) });
}

/**
 * Live updates (spec 7.8): an EventSource on the event stream while a portal page is open. A `loan` event
 * refreshes what it concerns, so a processor's change shows without a reload. On an error the stream is closed and
 * opened again with a fresh token after a growing pause; after a reconnection everything is fetched again, since
 * events may have been missed meanwhile.
 */
export function usePortalEvents(): void {
  const { apiBaseUrl } = useRuntimeConfig();
  const { getAccessToken } = useAuthActions();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let stopped = false;
    let reconnecting = false;

    const retryLater = () => {
      if (stopped) return;
      reconnecting = true;
      timer = window.setTimeout(connect, reconnectDelayMs(attempt));
      attempt += 1;
    };

    async function connect() {
      let token: string;
      try {
        token = await getAccessToken();
      } catch {
        retryLater();
        return;
      }
      if (stopped) return;
      const opened = new EventSource(eventStreamUrl(apiBaseUrl, token));
      source = opened;
      opened.addEventListener('ready', () => {
        attempt = 0;
        if (reconnecting) refreshAfterLoanEvent(queryClient, null);
        reconnecting = false;
      });
      opened.addEventListener('loan', (event) => {
        refreshAfterLoanEvent(queryClient, loanIdOfEvent((event as MessageEvent).data));
      });
      opened.onerror = () => {
        opened.close();
        if (source === opened) source = null;
        retryLater();
      };
    }

    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [apiBaseUrl, getAccessToken, queryClient]);
}
