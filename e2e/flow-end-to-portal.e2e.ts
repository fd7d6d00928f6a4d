// Issue 17, items 4 to 6: a borrower who registered and applied (prepared through the API up to submission) is on
// the flow's last screen, the loan summary, which leads on: 'View Tasks' on the MY TO-DOS card and the way to the
// portal. The portal shows the new loan at once: the owner is never asked to "Find your loan". An upload to a to-do
// moves it to Submitted ('Submitted on {date}'), the borrower is told it worked, and the counts agree: Tasks and
// Submitted on the list, the sidebar's My To-Do List and the summary's MY TO-DOS. Axe at 375 and 1280 px on every
// new state.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_CREDIT_PULL_CONSENT } from '../src/shared/consents.ts';
import { isScreen } from '../src/shared/flows/flow-types.ts';
import { formatShortDate } from '../src/shared/format.ts';
import { screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations, loadDataSet, loadFlow } from './support/flow-walker.ts';
import { type Borrower, type Journey, registerBorrower, startJourney } from './support/journey.ts';
import { consentToSubmitThroughApi } from './support/submission.ts';
import { borrowerToken, saveAnswers, verifyIdentityThroughApi } from './support/verification.ts';

const OFFICER = '2000001';
const flow = loadFlow('slim-1');
const data = loadDataSet('slim-1', 'minimal');
// The flow's last screen: the one the engine renders as the loan summary.
const lastStep = flow.steps.filter(isScreen).find((step) => step.screen === 'loan-summary');
const pdf = fileURLToPath(new URL('../tests/fixtures/documents/sample-document.pdf', import.meta.url));

let journey: Journey;
let borrower: Borrower;
let token: string;
let loanId: string;

beforeAll(async () => {
  journey = await startJourney();
});

afterAll(async () => {
  await borrower?.context.close();
  await journey?.stop();
});

