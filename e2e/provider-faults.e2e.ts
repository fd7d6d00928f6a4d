// Issue 9, resilience: an outside provider that hangs or fails. The server runs the production credit adapter
// (CREDIT_PROVIDER=http) against a fake bureau gateway on a loopback port (the vendor's side, which the suite
// cannot reach) with PROVIDER_TIMEOUT_MS=2000. The gateway first hangs, then answers 500: each time the borrower
// reads the bureau's message on the soft-pull screen with Try again, the server logs one line naming the bureau
// and keeps serving, and after a reload every answer of prequalification is still there. When the identity
// provider answers 503 at the token exchange after registration, the log-in page says the sign-in service could
// not be reached (not a blank or silent page), and log-in works once it is back.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultMode, startFakeVendor } from '../tests/server/providers/faults/fake-vendor.ts';
import { collectPageErrors, launchBrowser } from './support/browser.ts';
import {
  expectNoAxeViolations,
  expectStepAnswers,
  loadDataSet,
  loadFlow,
  screenStep,
  waitForStep,
  walkFlow,
} from './support/flow-walker.ts';
import { fillLoginForm, fillRegistrationForm, uniqueEmail } from './support/identity.ts';
import { type RunningServer, startServer } from './support/server.ts';

const OFFICER = '1464945';
const flow = loadFlow('slim-1');
const data = loadDataSet('slim-1', 'prequal-primary-home');
const MESSAGE = 'The credit bureau did not answer. Your answers are saved';

let vendor: Awaited<ReturnType<typeof startFakeVendor>>;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
const pageErrors: string[] = [];

/** The server's log lines (pino JSON) that report an outside party failing, oldest first (of every instance). */
function failureLines(): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'outside provider failed')
    .sort((a, b) => Number(a.time) - Number(b.time));
}

async function expectBureauMessage(page: Page, logged: number, mode: FaultMode) {
  await page.getByRole('alert').filter({ hasText: MESSAGE }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Try again', exact: true }).waitFor();
  const lines = failureLines();
  expect(lines).toHaveLength(logged);
  expect(lines.at(-1)).toMatchObject({ provider: 'The credit bureau' });
  expect(String(lines.at(-1)?.reason)).toMatch(mode === 'hang' ? /timed out/ : /HTTP 500/);
}

describe('outside providers that hang or fail (the credit bureau at the soft pull, the identity provider)', () => {
  beforeAll(async () => {
    vendor = await startFakeVendor();
    await vendor.set('hang');
    server = await startServer({
      CREDIT_PROVIDER: 'http',
      CREDIT_API_URL: vendor.url,
      CREDIT_API_KEY: 'e2e-key',
      PROVIDER_TIMEOUT_MS: '2000',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await vendor?.close();
  });

  it('shows the message on a hang and on a 500, logs each, and keeps every answer after a reload', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    collectPageErrors(page, pageErrors);
    await page.goto(`${server.baseUrl}/${OFFICER}/login`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/idp/authorize');
    await fillRegistrationForm(page, uniqueEmail('bureau-hangs'));
    await page.waitForURL(
      (url) => url.pathname === `/${OFFICER}/create-account` && url.searchParams.has('appId'),
    );
    const appId = new URL(page.url()).searchParams.get('appId') as string;

    await walkFlow({
      page,
      officerId: OFFICER,
      flow,
      data,
      until: 'select-offer/generate-credit',
      label: 'bureau-hangs',
    });
    // The gateway never answers: cut off after PROVIDER_TIMEOUT_MS, well inside the SPA's 30-second timeout.
    await expectBureauMessage(page, 1, 'hang');
    expect(vendor.requests).toBe(1);
    await expectNoAxeViolations(page, 'select-offer/generate-credit, bureau hangs');

    await vendor.set('http-500');
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expectBureauMessage(page, 2, 'http-500');
    expect(vendor.requests).toBe(2);

    // The server kept running and every answer is still there after a reload.
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    await page.reload();
    await page.waitForURL(
      (url) =>
        url.pathname === `/${OFFICER}/select-offer/generate-credit` &&
        url.searchParams.get('appId') === appId,
    );
    for (const stepPath of ['contact-info', 'applicant/income', 'property/loan-amount', 'property/info']) {
      await page.goto(`${server.baseUrl}/${OFFICER}/${stepPath}?appId=${appId}`);
      await expectStepAnswers(page, await waitForStep(page, screenStep(flow, stepPath)), data);
    }
  });

  it('the identity provider answering 503 at the token exchange after registration: a message on the log-in page, not a blank screen; log-in works once it is back', async () => {
    const idpContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await idpContext.newPage();
      await page.goto(`${server.baseUrl}/${OFFICER}/login`);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL((url) => url.pathname === '/idp/authorize');
      // The provider's token endpoint fails as a tenant's would (the embedded provider is in this server).
      await page.route('**/idp/oauth/token', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":"temporarily_unavailable","error_description":"The service is down"}',
        }),
      );
      const email = uniqueEmail('idp-down');
      await fillRegistrationForm(page, email);
      await page
        .getByRole('alert')
        .filter({ hasText: 'We could not reach the sign-in service. Please try again.' })
        .waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe(`/${OFFICER}/login`);
      await expectNoAxeViolations(page, 'log-in page, identity provider failed');

      await page.unroute('**/idp/oauth/token');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/idp/authorize');
      await fillLoginForm(page, email);
      await page.waitForURL(
        (url) => url.pathname.startsWith(`/${OFFICER}/`) && url.pathname !== `/${OFFICER}/login`,
      );
      expect(await page.getByRole('alert').filter({ hasText: 'sign-in service' }).count()).toBe(0);
    } finally {
      await idpContext.close();
    }
  });

  it('had no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
