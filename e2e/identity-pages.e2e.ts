// Journey: the embedded identity provider's pages as a borrower of officer 2000001 (the broker Harborview) meets
// them: the broker's logo and colours, every problem of a form at once, a show-password toggle worked with the
// keyboard, a favicon that is found, and no WCAG 2.1 AA violation at 375 and 1280 px. Issue 17, items 13 and 14.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations } from './support/flow-walker.ts';
import { tabTo } from './support/hands.ts';
import { fillRegistrationDetails, fillRegistrationForm, uniqueEmail } from './support/identity.ts';
import { type RunningServer, startServer } from './support/server.ts';

const HARBORVIEW_BLUE = 'rgb(11, 83, 148)'; // #0B5394, the broker's primary colour

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const registeredEmail = uniqueEmail('idp-pages');
/** Every answer of 400 or more the browser got, but the form posts that refuse on purpose. */
const failedRequests: string[] = [];

const password = () => page.getByLabel('Password', { exact: true });
const showPassword = () => page.getByRole('button', { name: 'Show password' });
const backgroundOf = (selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

async function openProviderPage(officerId: string, button: 'Log In' | 'Register') {
  await page.goto(`${server.baseUrl}/${officerId}/login`);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.pathname === '/idp/authorize');
}

describe('identity pages and the officer card', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    collectPageErrors(page, pageErrors);
    page.on('response', (response) => {
      const refusedForm = response.request().method() === 'POST' && response.url().endsWith('/idp/authorize');
      if (response.status() >= 400 && !refusedForm)
        failedRequests.push(`${response.status()} ${response.url()}`);
    });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  describe('the identity provider’s pages wear the officer’s brand', () => {
    it('opens Harborview’s registration page from officer 2000001’s Register, with its logo and blue', async () => {
      await openProviderPage('2000001', 'Register');
      expect(new URL(page.url()).searchParams.get('ext-nmls-id')).toBe('2000001');
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      const logo = page.getByRole('img', { name: 'Harborview Mortgage Partners' });
      expect(await logo.getAttribute('src')).toBe('/api/v2/branding/2000001/logo');
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await backgroundOf('button[type=submit]')).toBe(HARBORVIEW_BLUE);
      expect(await page.title()).toBe('Create your account – Harborview Mortgage Partners');
      // Spec 2.6: a custom broker's pages have a blank icon, so the browser asks for none.
      expect(await page.locator('link[rel=icon]').getAttribute('href')).toBe('data:,');
      await screenshotWidths(page, 'idp-signup-harborview');
      await expectNoAxeViolations(page, 'Harborview registration page');
    });

    it('lists every problem of an empty registration at once, and moves the focus to the list', async () => {
      await page.getByRole('button', { name: 'Create account' }).click();
      const summary = page.getByRole('alert');
      await summary.getByRole('heading', { name: 'There are 4 problems' }).waitFor();
      expect(await summary.getByRole('listitem').allTextContents()).toEqual([
        'Enter your first name.',
        'Enter your last name.',
        'Enter a valid email address.',
        'Password is too weak. It needs: At least 8 characters; At least one lower-case letter (a-z); At least one upper-case letter (A-Z); At least one number (0-9).',
      ]);
      await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
      for (const label of ['First name', 'Last name', 'Email', 'Password']) {
        expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid'), label).toBe(
          'true',
        );
      }
      // A link in the list takes the borrower to its field.
      await summary.getByRole('link', { name: 'Enter your last name.' }).click();
      await expect
        .poll(() =>
          page
            .getByLabel('Last name', { exact: true })
            .evaluate((element) => element === document.activeElement),
        )
        .toBe(true);
      expect(await page.getByRole('img', { name: 'Harborview Mortgage Partners' }).count()).toBe(1);
      await screenshotWidths(page, 'idp-signup-errors');
      await expectNoAxeViolations(page, 'registration page listing its problems');
    });

    it('shows and hides the password with a toggle the keyboard works', async () => {
      await password().fill('Secret-Word-42');
      await password().focus();
      await page.keyboard.press('Tab');
      await expect
        .poll(() => showPassword().evaluate((element) => element === document.activeElement))
        .toBe(true);
      expect(await showPassword().getAttribute('aria-pressed')).toBe('false');
      await page.keyboard.press('Space');
      expect(await password().getAttribute('type')).toBe('text');
      expect(await showPassword().getAttribute('aria-pressed')).toBe('true');
      expect(await password().inputValue()).toBe('Secret-Word-42');
      await screenshotWidths(page, 'idp-password-shown');
      await expectNoAxeViolations(page, 'registration page with the password shown');
      await page.keyboard.press('Enter');
      expect(await password().getAttribute('type')).toBe('password');
      expect(await showPassword().getAttribute('aria-pressed')).toBe('false');
    });

    it('brands the log-in page the same, and names both empty fields of it', async () => {
      await openProviderPage('2000001', 'Log In');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect(await backgroundOf('button[type=submit]')).toBe(HARBORVIEW_BLUE);
      await page.getByRole('img', { name: 'Harborview Mortgage Partners' }).waitFor();
      await showPassword().waitFor();
      await screenshotWidths(page, 'idp-login-harborview');
      await expectNoAxeViolations(page, 'Harborview log-in page');
      await page.getByRole('button', { name: 'Log in' }).click();
      const summary = page.getByRole('alert');
      await summary.getByRole('heading', { name: 'There are 2 problems' }).waitFor();
      expect(await summary.getByRole('listitem').allTextContents()).toEqual([
        'Enter your email.',
        'Enter your password.',
      ]);
      await expectNoAxeViolations(page, 'log-in page listing its problems');
    });

    it('wears the provider’s brand for the default officer, with its favicon found', async () => {
      await openProviderPage('1464945', 'Log In');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      await page.getByRole('img', { name: 'Keystone Home Lending, LLC' }).waitFor();
      expect(await backgroundOf('button[type=submit]')).toBe('rgb(39, 138, 67)'); // #278A43
      const icon = await page.locator('link[rel=icon]').getAttribute('href');
      expect(icon).toBe('/idp/favicon.svg');
      const favicon = await page.request.get(`${server.baseUrl}${icon}`);
      expect(favicon.status()).toBe(200);
      expect(favicon.headers()['content-type']).toContain('image/svg+xml');
      await screenshotWidths(page, 'idp-login-default');
      await expectNoAxeViolations(page, 'provider log-in page');
    });

    it('asks before logging out when the link came from elsewhere, and says so after (issue 19, item 13)', async () => {
      await openProviderPage('2000001', 'Register');
      await fillRegistrationForm(page, registeredEmail);
      await page.waitForURL((url) => url.pathname.startsWith('/2000001/'));
      // Typed into the address bar: no page of this site sent the browser, so the person chooses.
      await page.goto(`${server.baseUrl}/idp/v2/logout`);
      await page.getByRole('heading', { level: 1, name: 'Log out' }).waitFor();
      await page.getByText('Do you want to log out?').waitFor();
      await page.getByRole('button', { name: 'Log out on every device' }).waitFor();
      await screenshotWidths(page, 'idp-logout-confirm');
      await expectNoAxeViolations(page, 'log-out page asking');
      await page.getByRole('button', { name: 'Log out', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'You are logged out' }).waitFor();
      await expectNoAxeViolations(page, 'logged-out page');
    });

    it('answers a sign-up with an email that has an account with the same code page, refusing every code (item 12)', async () => {
      await openProviderPage('2000001', 'Register');
      await fillRegistrationDetails(page, registeredEmail, { first: 'Someone', last: 'Else' });
      await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
      await page.getByText(`We sent a 6-digit code to ${registeredEmail}.`).waitFor();
      await page.getByRole('img', { name: 'Harborview Mortgage Partners' }).waitFor();
      expect(await backgroundOf('button.submit')).toBe(HARBORVIEW_BLUE);
      expect(await page.title()).toBe('Check your email – Harborview Mortgage Partners');
      await screenshotWidths(page, 'idp-signup-code-harborview');
      await expectNoAxeViolations(page, 'sign-up code page');

      // By keyboard alone: the code field, typed, Enter sends it with Continue; the refusal takes the focus.
      const field = page.getByLabel('6-digit code', { exact: true });
      await tabTo(page, field);
      await page.keyboard.type('123456');
      await page.keyboard.press('Enter');
      const summary = page.getByRole('alert');
      await summary.getByRole('heading', { name: 'There is a problem' }).waitFor();
      expect(await summary.getByRole('listitem').allTextContents()).toEqual([
        'That code is not right. Check the email and try again (4 tries left).',
      ]);
      await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await screenshotWidths(page, 'idp-signup-code-error');
      await expectNoAxeViolations(page, 'sign-up code page with a wrong code');

      // Send a new code, by keyboard too: the page says so in a status message.
      await tabTo(page, page.getByRole('button', { name: 'Send a new code' }));
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `We sent a new code to ${registeredEmail}.` })
        .waitFor();
      await expectNoAxeViolations(page, 'sign-up code page after Send a new code');
      await page.getByRole('link', { name: 'Use a different email' }).click();
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    });

    it('asked for nothing that was not there (no favicon 404) and had no uncaught errors', () => {
      expect(failedRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  describe('the officer card’s tap-to-call link', () => {
    let phone: BrowserContext;
    beforeAll(async () => {
      phone = await browser.newContext({
        viewport: { width: 375, height: 800 },
        hasTouch: true,
        isMobile: true,
      });
    });
    afterAll(async () => phone?.close());

    it('calls the officer from the phone’s officer drawer, beside the copy button', async () => {
      const onPhone = await phone.newPage();
      await onPhone.goto(`${server.baseUrl}/2000001/login`);
      await onPhone.getByRole('button', { name: /^Your Loan Officer/ }).click();
      const drawer = onPhone.getByRole('dialog', { name: 'Your Loan Officer' });
      await drawer.waitFor();
      const call = drawer.getByRole('link', { name: 'Call Dana Whitfield at (617) 555-0191' });
      expect(await call.getAttribute('href')).toBe('tel:+16175550191');
      await drawer.getByRole('button', { name: 'Copy phone number (617) 555-0191' }).waitFor();
      await onPhone.screenshot({ path: '.e2e-artifacts/officer-drawer-call-375.png' });
      await expectNoAxeViolations(onPhone, 'officer drawer with its call link', [375]);
    });

    it('offers it in the desktop sidebar too', async () => {
      await page.goto(`${server.baseUrl}/2000001/login`);
      const call = page.getByRole('complementary').getByRole('link', { name: /^Call Dana Whitfield/ });
      expect(await call.getAttribute('href')).toBe('tel:+16175550191');
      await expectNoAxeViolations(page, 'log-in screen with the officer card', [1280]);
    });
  });
});