async function api(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await borrower.page.request.fetch(`${journey.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

const numberIn = (text: string | null, pattern: RegExp) =>
  Number(pattern.exec(text ?? '')?.[1] ?? Number.NaN);

/** The counts the portal shows for the open loan, read off the page. */
async function counts(page: Page) {
  const tasks = page.getByRole('region', { name: /^Tasks/ }).getByRole('heading', { level: 2 });
  const submitted = page.getByRole('button', { name: /^Submitted\s*\d/ });
  const sidebar = page
    .getByRole('navigation', { name: 'Loan pages' })
    .getByRole('link', { name: /My To-Do List/ });
  const sign = page.getByRole('region', { name: /^Sign Documents/ });
  return {
    tasks: numberIn(await tasks.textContent(), /(\d+) items?/),
    submitted: numberIn(await submitted.textContent(), /(\d+) items?/),
    sidebar: numberIn(await sidebar.textContent(), /(\d+) to-dos/),
    unsigned: await sign.getByRole('link', { name: /^Sign / }).count(),
  };
}

/** The disclosures link, once the E-SIGN consent is given, opens the line's early disclosures and the brochure. */
async function readsHelocEarlyDisclosures(appId: string): Promise<void> {
  const { url } = await api('GET', `/api/v2/application/${appId}/disclosuresLink`);
  const context = await journey.browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Initial disclosures' }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: 'Home equity line of credit: early disclosure' })
      .waitFor();
    await page.getByRole('heading', { level: 3, name: 'Minimum payment example' }).waitFor();
    await page
      .getByRole('link', { name: /What You Should Know About Home Equity Lines of Credit/ })
      .waitFor();
    await expectNoAxeViolations(page, 'the HELOC early disclosures page');
  } finally {
    await context.close();
  }
}

describe('from the end of the flow to the portal, and an upload', () => {
  it('is on the last screen of the flow after submitting, with View Tasks and the way to the portal', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'to-portal' });
    token = await borrowerToken(borrower.page, journey.server.baseUrl, borrower.email);
    await saveAnswers(borrower.page, journey.server.baseUrl, token, borrower.appId, data);
    const { appId } = borrower;
    await api('POST', `/api/v2/application/${appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentityThroughApi(borrower.page, journey.server.baseUrl, token, appId);
    await api('POST', `/api/v2/applications/${appId}/credit`);
    // A line of credit, whose early disclosures (Regulation Z 1026.40(d)) are read below before submission.
    const { products } = await api('POST', '/api/v2/pricing/new', { applicationId: appId });
    const offer = products.find((product: { creditType: string }) => product.creditType === 'open-end');
    await api('POST', '/api/v2/pricing/offers', {
      applicationId: appId,
      productId: offer.id,
      loanAmount: offer.loanAmount,
    });
    await api('POST', `/api/v2/application/${appId}/loan_terms`, { productId: offer.id, accepted: true });
    await consentToSubmitThroughApi(borrower.page, journey.server.baseUrl, token, appId);
    await readsHelocEarlyDisclosures(appId);
    loanId = (await api('POST', `/api/v2/application/${appId}/submit`)).id;

    const { page } = borrower;
    await page.goto(`${journey.server.baseUrl}/${OFFICER}/${lastStep?.path}?appId=${appId}`);
    await page.getByRole('heading', { level: 2, name: 'What happens next' }).waitFor();
    const viewTasks = page.getByRole('link', { name: 'View Tasks' });
    expect(await viewTasks.getAttribute('href')).toBe(`/${OFFICER}/portal/loans/${loanId}/todos`);
    expect(await page.getByRole('link', { name: 'See my to-do list' }).getAttribute('href')).toBe(
      `/${OFFICER}/portal/loans/${loanId}/todos`,
    );
    await expectNoAxeViolations(page, 'the last flow screen, with the way to the portal');
    await screenshotWidths(page, 'flow-end-loan-summary');
  });

  it('goes to the portal, which shows the new loan without asking to find it', async () => {
    const { page } = borrower;
    // Register set this intent: the case of spec 4.3's lookup, which the application this session made never needs.
    expect(await page.evaluate(() => sessionStorage.getItem('user_intent'))).toBe('create_new_application');
    await page.getByRole('link', { name: 'Go to my loan portal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Loan Dashboard' }).waitFor();
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'View Loan' }) });
    await card.first().waitFor();
    expect(await page.getByRole('heading', { name: 'Find your loan' }).count()).toBe(0);
    expect(await page.getByLabel('Last Name').count()).toBe(0);
    await expectNoAxeViolations(page, 'the portal dashboard right after applying');
    await screenshotWidths(page, 'flow-end-portal-dashboard');
    await card.first().getByRole('button', { name: 'View Loan' }).click();
    await page.waitForURL((url) => url.pathname === `/${OFFICER}/portal/loans/${loanId}`);
    await page.getByRole('heading', { level: 1, name: 'Loan Summary' }).waitFor();
    // Accepting the terms locked them for the rate sheet's lock period.
    const sheet = JSON.parse(
      readFileSync(new URL('../src/server/pricing/rate-sheet.json', import.meta.url), 'utf8'),
    );
    const lockDays = sheet.rateLock.periodDays as number;
    const row = (term: string) =>
      page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    const lockedOn = new Date().toISOString().slice(0, 10);
    const lastDay = new Date(Date.parse(`${lockedOn}T00:00:00Z`) + lockDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(await row('Rate Lock').first().innerText()).toBe(formatShortDate(lockedOn));
    expect(await row('Rate Expiration').first().innerText()).toBe(formatShortDate(lastDay));
    await expectNoAxeViolations(page, 'the loan summary with its rate lock');
  });

  it('uploads to a to-do: it moves to Submitted, the borrower is told, and every count agrees', async () => {
    const { page } = borrower;
    const summaryCount = async () =>
      numberIn(
        await page
          .getByRole('heading', { name: 'MY TO-DOS' })
          .locator('xpath=following-sibling::p[1]')
          .textContent(),
        /(\d+)/,
      );
    const todosBefore = await summaryCount();
    await page.getByRole('link', { name: 'View Tasks' }).click();
    await page.getByRole('heading', { level: 1, name: 'My To-Do List' }).waitFor();
    const before = await counts(page);
    expect(before.tasks).toBeGreaterThan(0);
    expect(before.sidebar).toBe(todosBefore);
    expect(before.sidebar).toBe(before.tasks + before.unsigned);

    const tasks = page.getByRole('region', { name: /^Tasks/ });
    const item = tasks.getByRole('listitem').first();
    const description = (await item.getByRole('heading').innerText()).trim();
    await item.getByRole('button', { name: /^Start/ }).click();
    const panel = page.getByRole('region', { name: /Upload documents/ });
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Choose Files' }).click();
    await (await chooser).setFiles([pdf]);
    await panel.getByRole('listitem').first().waitFor();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.waitFor({ state: 'detached' });

    const status = page.getByRole('status').filter({ hasText: 'uploaded' });
    await status.waitFor();
    expect(await status.innerText()).toBe(
      `Your document was uploaded to “${description}”. We will review it and let you know if we need anything else.`,
    );
    const moved = page
      .getByRole('region', { name: /^Submitted/ })
      .getByRole('listitem')
      .filter({ hasText: description });
    await moved.getByText(/^Submitted on [A-Z][a-z]{2} \d{2}, \d{4}$/).waitFor();
    expect(await moved.getByRole('button', { name: 'Submitted' }).isDisabled()).toBe(true);
    expect(await tasks.getByRole('listitem').filter({ hasText: description }).count()).toBe(0);
    await expect.poll(async () => (await counts(page)).sidebar).toBe(before.sidebar - 1);
    const after = await counts(page);
    expect(after).toEqual({
      tasks: before.tasks - 1,
      submitted: before.submitted + 1,
      sidebar: before.sidebar - 1,
      unsigned: before.unsigned,
    });
    expect(after.sidebar).toBe(after.tasks + after.unsigned);
    await expectNoAxeViolations(page, 'the to-do list after an upload');
    await screenshotWidths(page, 'flow-end-todos-after-upload');

    await page
      .getByRole('navigation', { name: 'Loan pages' })
      .getByRole('link', { name: 'Loan Summary' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Loan Summary' }).waitFor();
    await expect.poll(summaryCount).toBe(after.sidebar);
  });

  it('had no uncaught errors in the page', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});
