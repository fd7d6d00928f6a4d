// Issue 17, item 10: one progress indicator that means progress. A slim-1 borrower (answers and offer saved through
// the API) opens steps of each stage: the indicator names the stages, marks the current one, and the share rises
// along the journey; Continue moves it forward, Back shows where the borrower is, an Edit from the review keeps the
// review's share. A co-borrower reads their own stages. On a phone the current stage and the bar show, the list is
// for screen readers; at 1280 px the list shows. Axe at 375 and 1280 px on each state; screenshots.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyPlace } from '../src/shared/flows/journey-place.ts';
import { collectPageErrors, screenshotWidths, settleLayout } from './support/browser.ts';
import {
  expectNoAxeViolations,
  fillStep,
  loadDataSet,
  loadFlow,
  screenStep,
  waitForStep,
} from './support/flow-walker.ts';
import { fillRegistrationForm, uniqueEmail } from './support/identity.ts';
import { type Borrower, type Journey, registerBorrower, startJourney } from './support/journey.ts';
import { chooseFirstOfferThroughApi } from './support/submission.ts';
import { borrowerToken, saveAnswers } from './support/verification.ts';

const OFFICER = '2000001';
const flow = loadFlow('slim-1');
const coborrowerEmail = uniqueEmail('progress-cob');

let journey: Journey;
let borrower: Borrower;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => {
  await borrower?.context.close();
  await journey?.stop();
});

const base = () => journey.server.baseUrl;
const open = async (page: Page, appId: string, stepPath: string, query = '') => {
  await page.goto(`${base()}/${OFFICER}/${stepPath}?appId=${appId}${query}`);
  await waitForStep(page, screenStep(flow, stepPath));
};

interface Shown {
  share: number;
  valueText: string;
  current: string[];
  stages: string[];
}

/** A stage as read: its title (and "(done)"), without the number or tick before it. */
const withoutMark = (text: string) => text.replace(/^(\d+|✓)/, '');

async function indicator(page: Page, name = 'Progress of your application'): Promise<Shown> {
  const bar = page.getByRole('progressbar', { name, exact: true });
  await bar.waitFor();
  const list = page.getByRole('list', { name: name.replace('Progress', 'Stages') });
  const items = list.getByRole('listitem');
  return {
    share: Number(await bar.getAttribute('aria-valuenow')),
    valueText: (await bar.getAttribute('aria-valuetext')) ?? '',
    current: (await list.locator('[aria-current="step"]').allTextContents()).map(withoutMark),
    stages: (await items.allTextContents()).map(withoutMark),
  };
}

/** What the flow file says the step shows (its stage and share), as the borrower reads it. */
function expected(stepPath: string, returnTo?: string) {
  const place = journeyPlace(flow, stepPath, returnTo);
  if (!place) throw new Error(`${stepPath} has no place`);
  const stage = place.stages[place.current]?.title as string;
  return { place, stage, valueText: `${stage}, ${place.share}% of your application done` };
}

