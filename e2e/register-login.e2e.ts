// Journey: a new borrower registers through the embedded identity provider (confirming the email with the code it
// mails), comes back signed in,
// stays signed in across a reload (silent authentication), logs out, and logs in again to the same
// application. The provider's own pages must have no WCAG 2.1 AA violations either.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations } from './support/flow-walker.ts';
import { enterSignUpCode, fillLoginForm, fillRegistrationDetails, uniqueEmail } from './support/identity.ts';
import { type RunningServer, startEmbeddedServer } from './support/server.ts';

const email = uniqueEmail('journey');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let appId: string | null = null;
const pageErrors: string[] = [];

const saveAndLogout = () => page.getByRole('button', { name: 'Save Progress & Logout' });

describe('register, stay signed in, log out, log in again', () => {
  beforeAll(async () => {
    // The embedded default (PGlite, one process) even when E2E_DATABASE_URL puts the other files behind two instances.
    server = await startEmbeddedServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    collectPageErrors(page, pageErrors);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('opens the provider’s registration form from Register', async () => {
    await page.goto(`${server.baseUrl}/1464945/login`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/idp/authorize');
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('screen_hint')).toBe('signup');
    expect(authorize.searchParams.get('prompt')).toBe('login');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshotWidths(page, 'idp-signup');
    await expectNoAxeViolations(page, 'provider sign-up form');
  });

  it('refuses a weak password on the form, naming the rule', async () => {
    await page.getByLabel('First name', { exact: true }).fill('Erin');
    await page.getByLabel('Last name', { exact: true }).fill('Tester');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Password is too weak' }).waitFor();
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Erin');
    await expectNoAxeViolations(page, 'provider sign-up form with an error');
  });

  it('confirms the email with the 6-digit code it mails, on a page with a labelled code field (issue 19 item 12)', async () => {
    await fillRegistrationDetails(page, email);
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await page
      .getByText(`We sent a 6-digit code to ${email}. Enter it to finish creating your account.`)
      .waitFor();
    const field = page.getByLabel('6-digit code', { exact: true });
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    await page.getByRole('button', { name: 'Send a new code' }).waitFor();
    await page.getByRole('link', { name: 'Use a different email' }).waitFor();
    await screenshotWidths(page, 'idp-signup-code');
    await expectNoAxeViolations(page, 'provider sign-up code page');
  });

  it('registers and comes back signed in on create-account with a new application', async () => {
    const codeStep = await enterSignUpCode(page, email);
    // What the extra step costs a registration here: reading the outbox, typing the code, the post.
    console.log(`sign-up code step: ${codeStep} ms`);
    await page.waitForURL(
      (url) => url.pathname === '/1464945/create-account' && url.searchParams.has('appId'),
    );
    appId = new URL(page.url()).searchParams.get('appId');
    expect(appId).toMatch(/^\d+$/);
    await saveAndLogout().waitFor();
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  });

  it('is still signed in after a reload', async () => {
    await page.reload();
    await saveAndLogout().waitFor();
    expect(new URL(page.url()).searchParams.get('appId')).toBe(appId);
  });

  it('logs out and stays logged out after a reload', async () => {
    await saveAndLogout().click();
    await page
      .getByRole('dialog', { name: 'Save and Logout?' })
      .getByRole('button', { name: 'Save & Logout' })
      .click();
    await page.waitForURL((url) => url.pathname === '/1464945/login');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Borrower Portal Login' }).waitFor();
    expect(await saveAndLogout().count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.filter((cookie) => cookie.name === 'idp_session')).toEqual([]);
  });

  it('logs in again with the same account and returns to the same application', async () => {
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/idp/authorize');
    await screenshotWidths(page, 'idp-login');
    await expectNoAxeViolations(page, 'provider log-in form');
    await fillLoginForm(page, email);
    await page.waitForURL((url) => url.pathname === '/1464945/create-account');
    expect(new URL(page.url()).searchParams.get('appId')).toBe(appId);
    await saveAndLogout().waitFor();
  });

  it('had no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
