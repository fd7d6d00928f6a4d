/**
 * The loading overlay's texts (spec 2.12), shown one after another every 800 ms. The English here is the spec's;
 * the screens read each text from the `frame` catalogue (schemas/messages/<locale>/frame.json) by the key beside
 * it, and fall back to this English while the catalogue has not loaded yet.
 */
export const LOADING_MESSAGES_NAMESPACE = 'frame';

export const LOADING_MESSAGES: readonly string[] = [
  'Setting up your experience...',
  'Verifying your access...',
  'Preparing your application...',
  'Loading your loan officer details...',
  'Almost ready...',
];
/** The catalogue keys of LOADING_MESSAGES, in the same order. */
export const LOADING_MESSAGE_KEYS: readonly string[] = [
  'loading.setup',
  'loading.access',
  'loading.application',
  'loading.officer',
  'loading.almost',
];

/** Shown, without cycling, while there is no application state yet (before the configuration has loaded). */
export const NO_STATE_MESSAGE = 'Loading your application...';
export const NO_STATE_MESSAGE_KEY = 'loading.noState';

/** The index in LOADING_MESSAGES of the message for the `tick`-th interval; the cycle starts over after the last. */
const messageIndex = (tick: number) => tick % LOADING_MESSAGES.length;

/** The message for the `tick`-th interval; the cycle starts over after the last one. */
export function loadingMessage(tick: number, hasState: boolean): string {
  if (!hasState) return NO_STATE_MESSAGE;
  return LOADING_MESSAGES[messageIndex(tick)] as string;
}

/** The catalogue key of loadingMessage(tick, hasState). */
export function loadingMessageKey(tick: number, hasState: boolean): string {
  if (!hasState) return NO_STATE_MESSAGE_KEY;
  return LOADING_MESSAGE_KEYS[messageIndex(tick)] as string;
}

/**
 * Headings of pages the loading screen also shows while they load (the server's copy of it in the page, see
 * src/server/routes/spa-document.ts): spec 2.11's log-in title (the flow's and the portal's) and spec 2.7's
 * dashboard, the page the portal opens on. Their keys are in the `frame` catalogue.
 */
export const LOGIN_HEADING = 'Borrower Portal Login';
export const DASHBOARD_HEADING = 'Loan Dashboard';
export const LOGIN_HEADING_KEY = 'loading.heading.login';
export const DASHBOARD_HEADING_KEY = 'loading.heading.dashboard';
