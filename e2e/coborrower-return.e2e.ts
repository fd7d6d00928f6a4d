// Issue 17, items 7a-7d: the co-borrower's journey on a second browser context, and the borrower managing the
// invitation. The borrower (prepared through the API up to a chosen offer) is refused their own email, invites a
// wrong address, changes it, sends it again, invites and removes a second co-borrower, and is told on review and
// at submission that the co-borrower has not finished. The co-borrower joins from the outbox link (the older links
// no longer work), answers a step, leaves with Save & Logout with the employment typed but not continued, logs back
// in from a new tab and lands on that step with the answers kept; 'Continue my application' leads there too. They
// finish, their welcome says their part is done, the borrower submits, and the co-borrower's portal shows the loan
// with their own to-dos while their steps are read-only. Axe at 375 and 1280 px on each new state; screenshots.

import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, screenshotWidths } from './support/browser.ts';
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
import { fillLoginForm, fillRegistrationForm, uniqueEmail } from './support/identity.ts';
import {
  type Borrower,
  type Journey,
  openWithoutCachedApplication,
  registerBorrower,
  startJourney,
} from './support/journey.ts';
import { chooseFirstOfferThroughApi, consentToSubmitThroughApi } from './support/submission.ts';
import { borrowerToken, saveAnswers } from './support/verification.ts';