/** A phone shows the current stage and the bar (the list is for screen readers); 1280 px shows the list. */
async function expectLayouts(page: Page, stage: string, stages: number) {
  await page.setViewportSize({ width: 375, height: 900 });
  await settleLayout(page);
  const list = page.getByRole('list', { name: 'Stages of your application' });
  const summary = page.getByText(new RegExp(`^Stage \\d of ${stages}: ${stage}$`));
  expect((await list.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  expect(await summary.isVisible()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await settleLayout(page);
  expect((await list.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  expect(await summary.isVisible()).toBe(false);
}

describe('slim-1: one progress indicator across the journey', () => {
  it('names the stages and the share on a step of each stage, rising along the journey', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'progress' });
    const { page, appId } = borrower;
    const token = await borrowerToken(page, base(), borrower.email);
    const answers = structuredClone(loadDataSet('slim-1', 'minimal')) as Record<string, unknown>;
    delete answers.addBorrower;
    (answers.consents as Record<string, unknown>).eSign = undefined;
    await saveAnswers(page, base(), token, appId, JSON.parse(JSON.stringify(answers)));
    await chooseFirstOfferThroughApi(page, base(), token, appId);

    let before = -1;
    for (const stepPath of ['property/address', 'applicant/legal', 'submit/review']) {
      await open(page, appId, stepPath);
      const want = expected(stepPath);
      const shown = await indicator(page);
      expect(shown.valueText).toBe(want.valueText);
      expect(shown.current).toEqual([want.stage]);
      expect(shown.stages).toEqual(
        want.place.stages.map((stage) => (stage.state === 'done' ? `${stage.title} (done)` : stage.title)),
      );
      expect(shown.share).toBeGreaterThan(before);
      before = shown.share;
      await expectLayouts(page, want.stage, want.place.stages.length);
      await expectNoAxeViolations(page, `the progress indicator on ${stepPath}`);
      await screenshotWidths(page, `progress-${stepPath.replaceAll('/', '-')}`);
    }
    expect(await indicator(page).then((shown) => shown.stages)).toEqual([
      'Prequalify (done)',
      'Application (done)',
      'Submit',
      'Closing',
    ]);
  });

  it('Continue moves it forward; Back shows where the borrower is', async () => {
    const { page, appId, stepUrl } = borrower;
    await open(page, appId, 'property/address');
    const first = await indicator(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(stepUrl('property/info'));
    await waitForStep(page, screenStep(flow, 'property/info'));
    const second = await indicator(page);
    expect(second.share).toBeGreaterThan(first.share);
    expect(second.valueText).toBe(expected('property/info').valueText);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(stepUrl('property/address'));
    await waitForStep(page, screenStep(flow, 'property/address'));
    expect((await indicator(page)).share).toBe(first.share);
  });

  it('an Edit from the review keeps the review’s share and marks the stage being edited', async () => {
    const { page, appId } = borrower;
    await open(page, appId, 'property/loan-amount', `&returnTo=${encodeURIComponent('submit/review')}`);
    const shown = await indicator(page);
    const want = expected('property/loan-amount', 'submit/review');
    expect(shown.share).toBe(expected('submit/review').place.share);
    expect(shown.valueText).toBe(want.valueText);
    expect(shown.current).toEqual(['Prequalify']);
    expect(shown.stages).toEqual(['Prequalify', 'Application (done)', 'Submit', 'Closing']);
    await expectNoAxeViolations(page, 'the progress indicator on an Edit from the review');
    await screenshotWidths(page, 'progress-edit-from-review');
  });

  it('the co-borrower reads their own stages', async () => {
    const { page, appId, stepUrl } = borrower;
    await open(page, appId, 'applicant/coborrower-info');
    const document = await waitForStep(page, screenStep(flow, 'applicant/coborrower-info'));
    await fillStep(page, document, {
      addBorrower: {
        addCoBorrower: 'yes',
        coBorrower: {
          firstName: 'Jordan',
          lastName: 'Reyes',
          email: coborrowerEmail,
          relationship: 'Spouse',
        },
      },
    });
    await page.getByRole('button', { name: document.submitLabel ?? 'Continue', exact: true }).click();
    await page.waitForURL(stepUrl('applicant/coborrower-status'));
    // The invitation's step holds the share of the step it branches from.
    expect((await indicator(page)).share).toBe(expected('applicant/add-borrower').place.share);

    const coContext = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const coPage = await coContext.newPage();
      collectPageErrors(coPage, journey.pageErrors);
      await coPage.goto(`${base()}/dev/outbox`);
      const message = coPage.locator('article').filter({ hasText: coborrowerEmail }).first();
      await coPage.goto(
        new URL((await message.getByRole('link').getAttribute('href')) as string, base()).href,
      );
      await coPage.getByRole('button', { name: 'Register' }).click();
      await coPage.waitForURL((url) => url.pathname === '/idp/authorize');
      await fillRegistrationForm(coPage, coborrowerEmail, { first: 'Jordan', last: 'Reyes' });
      await coPage.waitForURL(stepUrl('coborrower/processing'), { timeout: 30_000 });
      for (const stepPath of ['coborrower/processing', 'coborrower/credit-score']) {
        await coPage.goto(`${base()}/${OFFICER}/${stepPath}?appId=${appId}`);
        await waitForStep(coPage, screenStep(flow, stepPath));
        const place = journeyPlace(flow, stepPath);
        const stage = place?.stages[place.current]?.title;
        const shown = await indicator(coPage, 'Progress of your part');
        expect(shown.valueText).toBe(`${stage}, ${place?.share}% of your part done`);
        expect(shown.current).toEqual([stage]);
        await expectNoAxeViolations(coPage, `the co-borrower's progress on ${stepPath}`);
        await screenshotWidths(coPage, `progress-${stepPath.replaceAll('/', '-')}`);
      }
    } finally {
      await coContext.close();
    }
    expect(journey.pageErrors).toEqual([]);
  });
});
