// Journey: a borrower arrives on a broker's log-in page with ?flowType=long-1, registers, and walks the long-1
// prequalification (with its credit-score step) from tests/fixtures/long-1/prequal-condo.json. An invalid ZIP code,
// and one of another state, is refused inline and not saved; a reload mid-way loses nothing; after 'Save Progress & Logout' mid-way and a
// new log-in the borrower lands on the saved step, the earlier answers in place, and finishes.
// Issue 4's "done when"; spec 1, 2.4, 4.1, 4.6, 7.1.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshotWidths } from './support/browser.ts';
import {
  expectNoAxeViolations,
  expectStepAnswers,
  fillStep,
  loadDataSet,
  loadFlow,
  screenStep,
  waitForStep,
  walkFlow,
} from './support/flow-walker.ts';
import { fillRegistrationForm, saveProgressLogOutAndLogIn, uniqueEmail } from './support/identity.ts';
import { type RunningServer, startServer } from './support/server.ts';

const OFFICER = '2000001';
const flow = loadFlow('long-1');
const data = loadDataSet('long-1', 'prequal-condo');
const email = uniqueEmail('long');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let appId: string | null = null;
const pageErrors: string[] = [];
const applicationWrites: string[] = [];
const creations: URL[] = [];

const stepUrl = (stepPath: string) => (url: URL) =>
  url.pathname === `/${OFFICER}/${stepPath}` && url.searchParams.get('appId') === appId;

function recordApplicationCalls(request: Request) {
  const url = new URL(request.url());
  if (request.method() === 'POST' && url.pathname === '/api/v2/application') creations.push(url);
  if (request.method() === 'PATCH' && /\/api\/v2\/application\/\d+$/.test(url.pathname)) {
    applicationWrites.push(request.postData() ?? '');
  }
}

async function expectStep(stepPath: string) {
  await page.waitForURL(stepUrl(stepPath));
  return waitForStep(page, screenStep(flow, stepPath));
}

describe('long-1 prequalification', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    collectPageErrors(page, pageErrors);
    page.on('request', recordApplicationCalls);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('registers from /2000001/login?flowType=long-1 and creates a long-1 application', async () => {
    await page.goto(`${server.baseUrl}/${OFFICER}/login?flowType=long-1`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/idp/authorize');
    await fillRegistrationForm(page, email);
    await page.waitForURL(
      (url) => url.pathname === `/${OFFICER}/create-account` && url.searchParams.has('appId'),
    );
    appId = new URL(page.url()).searchParams.get('appId');
    expect(creations.map((url) => url.searchParams.get('flowType'))).toEqual(['long-1']);
    expect(await page.evaluate(() => sessionStorage.getItem('flowConfig'))).toBe('{"flowType":"long-1"}');
  });

  it('refuses a short ZIP code inline, naming the field, and saves nothing', async () => {
    await walkFlow({ page, officerId: OFFICER, flow, data, until: 'property/address', label: 'long' });
    const address = await waitForStep(page, screenStep(flow, 'property/address'));
    await fillStep(page, address, data);
    const zip = page.getByRole('textbox', { name: 'ZIP code', exact: true });
    await zip.fill('336');
    const writesBefore = applicationWrites.length;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter a 5-digit ZIP code' }).waitFor();
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'postal-code',
    );
    expect(await zip.getAttribute('inputmode')).toBe('numeric');
    await screenshotWidths(page, 'long-invalid-zip');
    await expectNoAxeViolations(page, 'long-1 invalid ZIP code');
    expect(applicationWrites.length).toBe(writesBefore);
    expect(new URL(page.url()).pathname).toBe(`/${OFFICER}/property/address`);
  });

  it('refuses a ZIP code of another state, saying which state the address is in', async () => {
    const zip = page.getByRole('textbox', { name: 'ZIP code', exact: true });
    await zip.fill('97204');
    const writesBefore = applicationWrites.length;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'This ZIP code is not in Florida' });
    await summary.waitFor();
    expect(await summary.textContent()).not.toContain('ZIP code: This ZIP code');
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    await screenshotWidths(page, 'long-zip-of-another-state');
    await expectNoAxeViolations(page, 'long-1 ZIP code of another state');
    expect(applicationWrites.length).toBe(writesBefore);
  });

  it('walks to the value step; a reload there loses nothing', async () => {
    const done = await walkFlow({
      page,
      officerId: OFFICER,
      flow,
      data,
      until: 'property/value',
      label: 'long',
    });
    expect(done).toEqual(['property/address', 'property/type']);
    await page.reload();
    await expectStep('property/value');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStepAnswers(page, await expectStep('property/type'), data);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStepAnswers(page, await expectStep('property/address'), data);
  });

  it('walks on to the credit-score step', async () => {
    const done = await walkFlow({
      page,
      officerId: OFFICER,
      flow,
      data,
      until: 'credit-score',
      label: 'long',
    });
    // The amount and the income come before pricing (issue 17 item 8, issue 18 item 3).
    expect(done).toEqual([
      'property/address',
      'property/type',
      'property/value',
      'property/loan-amount',
      'applicant/stated-income',
    ]);
  });

  it('after Save Progress & Logout and a new log-in, lands on the saved step with the answers in place', async () => {
    await saveProgressLogOutAndLogIn(page, OFFICER, email);
    await expectStep('credit-score');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStepAnswers(page, await expectStep('applicant/stated-income'), data);
  });

  it('finishes prequalification (the soft-pull consent comes next)', async () => {
    const done = await walkFlow({
      page,
      officerId: OFFICER,
      flow,
      data,
      until: 'select-offer/consent',
      label: 'long',
    });
    expect(done).toEqual(['applicant/stated-income', 'credit-score', 'contact-info']);
    expect(creations).toHaveLength(1);
  });

  it('had no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