const OFFICER = '2000001';
const flow = loadFlow('slim-1');
const cob = JSON.parse(
  readFileSync(new URL('../tests/fixtures/coborrower/minimal.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const wrongEmail = uniqueEmail('cob-wrong');
const coborrowerEmail = uniqueEmail('cob-right');

let journey: Journey;
let borrower: Borrower;
let token: string;
let coContext: BrowserContext;
let coPage: Page;
let coToken: string;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => {
  await borrower?.context.close();
  await coContext?.close();
  await journey?.stop();
});

const base = () => journey.server.baseUrl;
const stepUrl = (stepPath: string) => (url: URL) =>
  url.pathname === `/${OFFICER}/${stepPath}` && url.searchParams.get('appId') === borrower.appId;
const api = async (page: Page, method: 'GET' | 'POST', path: string, bearer: string, data?: unknown) => {
  const response = await page.request.fetch(`${base()}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}` },
    ...(data === undefined ? {} : { data }),
  });
  return {
    status: response.status(),
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
};

/** A failed wait says what the page showed instead. */
const explain = (page: Page) => async (error: unknown) => {
  const shown = await page.evaluate(() => document.body.innerText).catch(() => '(no page)');
  throw new Error(`On ${page.url()} the page shows:\n${shown.replace(/\n+/g, ' | ').slice(0, 1500)}`, {
    cause: error,
  });
};

/** The newest invitation link mailed to `email`, as the outbox page shows it. */
async function newestLink(page: Page, email: string): Promise<URL> {
  await page.goto(`${base()}/dev/outbox`);
  const message = page.locator('article').filter({ hasText: email }).first();
  return new URL((await message.getByRole('link').getAttribute('href')) as string, base());
}

async function sendInvitation(page: Page, email: string) {
  const step = screenStep(flow, 'applicant/coborrower-info');
  const document = await waitForStep(page, step);
  await fillStep(page, document, {
    addBorrower: {
      addCoBorrower: 'yes',
      coBorrower: { firstName: 'Jordan', lastName: 'Reyes', email, relationship: 'Spouse' },
    },
  });
  await page.getByRole('button', { name: document.submitLabel ?? 'Continue', exact: true }).click();
}

describe('slim-1: a co-borrower leaves, comes back, finishes and follows the loan', () => {
  it('the borrower is refused their own email, under the field, then invites a co-borrower', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'cob-return' });
    const { page } = borrower;
    token = await borrowerToken(page, base(), borrower.email);
    const data = structuredClone(loadDataSet('slim-1', 'minimal')) as Record<string, unknown>;
    const { addBorrower: _ignored, ...answers } = data;
    (answers.consents as Record<string, unknown>).eSign = undefined;
    await saveAnswers(page, base(), token, borrower.appId, JSON.parse(JSON.stringify(answers)));
    await chooseFirstOfferThroughApi(page, base(), token, borrower.appId);
    await openWithoutCachedApplication(
      page,
      `${base()}/${OFFICER}/applicant/coborrower-info?appId=${borrower.appId}`,
    );

    await sendInvitation(page, borrower.email);
    const email = page.getByLabel("Co-borrower's email");
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('This is your own email address.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${OFFICER}/applicant/coborrower-info`);
    await expectNoAxeViolations(page, 'applicant/coborrower-info refusing the borrower’s own email');
    await screenshotWidths(page, 'cob-return-invite-own-email');

    await sendInvitation(page, wrongEmail);
    await page.waitForURL(stepUrl('applicant/coborrower-status'));
    await page.getByRole('list', { name: 'Co-borrowers' }).getByText(wrongEmail).waitFor();
  });

  it('the borrower changes the address, sends it again, and removes a second invitation', async () => {
    const { page } = borrower;
    await page.getByRole('button', { name: 'Change the name or email of Jordan Reyes' }).click();
    await page.getByRole('heading', { name: 'Change the invitation of Jordan Reyes' }).waitFor();
    await expectNoAxeViolations(page, 'applicant/coborrower-status changing an invitation');
    await screenshotWidths(page, 'cob-return-status-change');
    await page.getByLabel("Co-borrower's email").fill(coborrowerEmail);
    await page.getByRole('button', { name: 'Save and send a new invitation' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We sent a new invitation to ${coborrowerEmail}` })
      .waitFor();
    await page.getByRole('list', { name: 'Co-borrowers' }).getByText(coborrowerEmail).waitFor();

    await page.getByRole('button', { name: 'Send again to Jordan Reyes' }).click();
    await page.getByRole('status').filter({ hasText: 'The link we sent before no longer works' }).waitFor();
    await expectNoAxeViolations(page, 'applicant/coborrower-status after sending again');
    await screenshotWidths(page, 'cob-return-status-sent-again');

    const second = await api(
      page,
      'POST',
      `/api/v2/coborrower/application/${borrower.appId}/basic-info`,
      token,
      {
        firstName: 'Sam',
        lastName: 'Reyes',
        email: uniqueEmail('cob-second'),
        relationship: 'Sibling',
      },
    );
    expect(second.status).toBe(201);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('button', { name: 'Remove Sam Reyes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Sam Reyes?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'removing a co-borrower (the dialog)');
    await screenshotWidths(page, 'cob-return-remove-dialog');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Sam Reyes was removed from your application.' })
      .waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Co-borrowers' }).getByRole('listitem').count())
      .toBe(1);
  });

  it('review and submission say the co-borrower has not finished', async () => {
    const { page } = borrower;
    await page.goto(`${base()}/${OFFICER}/submit/review?appId=${borrower.appId}`);
    const warning = page.getByText('Jordan Reyes has not finished their part yet.', { exact: false });
    await warning.waitFor();
    await page.locator('section[aria-labelledby="review-coborrowers"]').getByText(coborrowerEmail).waitFor();
    await expectNoAxeViolations(page, 'submit/review with a co-borrower who has not finished');
    await screenshotWidths(page, 'cob-return-review-waiting');
    await page.goto(`${base()}/${OFFICER}/submit/process?appId=${borrower.appId}`);
    await page
      .getByRole('alert')
      .filter({ hasText: `Jordan Reyes (${coborrowerEmail}) has not finished their part` })
      .waitFor()
      .catch(explain(page));
    await expectNoAxeViolations(page, 'submit/process refused while the co-borrower has not finished');
    await screenshotWidths(page, 'cob-return-submit-waiting');
  });

  it('the co-borrower joins from the newest link; the links sent before no longer work', async () => {
    coContext = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    coPage = await coContext.newPage();
    collectPageErrors(coPage, journey.pageErrors);
    const oldLink = await newestLink(coPage, wrongEmail);
    const link = await newestLink(coPage, coborrowerEmail);
    await coPage.goto(link.toString());
    await coPage.getByRole('button', { name: 'Register' }).click();
    await coPage.waitForURL((url) => url.pathname === '/idp/authorize');
    await fillRegistrationForm(coPage, coborrowerEmail, { first: 'Jordan', last: 'Reyes' });
    await coPage.waitForURL(stepUrl('coborrower/processing'), { timeout: 30_000 });
    coToken = await borrowerToken(coPage, base(), coborrowerEmail);
    const contactId = link.searchParams.get('contactId');
    expect(oldLink.searchParams.get('contactId')).toBe(contactId);
    const stale = await api(
      coPage,
      'POST',
      `/api/v2/coborrower/create-account/application/${borrower.appId}/contact/${contactId}`,
      coToken,
      { invite: oldLink.searchParams.get('invite') },
    );
    expect(stale.status).toBe(404);
  });

  it('answers a step, leaves with Save & Logout mid-step, and logs back in on it from a new tab', async () => {
    const done = await walkFlow({
      page: coPage,
      officerId: OFFICER,
      flow,
      data: cob,
      until: 'coborrower/employment-history',
      label: 'cob-return',
    }).catch(explain(coPage));
    expect(done).toEqual([
      'coborrower/processing',
      'coborrower/legal',
      'coborrower/address-history-confirmation',
      'coborrower/credit-score',
    ]);
    const employment = await waitForStep(coPage, screenStep(flow, 'coborrower/employment-history'));
    await fillStep(coPage, employment, cob);
    await coPage.getByRole('button', { name: 'Save Progress & Logout' }).click();
    const dialog = coPage.getByRole('dialog', { name: 'Save and Logout?' });
    await dialog.getByRole('button', { name: 'Save & Logout' }).click();
    await coPage.waitForURL((url) => url.pathname === `/${OFFICER}/login`);

    // A new tab: nothing of the application in its session, so the server says where their part is.
    await coPage.close();
    coPage = await coContext.newPage();
    collectPageErrors(coPage, journey.pageErrors);
    await coPage.goto(`${base()}/${OFFICER}/login`);
    await coPage.getByRole('button', { name: 'Log In' }).click();
    await coPage.waitForURL((url) => url.pathname === '/idp/authorize');
    await fillLoginForm(coPage, coborrowerEmail);
    await coPage.waitForURL(stepUrl('coborrower/employment-history'), { timeout: 30_000 });
    await expectStepAnswers(
      coPage,
      await waitForStep(coPage, screenStep(flow, 'coborrower/employment-history')),
      cob,
    );
    await expectNoAxeViolations(coPage, 'coborrower/employment-history after logging back in');
    await screenshotWidths(coPage, 'cob-return-resumed-employment');

    await coPage.goto(`${base()}/${OFFICER}/myfasttrack?appId=${borrower.appId}`);
    await coPage.waitForURL(stepUrl('coborrower/employment-history'));
  });

  it('finishes their part; their welcome then says it is done', async () => {
    const done = await walkFlow({
      page: coPage,
      officerId: OFFICER,
      flow,
      data: cob,
      label: 'cob-return',
    }).catch(explain(coPage));
    expect(done.at(-1)).toBe('coborrower/get-money');
    // Their own authorisation of the hard inquiry was given on the way: without it the borrower could not submit.
    expect(done).toContain('coborrower/credit-authorization');
    await coPage.getByText('Your answers have been sent').waitFor();
    await coPage.goto(`${base()}/${OFFICER}/coborrower/processing?appId=${borrower.appId}`);
    await coPage.getByRole('heading', { level: 1, name: 'Your part is done' }).waitFor();
    await coPage.getByRole('button', { name: 'Review my answers' }).waitFor();
    await expectNoAxeViolations(coPage, 'coborrower/processing once their part is done');
    await screenshotWidths(coPage, 'cob-return-welcome-done');
  });

  it('the borrower sees them finished on review and submits', async () => {
    const { page } = borrower;
    await page.goto(`${base()}/${OFFICER}/submit/review?appId=${borrower.appId}`);
    await page.getByRole('heading', { level: 2, name: 'Co-borrowers' }).waitFor();
    await page.getByText('Finished their part', { exact: true }).waitFor();
    expect(await page.getByText('has not finished').count()).toBe(0);
    await page.getByRole('button', { name: 'Accept the terms and continue', exact: true }).click();
    // The E-SIGN consent and the disclosures come before submission (issue 18, items 11 and 12).
    await page.waitForURL(stepUrl('esign-consent'), { timeout: 30_000 });
    await consentToSubmitThroughApi(page, base(), token, borrower.appId);
    const submitted = await api(page, 'POST', `/api/v2/application/${borrower.appId}/submit`, token);
    expect(submitted.status).toBe(201);
    const status = await api(page, 'GET', `/api/v2/application/${borrower.appId}/status`, token);
    expect(status.body.status).toBe('submitted');
  });

  it('the co-borrower’s portal shows the loan with their own to-dos; their answers are read-only', async () => {
    // Their Save & Logout withdrew the access tokens issued before it (issue 19, item 14): ask for a new one.
    coToken = await borrowerToken(coPage, base(), coborrowerEmail);
    const status = await api(coPage, 'GET', '/api/v2/portal', coToken);
    const [card] = status.body.loans as { loanNumber: string; street: string }[];
    await coPage.goto(`${base()}/${OFFICER}/coborrower/legal?appId=${borrower.appId}`);
    await coPage.getByRole('heading', { level: 1, name: 'Your part is done' }).waitFor();
    expect(await coPage.locator('form input').count()).toBe(0);
    await expectNoAxeViolations(coPage, 'a co-borrower step after submission');
    await screenshotWidths(coPage, 'cob-return-step-after-submission');
    await coPage.getByRole('link', { name: 'Go to my loans' }).click();
    await coPage.waitForURL((url) => url.pathname === `/${OFFICER}/portal`);
    const article = coPage.getByRole('article').filter({ hasText: card?.loanNumber ?? '(none)' });
    await article.waitFor();
    await article.getByText('Application Submitted').waitFor();
    await article.getByText('You have nothing to do on it right now', { exact: false }).waitFor();
    expect(await article.getByText(card?.street ?? '(none)').count()).toBe(1);
    expect(await coPage.getByText('Unknown Street').count()).toBe(0);
    await expectNoAxeViolations(coPage, 'the co-borrower’s dashboard');
    await screenshotWidths(coPage, 'cob-return-portal');
  });

  it('had no uncaught errors in the pages', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});
