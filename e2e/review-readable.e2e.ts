// A review a person can read (issue 17, item 9), at 375 and 1280 px with axe on every state: the slim-1 maximal
// borrower's answers (saved through the API, an offer chosen) read back in words, never codes or stored dates; the
// declarations keep their Form 1003 letters; a step their answers skip (the condominium questions of a house) has
// no part; the chosen terms come first with a way to Accept. On a phone each section starts closed as one line with
// Edit; one is opened, an answer edited from it and the review comes back closed. The page's height at 375 px is
// printed closed and with every section open.

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, screenshotWidths, settleLayout } from './support/browser.ts';
import { expectNoAxeViolations, loadDataSet, loadStepDocument } from './support/flow-walker.ts';
import {
  type Borrower,
  type Journey,
  openWithoutCachedApplication,
  registerBorrower,
  startJourney,
} from './support/journey.ts';
import { chooseFirstOfferThroughApi } from './support/submission.ts';
import { borrowerToken, saveAnswers } from './support/verification.ts';

const OFFICER = '2000001';
const REVIEW_TITLE = 'Review your application';
const data = loadDataSet('slim-1', 'maximal') as Record<string, unknown>;
const legal = loadStepDocument('applicant-legal');

let journey: Journey;
let borrower: Borrower;

beforeAll(async () => {
  journey = await startJourney();
});

afterAll(async () => {
  await borrower?.context.close();
  await journey?.stop();
});

async function onReview({ page, stepUrl }: Borrower) {
  await page.waitForURL(stepUrl('submit/review'), { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: REVIEW_TITLE, exact: true }).waitFor();
  await page.getByRole('region', { name: 'Your loan terms' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
}

const pageHeight = async ({ page }: Borrower, width: number) => {
  await page.setViewportSize({ width, height: 800 });
  await settleLayout(page);
  return page.evaluate(() => document.documentElement.scrollHeight);
};

describe('the review of a long application', () => {
  it('arrives at the review with every answer and an offer chosen', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'review' });
    const token = await borrowerToken(borrower.page, journey.server.baseUrl, borrower.email);
    const answers = structuredClone(data);
    answers.addBorrower = { addCoBorrower: 'no' };
    // The E-SIGN consent is the disclosures step's to give, after submission.
    (answers.consents as Record<string, unknown>).eSign = undefined;
    await saveAnswers(
      borrower.page,
      journey.server.baseUrl,
      token,
      borrower.appId,
      JSON.parse(JSON.stringify(answers)),
    );
    await chooseFirstOfferThroughApi(borrower.page, journey.server.baseUrl, token, borrower.appId);
    await openWithoutCachedApplication(
      borrower.page,
      `${journey.server.baseUrl}/${OFFICER}/submit/review?appId=${borrower.appId}`,
    );
    await onReview(borrower);
    console.info(`submit/review at 375 px: ${await pageHeight(borrower, 375)} px tall as it opens`);
  });

  it('on a desktop: every section open, words not codes, dates in full, the URLA letters, no skipped step', async () => {
    const { page } = borrower;
    await page.setViewportSize({ width: 1280, height: 900 });
    const main = page.locator('main');
    const text = await main.innerText();
    for (const code of [
      'InformationNotProvided',
      'NotHispanicOrLatino',
      'HispanicOrLatino',
      'HELOAN',
      'Retain',
    ])
      expect(text, code).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b|\b\d{2}\/\d{2}\/\d{4}\b/);
    await main.getByText('March 9, 1984', { exact: true }).waitFor();
    await main.getByText('Hispanic or Latino, Not Hispanic or Latino', { exact: true }).waitFor();
    for (const letter of ['A', 'C', 'D1', 'D2', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'])
      await main
        .getByText(new RegExp(`^${letter}\\. `))
        .first()
        .waitFor();
    // Single-family house: the condominium step is not on this borrower's way, whatever the data set holds.
    expect(await page.getByRole('heading', { name: 'About your condominium' }).count()).toBe(0);
    expect(await main.locator('h2 button').count()).toBe(0);

    const terms = page.getByRole('region', { name: 'Your loan terms' });
    await terms.getByText(/^Home equity (line of credit \(HELOC\)|loan)$/).waitFor();
    for (const label of ['Interest rate', 'APR', 'Monthly payment', 'Origination fee', 'Term'])
      await terms.getByText(label, { exact: true }).waitFor();
    // The terms come before the first section of answers.
    const above = await page.evaluate(() => {
      const termsBox = document.getElementById('review-terms')?.getBoundingClientRect().top ?? 0;
      const first = [...document.querySelectorAll('main h2')].find((h2) => h2.id !== 'review-terms');
      return termsBox < (first?.getBoundingClientRect().top ?? 0);
    });
    expect(above).toBe(true);
    await terms.getByRole('link', { name: 'Go to Accept' }).click();
    const accept = page.getByRole('button', { name: 'Accept the terms and continue', exact: true });
    await expect.poll(() => accept.evaluate((button) => button === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'submit/review open', [1280]);
    await screenshotWidths(page, 'review-desktop', [1280]);
    // The first screenful as the borrower meets it: the terms, then the first answers.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'review-desktop-first-screen-1280.png') });
    console.info(`submit/review at 1280 px: ${await pageHeight(borrower, 1280)} px tall`);
  });

  it('on a phone: each section closed to one line with Edit; one opened, edited from and back', async () => {
    const { page } = borrower;
    const closedHeight = await pageHeight(borrower, 375);
    const sections = page.getByRole('heading', { level: 2 }).getByRole('button');
    const count = await sections.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index += 1)
      expect(await sections.nth(index).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('link', { name: 'Edit About you' }).waitFor();
    expect(await page.locator('main').getByRole('heading', { level: 3 }).count()).toBe(0);
    await expectNoAxeViolations(page, 'submit/review on a phone, closed', [375]);
    await screenshotWidths(page, 'review-phone-closed', [375]);

    const aboutYou = page.getByRole('button', { name: 'About you' });
    await aboutYou.click();
    expect(await aboutYou.getAttribute('aria-expanded')).toBe('true');
    const region = page.getByRole('region', { name: 'About you' });
    await region.getByRole('heading', { level: 3, name: legal.title }).waitFor();
    await region.getByText('March 9, 1984', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'submit/review on a phone, a section open', [375]);
    await screenshotWidths(page, 'review-phone-open', [375]);

    for (let index = 0; index < count; index += 1) {
      const button = sections.nth(index);
      if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    }
    const openHeight = await pageHeight(borrower, 375);
    console.info(
      `submit/review at 375 px: ${closedHeight} px closed, ${openHeight} px with every section open`,
    );
    expect(closedHeight).toBeLessThan(openHeight / 2);

    await page.getByRole('link', { name: `Edit ${legal.title}` }).click();
    await page.waitForURL(borrower.stepUrl('applicant/legal'));
    await page.getByRole('heading', { level: 1, name: legal.title, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('submit/review');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await onReview(borrower);
    expect(await page.getByRole('button', { name: 'About you' }).getAttribute('aria-expanded')).toBe('false');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('had no uncaught errors in the page', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});
