// Keyboard only (issue 9, accessibility): a borrower who uses no pointer registers and walks the whole slim-1 flow,
// from the log-in page's Register button through prequalification, the offer, identity and payroll verification on
// the simulated service's hosted pages, review, disclosures (opened in a new tab with Enter), submission, the
// closing slot and the payout to the loan summary. Focus moves with Tab and Shift+Tab only; answers are typed,
// radios and selects move with the arrow keys, checkboxes toggle with Space, buttons and links take Enter
// (e2e/support/hands.ts). A control Tab cannot reach fails the test by name. Each step is axe-checked as usual.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathThrough } from '../src/shared/flows/flow-navigation.ts';
import { expectNoAxeViolations, loadDataSet, loadFlow, walkFlow } from './support/flow-walker.ts';
import {
  type Borrower,
  type Journey,
  pickFirstOffer,
  registerBorrower,
  startJourney,
} from './support/journey.ts';
import {
  chooseCheckByMail,
  openDisclosures,
  openSampleDocument,
  scheduleFirstClosing,
} from './support/submission.ts';
import { completeVerification, VERIFICATION_OUTCOMES } from './support/verification.ts';

const OFFICER = '2000001';
const flow = loadFlow('slim-1');
// The minimal borrower: they verify their identity on the soft-pull consent screen (the credit check runs only on a
// verified identity), so the identity step later says it is already verified and their legal name is read-only.
const data: Record<string, unknown> = {
  ...loadDataSet('slim-1', 'minimal'),
  addBorrower: { addCoBorrower: 'no' },
};

let journey: Journey;
let borrower: Borrower;

/**
 * The flow's dialogs opened and closed with the keyboard, each axe-checked open: Save Progress & Logout, and at
 * phone width the loan officer's drawer. Escape closes each and the focus goes back to what opened it.
 */
async function dialogsByKeyboard({ page, hands }: Borrower) {
  const opener = page.getByRole('button', { name: 'Save Progress & Logout' }).first();
  await hands.press(opener);
  const dialog = page.getByRole('dialog', { name: 'Save and Logout?' });
  await dialog.waitFor();
  await expectNoAxeViolations(page, 'the Save and Logout dialog open');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

  await page.setViewportSize({ width: 375, height: 800 });
  const drawerOpener = page.getByRole('button', { name: /^Your Loan Officer/ });
  await hands.press(drawerOpener);
  const drawer = page.getByRole('dialog', { name: 'Your Loan Officer' });
  await drawer.waitFor();
  await expectNoAxeViolations(page, 'the loan officer drawer open', [375]);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await expect.poll(() => drawerOpener.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  journey = await startJourney();
});

afterAll(async () => {
  await borrower?.context.close();
  await journey?.stop();
});

describe('slim-1 with the keyboard alone', () => {
  const completed: string[] = [];
  const walk = (until?: string) =>
    walkFlow({
      page: borrower.page,
      officerId: OFFICER,
      flow,
      data,
      until,
      label: 'keyboard',
      input: 'keyboard',
      checkErrorState: true,
    });

  it('registers from the log-in page, prequalifies and picks an offer', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'keyboard', input: 'keyboard' });
    completed.push(...(await walk('contact-info')));
    await dialogsByKeyboard(borrower);
    completed.push(...(await walk('select-offer/options')));
    await pickFirstOffer(borrower);
  });

  it('verifies identity and income on the hosted pages', async () => {
    const { page, hands } = borrower;
    completed.length = 0;
    completed.push(...(await walk('applicant/id')));
    expect(await completeVerification(page, 'identity', data, { hands })).toContain(
      VERIFICATION_OUTCOMES.identityAlreadyVerified,
    );
    completed.push(...(await walk('prequal/voi')));
    expect(await completeVerification(page, 'income', data, { hands })).toContain(
      VERIFICATION_OUTCOMES.incomePassed,
    );
  });

  it('submits, schedules the closing and chooses the payout, ending on the loan summary', async () => {
    const { page, hands, stepUrl } = borrower;
    completed.push(...(await walk('esign-consent')));
    await openSampleDocument(page, hands);
    completed.push(...(await walk('disclosures')));
    await openDisclosures(page, undefined, hands);
    completed.push(...(await walk('schedule-closing')));
    await scheduleFirstClosing(page, hands);
    completed.push('schedule-closing');
    await page.waitForURL(stepUrl('get-money'));
    await chooseCheckByMail(page, hands);
    completed.push('get-money');
    await page.waitForURL(stepUrl('applicant/loan-summary'));
    completed.push(...(await walk()));
    expect(completed).toEqual(pathThrough(flow, data, 'select-offer/done').map((step) => step.path));
    await page.getByText(/^Loan number HL\d{10}$/).waitFor();
    await page.getByText('Schedule Closing (current)').waitFor();
  });

  it('had no uncaught errors in the page', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});
