// A first visit over a slow network: the page paints its loading screen, with the heading of the page being loaded,
// from the page itself, before any of its scripts or stylesheets have arrived (issue 17, item 15); then the SPA
// takes over and the page appears.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, launchBrowser, runAxe } from './support/browser.ts';
import { type RunningServer, startEmbeddedServer } from './support/server.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startEmbeddedServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens `path` with every script and stylesheet held back until `release` is called. */
async function openHeldBack(path: string, width: number): Promise<{ page: Page; release: () => void }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.(js|css)$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'commit' });
  return { page, release };
}

describe('the first paint of a page', () => {
  it.each([
    ['the log-in screen', '/2000001/login', 'Borrower Portal Login', 375],
    ['a step', '/2000001/property/address', 'Where is the property?', 1280],
    ['the portal log-in screen', '/2000001/portal/login', 'Borrower Portal Login', 375],
  ])(
    'shows %s’s heading and the loading message before its files arrive',
    async (_name, path, heading, width) => {
      const { page, release } = await openHeldBack(path, width);
      try {
        const loading = page.getByTestId('loading-overlay');
        await expect.poll(() => loading.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
        expect(await loading.getByRole('status').textContent()).toBe('Setting up your experience...');
        expect(await loading.isVisible()).toBe(true);
        const violations = await runAxe(page);
        expect(violations, formatViolations(violations)).toEqual([]);
        release();
        // The SPA takes over: the loading screen goes and the page itself is there.
        await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 30_000 });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      } finally {
        release();
        await page.close();
      }
    },
  );
});
