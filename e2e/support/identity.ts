import type { Page } from 'playwright-core';
import { type Hands, handsFor } from './hands.ts';

export const E2E_PASSWORD = 'Correct-Horse-Battery-9';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Fills the embedded provider's registration form; the page must be on it already. */
export async function fillRegistrationForm(
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
