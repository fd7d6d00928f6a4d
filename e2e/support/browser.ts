import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../.e2e-artifacts/', import.meta.url));

/** How Debian's Chromium runs here: headless, without a sandbox, a GPU or anything that reaches the internet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium, headless. Its pages ask for reduced motion (unless a test says otherwise), as a borrower may:
 * nothing on a screen is halfway through a transition when axe reads its colours, and no spinner repaints the
 * page sixty times a second while a journey waits.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core on the current page against WCAG 2.1 A and AA; returns the violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const alreadyInjected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the page's Content Security Policy does not govern (a <script>
  // tag would be refused, as it should be).
  if (!alreadyInjected) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const axeApi = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axeApi.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_21_AA);
}

/** One line per violation, for assertion messages. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.join(', ')}`).join('\n');
}

/**
 * Lets a resize finish: media queries re-render (two frames), then the transitions and animations running (the
 * officer drawer sliding, a collapse) end, or a second passes.
 */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
      );
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1000));
    await Promise.race([
      Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
      timeout,
    ]);
    await frame();
  });
}

/** Off in CI (E2E_SCREENSHOTS=off), where nobody looks at them and they are a second per screen. */
const screenshotsWanted = process.env.E2E_SCREENSHOTS !== 'off';

/** Full-page screenshots of the current page at phone (375px) and desktop (1280px) widths. */
export async function screenshotWidths(page: Page, name: string, widths: number[] = [375, 1280]) {
  if (!screenshotsWanted) return;
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await settleLayout(page);
    await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Collects what a page must never show: an uncaught error, or anything the Content Security Policy refused.
 * Chromium prints most refusals on the console ("… violates the following Content Security Policy directive …");
 * a `securitypolicyviolation` listener, added before any page script runs, reports the rest (eval among them).
 */
export function collectPageErrors(page: Page, into: string[]): void {
  page.on('pageerror', (error) => into.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) into.push(`CSP: ${message.text()}`);
  });
  page
    .addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} refused ${event.blockedURI || 'inline'}`,
        ),
      ),
    )
    .catch(() => undefined);
}
