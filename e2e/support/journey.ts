import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { collectPageErrors, launchBrowser } from './browser.ts';
import { countingHands, type Effort } from './effort.ts';
import { type Hands, handsFor, type InputMode } from './hands.ts';
import { enterSignUpCode, fillRegistrationDetails, uniqueEmail } from './identity.ts';
import { type RunningServer, startServer } from './server.ts';

/** One server and one browser for a journey file; `pageErrors` collects every uncaught page error. */
export interface Journey {
  server: RunningServer;
  browser: Browser;
  pageErrors: string[];
  stop: () => Promise<void>;
}

/** The server (with `env` added to its environment) and a browser. */
export async function startJourney(env: Record<string, string> = {}): Promise<Journey> {
  const server = await startServer(env);
  const browser = await launchBrowser();
  return {
    server,
    browser,
    pageErrors: [],
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

export interface Borrower {
  context: BrowserContext;
  page: Page;
  email: string;
  appId: string;
  /** Matches the step's URL with this borrower's appId. */
  stepUrl: (stepPath: string) => (url: URL) => boolean;
  /** How this borrower operates the pages: the pointer, or the keyboard alone. */
  hands: Hands;
}

/** A new borrower who registers from the officer's log-in page and lands on create-account with an appId. */
export async function registerBorrower(
  journey: Journey,
  {
    officerId,
    prefix,
    flowType,
    input = 'pointer',
    names,
    effort,
  }: {
    officerId: string;
    prefix: string;
    flowType?: string;
    input?: InputMode;
    /** The names given at sign-up (the registration form's own by default). */
    names?: { first: string; last: string };
    /** Counts the sign-up page and its answers (effort.ts). */
    effort?: Effort;
  },
): Promise<Borrower> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  collectPageErrors(page, journey.pageErrors);
  const query = flowType ? `?flowType=${flowType}` : '';
  const unanswered = unansweredRequests(page);
  await page.goto(`${journey.server.baseUrl}/${officerId}/login${query}`);
  const hands = handsFor(page, input);
  await hands.press(page.getByRole('button', { name: 'Register' })).catch(async (error: unknown) => {
    // Seen once in a full run: the log-in page still held by its loading gate after 30 s. Say what it waited on.
    const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 200));
    throw new Error(
      `No Register button on ${page.url()}; the page shows "${shown}"; unanswered: ${unanswered()}`,
      {
        cause: error,
      },
    );
  });
  unanswered.stop();
  await page.waitForURL((url) => url.pathname === '/idp/authorize');
  const email = uniqueEmail(prefix);
  if (effort) effort.screens += 1;
  await fillRegistrationDetails(page, email, names, effort ? countingHands(hands, effort) : hands);
  // The emailed code (issue 19 item 12) is the provider's step, the same for every flow: not counted as flow effort.
  await enterSignUpCode(page, email, hands);
  await page.waitForURL(
    (url) => url.pathname === `/${officerId}/create-account` && url.searchParams.has('appId'),
  );
  const appId = new URL(page.url()).searchParams.get('appId') as string;
  const stepUrl = (stepPath: string) => (url: URL) =>
    url.pathname === `/${officerId}/${stepPath}` && url.searchParams.get('appId') === appId;
  return { context, page, email, appId, stepUrl, hands };
}

/** The requests of `page` that have neither finished nor failed yet, as "METHOD path" (for failure messages). */
function unansweredRequests(page: Page): { (): string; stop: () => void } {
  const open = new Set<Request>();
  const sent = (request: Request) => open.add(request);
  const done = (request: Request) => open.delete(request);
  page.on('request', sent);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const list = () =>
    [...open].map((request) => `${request.method()} ${new URL(request.url()).pathname}`).join(', ') || 'none';
  return Object.assign(list, {
    stop: () => {
      page.off('request', sent);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    },
  });
}

/** On select-offer/options: picks the first offer, waits for the server to record it, and continues. */
export async function pickFirstOffer(borrower: Borrower): Promise<void> {
  const { page, stepUrl, hands } = borrower;
  const option = page.getByRole('radiogroup').getByRole('radio').first();
  await option.waitFor();
  const chosen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v2/pricing/offers',
  );
  await hands.check(option);
  const response = await chosen;
  if (response.status() !== 200) throw new Error(`choosing an offer answered ${response.status()}`);
  await hands.press(page.getByRole('button', { name: 'Continue', exact: true }));
  await page.waitForURL(stepUrl('select-offer/done'));
}

/** A value as JSON keeps it, with the empty strings a form leaves out dropped. */
export const withoutEmpty = (value: unknown): unknown =>
  value === undefined
    ? undefined
    : JSON.parse(JSON.stringify(value, (_key, entry) => (entry === '' ? undefined : entry)));

/** The application document as the server sends it (GET appData), read by the page as it reloads. */
export async function applicationDocument(page: Page, appId: string): Promise<Record<string, unknown>> {
  // Only a read the reloaded document makes counts: one the old page began can still be answered after the reload
  // starts. The body is taken as it passes through a route, because Chromium drops a response's body as soon as its
  // document is left, and the reloaded page may move on (to its step's own URL) before a listener could read it.
  const path = `/api/v2/application/${appId}/appData`;
  let reloading = false;
  let settle: (document: Record<string, unknown>) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const read = new Promise<Record<string, unknown>>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const markReload = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloading = true;
  };
  const capture = async (route: Route) => {
    if (!reloading || route.request().method() !== 'GET') return route.fallback();
    try {
      const response = await route.fetch();
      if (response.status() !== 200) fail(new Error(`GET appData answered ${response.status()}`));
      else settle((await response.json()) as Record<string, unknown>);
      await route.fulfill({ response });
    } catch (error) {
      fail(error);
      await route.abort().catch(() => {});
    }
  };
  const matcher = (url: URL) => url.pathname === path;
  page.on('request', markReload);
  await page.route(matcher, capture);
  try {
    await page.reload();
    return await read;
  } finally {
    page.off('request', markReload);
    await page.unroute(matcher, capture);
  }
}

/**
 * Opens `url` (or reloads) without the page's cached copy of its applications (spec 4.2): for answers the API
 * wrote behind the page's back, which the next page must read fresh (a form filled from the older copy is refused
 * as stale on Continue). The copy goes as the new document starts, before its scripts run: clearing it from the
 * page being left races with that page, whose read under way can write the older copy back.
 */
export async function openWithoutCachedApplication(page: Page, url?: string): Promise<void> {
  const once = `e2e-cache-dropped-${Date.now()}-${Math.random()}`;
  await page.addInitScript((marker) => {
    if (sessionStorage.getItem(marker)) return;
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('appDataCache-')) sessionStorage.removeItem(key);
    sessionStorage.setItem(marker, 'yes');
  }, once);
  if (url) await page.goto(url);
  else await page.reload();
}
