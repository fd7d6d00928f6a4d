// Journey: a borrower registers with the default officer and walks the slim-1 prequalification from the data set
// tests/fixtures/slim-1/prequal-primary-home.json: each generated step filled, axe-checked at 375 and 1280 px and
// saved on Continue. A reload mid-way loses nothing; an invalid amount is refused inline and not saved; after
// 'Save Progress & Logout' and a new log-in the borrower lands on the saved step with the answers in place.
// Issue 4's "done when"; spec 2.3, 4.1, 4.6, 7.1.
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshotWidths } from './support/browser.ts';
import {
  expectNoAxeViolations,
  expectStepAnswers,
  loadDataSet,
  loadFlow,
  screenStep,
  waitForStep,
  walkFlow,
} from './support/flow-walker.ts';
import { fillRegistrationForm, saveProgressLogOutAndLogIn, uniqueEmail } from './support/identity.ts';
import { type RunningServer, startEmbeddedServer } from './support/server.ts';

const OFFICER = '1464945';
const flow = loadFlow('slim-1');
const data = loadDataSet('slim-1', 'prequal-primary-home');
const email = uniqueEmail('slim');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let appId: string | null = null;
const pageErrors: string[] = [];
const applicationWrites: string[] = [];

const stepUrl = (stepPath: string) => (url: URL) =>
  url.pathname === `/${OFFICER}/${stepPath}` && url.searchParams.get('appId') === appId;

function recordWrites(request: Request) {
  if (request.method() === 'PATCH' && /\/api\/v2\/application\/\d+$/.test(new URL(request.url()).pathname)) {
    applicationWrites.push(request.postData() ?? '');
  }
}

describe('slim-1 prequalification', () => {
  beforeAll(async () => {
    // The embedded default (PGlite, one process) even when E2E_DATABASE_URL puts the other files behind two instances.
    server = await startEmbeddedServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    collectPageErrors(page, pageErrors);
    page.on('request', recordWrites);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('keeps the form library and its validator out of the log-in page', async () => {
    const scripts: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    };
    page.on('response', collect);
    await page.goto(`${server.baseUrl}/${OFFICER}/login`);
    await page.getByRole('heading', { level: 1, name: 'Borrower Portal Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    // String literals that survive minification: RJSF's class names and one of Ajv's messages.
    expect(
      code.filter((script) => script.includes('rjsf-') || script.includes('must NOT have more than')),
    ).toEqual([]);
  });

  it('registers and starts a slim-1 application on create-account', async () => {
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/idp/authorize');
    await fillRegistrationForm(page, email);
    await page.waitForURL(
      (url) => url.pathname === `/${OFFICER}/create-account` && url.searchParams.has('appId'),
    );
    appId = new URL(page.url()).searchParams.get('appId');
    expect(appId).toMatch(/^\d+$/);
  });

  it('walks the steps up to the income step, each saved on Continue', async () => {
    const done = await walkFlow({
      page,
      officerId: OFFICER,
      flow,
      data,
      until: 'applicant/income',
      label: 'slim',
    });
    expect(done).toEqual(['create-account', 'property/address', 'property/info', 'property/loan-amount']);
  });

  it('loses nothing on a reload: the same step, and Back shows the saved answers', async () => {
    await page.reload();
    await waitForStep(page, screenStep(flow, 'applicant/income'));
    expect(new URL(page.url()).searchParams.get('appId')).toBe(appId);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(stepUrl('property/loan-amount'));
    await expectStepAnswers(page, await waitForStep(page, screenStep(flow, 'property/loan-amount')), data);
  });

  it('refuses an amount below the minimum inline, naming the field, and saves nothing', async () => {
    const writesBefore = applicationWrites.length;
    const amount = page.getByRole('textbox', { name: 'Amount you would like', exact: true });
    await amount.fill('2000');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const message = 'Enter a whole dollar amount of at least $25,000';
    await page
      .getByRole('alert')
      .filter({ hasText: `Amount you would like: ${message}` })
      .waitFor();
    const describedBy = (await amount.getAttribute('aria-describedby')) ?? '';
    const inline = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(' '),
    );
    expect(inline).toContain(message);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'))).toBe(
      describedBy,
    );
    await screenshotWidths(page, 'slim-invalid-amount');
    await expectNoAxeViolations(page, 'slim-1 invalid amount');
    expect(applicationWrites.length).toBe(writesBefore);
    expect(new URL(page.url()).pathname).toBe(`/${OFFICER}/property/loan-amount`);

    await page.reload();
    await expectStepAnswers(page, await waitForStep(page, screenStep(flow, 'property/loan-amount')), data);
  });

  it('walks on to the end of prequalification (the soft-pull consent comes next)', async () => {
    const done = await walkFlow({
      page,
      officerId: OFFICER,
      flow,
      data,
      until: 'select-offer/consent',
      label: 'slim',
    });
    expect(done).toEqual(['property/loan-amount', 'applicant/income', 'contact-info']);
  });

  it('after Save Progress & Logout and a new log-in, lands on the saved step with every answer', async () => {
    await saveProgressLogOutAndLogIn(page, OFFICER, email);
    await page.waitForURL(stepUrl('select-offer/consent'));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(stepUrl('contact-info'));
    await expectStepAnswers(page, await waitForStep(page, screenStep(flow, 'contact-info')), data);
    await screenshotWidths(page, 'slim-resumed-contact-info');
    for (const stepPath of [
      'applicant/income',
      'property/loan-amount',
      'property/info',
      'property/address',
    ]) {
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForURL(stepUrl(stepPath));
      await expectStepAnswers(page, await waitForStep(page, screenStep(flow, stepPath)), data);
    }
  });

  it('had no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
