// The API reference (issue 21, item 4): /api/docs opens in Chromium under its own Content-Security-Policy,
// renders the API's paths from the generated OpenAPI document, and has no WCAG 2.1 AA violation at 375 and
// 1280 px. Screenshots: .e2e-artifacts/api-docs-375.png and -1280.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations } from './support/flow-walker.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

describe('the API reference page', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    collectPageErrors(page, pageErrors);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the generated document’s operations, grouped, with the admin HMDA register among them', async () => {
    const response = await page.goto(`${server.baseUrl}/api/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: /White-label lending API/ }).waitFor();
    const document = (await (await fetch(`${server.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(50);
    // Every documented path is on the page (Swagger UI lists each operation's path).
    const shown = await page
      .locator('.opblock-summary-path')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-path') ?? node.textContent ?? ''));
    expect([...new Set(shown.map((path) => path.replace(/\u200b/g, '')))].sort()).toEqual(paths.sort());
    expect(shown.some((path) => path.includes('/api/v2/admin/hmda-lar'))).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('passes axe at 375 and 1280 px and is screenshotted at both', async () => {
    await expectNoAxeViolations(page, 'API reference');
    await screenshotWidths(page, 'api-docs');
    expect(pageErrors).toEqual([]);
  });
});
