// Journey: officer-id routing, white-label branding on the log-in screen, and Save Progress & Logout.
// Spec 2.1, 2.6, 2.11, 2.12, 4.1, 5; issue 3's "done when".
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_ON_LOGOUT } from '../src/shared/constants.ts';
import { collectPageErrors, launchBrowser, screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations } from './support/flow-walker.ts';
import { fillRegistrationForm, storageKeys, uniqueEmail } from './support/identity.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const path = () => new URL(page.url()).pathname;

describe('the app shell', () => {
  beforeAll(async () => {
    server = await startServer();
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

  it('sends / to the default officer’s log-in', async () => {
    await page.goto(`${server.baseUrl}/`);
    await page.waitForURL((url) => url.pathname === '/1464945/login');
    await page.getByRole('heading', { level: 1, name: 'Borrower Portal Login' }).waitFor();
  });

  it('puts a non-numeric first segment under the default officer', async () => {
    await page.goto(`${server.baseUrl}/abc/xyz`);
    await page.waitForURL((url) => url.pathname.startsWith('/1464945/abc/xyz'));
    expect(path()).toBe('/1464945/abc/xyz');
  });

  it.each(['2000003', '9999999'])(
    'rewrites the inactive or unknown officer %s to the default',
    async (id) => {
      await page.goto(`${server.baseUrl}/${id}/login`);
      await page.waitForURL((url) => url.pathname === '/1464945/login');
      await page.getByRole('heading', { level: 1, name: 'Borrower Portal Login' }).waitFor();
    },
  );

  it('brands /2000001/login with the broker’s logo, colours, title and officer card', async () => {
    await page.goto(`${server.baseUrl}/2000001/login`);
    await page.getByRole('heading', { level: 1, name: 'Borrower Portal Login' }).waitFor();
    await page.waitForFunction(() => document.title === 'Apply with Harborview Mortgage Partners');
    const logo = page.getByRole('img', { name: /Harborview Mortgage Partners/ }).first();
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toContain('/api/v2/branding/2000001/logo');
    await page.getByText('Your Loan Officer').first().waitFor();
    await page.getByText('Dana Whitfield').first().waitFor();
    const logIn = page.getByRole('button', { name: 'Log In' });
    // Polled: the button's background eases from the default theme's colour to the broker's (MUI's transition).
    await expect
      .poll(() => logIn.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(11, 83, 148)'); // #0B5394, the broker's primary colour
    await screenshotWidths(page, 'shell-broker-login');
    await expectNoAxeViolations(page, 'broker log-in');
  });

  it('shows the lock note’s tip on hover and keyboard focus, keeps it under the pointer, and hides it on Escape', async () => {
    await page.goto(`${server.baseUrl}/2000001/login`);
    const lock = page.getByRole('img', { name: 'Your information is private and secure.' });
    await lock.waitFor();
    const tip = page.getByText('Your information is private and secure.', { exact: true });
    // The tip eases in and out (150 ms): polled.
    const tipShown = () =>
      tip.evaluate((element) => getComputedStyle(element.parentElement as Element).opacity);
    expect(await tipShown()).toBe('0');
    await lock.hover();
    await expect.poll(tipShown).toBe('1');
    await tip.hover();
    await expect.poll(tipShown).toBe('1');
    await page.mouse.move(0, 0);
    await expect.poll(tipShown).toBe('0');
    await lock.focus();
    await expect.poll(tipShown).toBe('1');
    await page.keyboard.press('Escape');
    await expect.poll(tipShown).toBe('0');
    await expect.poll(() => lock.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('shows no officer card for the default officer', async () => {
    await page.goto(`${server.baseUrl}/1464945/login`);
    await page.getByRole('heading', { level: 1, name: 'Borrower Portal Login' }).waitFor();
    await page.waitForFunction(() => document.title === 'Apply with Keystone Home Lending, LLC');
    expect(await page.getByText('Your Loan Officer').count()).toBe(0);
    await screenshotWidths(page, 'shell-default-login');
    await expectNoAxeViolations(page, 'default log-in');
  });

  it('registers, then Save Progress & Logout ends on the log-in page keeping only the kept keys', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/2000001/login`);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/idp/authorize'));
    await fillRegistrationForm(page, uniqueEmail('shell'));
    await page.waitForURL(
      (url) => url.pathname === '/2000001/create-account' && url.searchParams.has('appId'),
    );
    const saveLink = page
      .getByRole('button', { name: 'Save Progress & Logout' })
      .or(page.getByRole('link', { name: 'Save Progress & Logout' }));
    await saveLink.first().waitFor();
    await screenshotWidths(page, 'shell-signed-in-layout');
    await expectNoAxeViolations(page, 'signed-in layout');

    await page.setViewportSize({ width: 1280, height: 900 });
    await saveLink.first().click();
    const dialog = page.getByRole('dialog', { name: 'Save and Logout?' });
    await dialog.waitFor();
    await dialog.getByText("We'll save your progress so you can pick up right where you left off.").waitFor();
    await dialog.getByText('You can log back in anytime to continue your application.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await saveLink.first().click();
    await dialog.getByRole('button', { name: 'Continue Application' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await saveLink.first().click();
    await dialog.getByRole('button', { name: 'Save & Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/2000001/login');
    await page.getByRole('heading', { level: 1, name: 'Borrower Portal Login' }).waitFor();
    // Besides the kept keys, only what the log-in page itself writes on arrival may be there:
    // the resolved officer id (spec 2.1) and the broker's branding caches (spec 4.12).
    const keys = await storageKeys(page);
    const writtenByLoginPage = ['currentLoanOfficerId', 'loanOfficerInfo', 'companyInfo'];
    const allowed = (key: string) =>
      KEPT_ON_LOGOUT.includes(key) || writtenByLoginPage.includes(key) || key.startsWith('broker_');
    expect(
      keys.session.filter((key) => !allowed(key)),
      `session: ${keys.session}`,
    ).toEqual([]);
    expect(
      keys.local.filter((key) => !allowed(key)),
      `local: ${keys.local}`,
    ).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('idp_session');
    expect(keys.session).toContain('appId');
  });

  it('had no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
