import type { Page } from 'playwright-core';
import { type Hands, handsFor } from './hands.ts';

export const E2E_PASSWORD = 'Correct-Horse-Battery-9';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Registers through the embedded provider: its form, then the 6-digit code it mails to the email (issue 19 item 12),
 * read from the dev outbox and entered on the page that follows. The page must be on the form already.
 */
export async function fillRegistrationForm(
  page: Page,
  email: string,
  names = { first: 'Erin', last: 'Tester' },
  hands: Hands = handsFor(page),
) {
  await fillRegistrationDetails(page, email, names, hands);
  await enterSignUpCode(page, email, hands);
}

/** The registration form alone, sent with Create account; the code page follows. */
export async function fillRegistrationDetails(
  page: Page,
  email: string,
  names = { first: 'Erin', last: 'Tester' },
  hands: Hands = handsFor(page),
) {
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await hands.fill(page.getByLabel('First name', { exact: true }), names.first);
  await hands.fill(page.getByLabel('Last name', { exact: true }), names.last);
  await hands.fill(page.getByLabel('Email', { exact: true }), email);
  await hands.fill(page.getByLabel('Password', { exact: true }), E2E_PASSWORD);
  await hands.press(page.getByRole('button', { name: 'Create account' }));
}

/** The newest sign-up code mailed to `email`, from the dev outbox of the server that serves `page`. */
export async function signUpCodeFor(page: Page, email: string): Promise<string> {
  const outbox = new URL('/dev/outbox', page.url()).toString();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const html = await (await fetch(outbox)).text();
    // Newest first: the first article to this address with a sign-up code.
    for (const article of html.split('<article').slice(1)) {
      if (!article.includes(`<dd>${email}</dd>`)) continue;
      const code = /sign-up code[\s\S]*?account is (\d{6})\./.exec(article)?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No sign-up code for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** On the sign-up code page: enters the code mailed to `email` and continues. Returns how long it took (ms). */
export async function enterSignUpCode(page: Page, email: string, hands: Hands = handsFor(page)) {
  const started = Date.now();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const code = await signUpCodeFor(page, email);
  await hands.fill(page.getByLabel('6-digit code', { exact: true }), code);
  await hands.press(page.getByRole('button', { name: 'Continue', exact: true }));
  await page.waitForURL((url) => url.pathname !== '/idp/authorize');
  return Date.now() - started;
}

/** Fills the embedded provider's log-in form; the page must be on it already. */
export async function fillLoginForm(page: Page, email: string, password = E2E_PASSWORD) {
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Every key in session and local storage, as [storage, key] pairs sorted. */
export async function storageKeys(page: Page): Promise<{ session: string[]; local: string[] }> {
  return page.evaluate(() => ({
    session: Object.keys(sessionStorage).sort(),
    local: Object.keys(localStorage).sort(),
  }));
}

/** 'Save Progress & Logout', confirmed; then 'Log In' again from the log-in page it ends on. */
export async function saveProgressLogOutAndLogIn(page: Page, officerId: string, email: string) {
  await page.getByRole('button', { name: 'Save Progress & Logout' }).click();
  await page
    .getByRole('dialog', { name: 'Save and Logout?' })
    .getByRole('button', { name: 'Save & Logout' })
    .click();
  await page.waitForURL((url) => url.pathname === `/${officerId}/login`);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/idp/authorize');
  await fillLoginForm(page, email);
}
