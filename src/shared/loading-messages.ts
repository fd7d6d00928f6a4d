/** The loading overlay's texts (spec 2.12), shown one after another every 800 ms. */
export const LOADING_MESSAGES: readonly string[] = [
  'Setting up your experience...',
  'Verifying your access...',
  'Preparing your application...',
  'Loading your loan officer details...',
  'Almost ready...',
];

/** Shown, without cycling, while there is no application state yet (before the configuration has loaded). */
export const NO_STATE_MESSAGE = 'Loading your application...';

/** The message for the `tick`-th interval; the cycle starts over after the last one. */
export function loadingMessage(tick: number, hasState: boolean): string {
  if (!hasState) return NO_STATE_MESSAGE;
  return LOADING_MESSAGES[tick % LOADING_MESSAGES.length] as string;
}

/**
 * Headings of pages the loading screen also shows while they load (the server's copy of it in the page, see
 * src/server/routes/spa-document.ts): spec 2.11's log-in title (the flow's and the portal's) and spec 2.7's
 * dashboard, the page the portal opens on.
 */
export const LOGIN_HEADING = 'Borrower Portal Login';
export const DASHBOARD_HEADING = 'Loan Dashboard';
