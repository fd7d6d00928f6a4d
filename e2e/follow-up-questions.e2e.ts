// Follow-up questions (issue 6): on the military service and race screens, a follow-up appears when its question is
// answered and is then required ('Choose at least one', 'Enter a date'), and 'I do not wish to provide this
// information' is refused alongside another answer. The walks of every screen with the minimal and maximal data
// sets are in full-application.e2e.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFlow, screenStep, waitForStep } from './support/flow-walker.ts';
import {
  applicationDocument,
  type Borrower,
  type Journey,
  registerBorrower,
  startJourney,
} from './support/journey.ts';

const OFFICER = '1464945';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});

afterAll(async () => {
  await journey?.stop();
});

describe('follow-up questions', () => {
  const flow = loadFlow('slim-1');
  let borrower: Borrower;
  afterAll(async () => borrower?.context.close());

  it('appear when their question is answered, and are required then', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'smoke-follow-ups' });
    const { page, appId, stepUrl } = borrower;
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });

    await page.goto(`${journey.server.baseUrl}/${OFFICER}/applicant/declarations/military?appId=${appId}`);
    await waitForStep(page, screenStep(flow, 'applicant/declarations/military'));
    const statuses = page.getByRole('group', { name: 'Which of these apply? (choose all that apply)' });
    expect(await statuses.count()).toBe(0);
    await page
      .getByRole('group', { name: /^Did you \(or your deceased spouse\) ever serve/ })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await statuses.waitFor();
    await continueButton.click();
    await page.getByText('Choose at least one').first().waitFor();
    await statuses.getByRole('checkbox', { name: 'Currently serving on active duty', exact: true }).check();
    const expiration = page
      .getByLabel(/^Projected expiration date of service or tour/)
      .and(page.locator('input'));
    await expiration.waitFor();
    await continueButton.click();
    await page.getByText('Enter a date').first().waitFor();
    await expiration.fill('2030-01-31');
    await continueButton.click();
    // Accepted: the flow moves on to whatever step follows the military one.
    await page.waitForURL((url) => !url.pathname.endsWith('/applicant/declarations/military'));

    await page.goto(`${journey.server.baseUrl}/${OFFICER}/applicant/demographics/r?appId=${appId}`);
    await waitForStep(page, screenStep(flow, 'applicant/demographics/r'));
    const race = page.getByRole('group', { name: 'Race (choose all that apply)', exact: true });
    await race.getByRole('checkbox', { name: 'White', exact: true }).check();
    await race
      .getByRole('checkbox', { name: 'I do not wish to provide this information', exact: true })
      .check();
    await continueButton.click();
    await page
      .getByText('Choose “I do not wish to provide this information” on its own, or clear it')
      .first()
      .waitFor();
    await race.getByRole('checkbox', { name: 'White', exact: true }).uncheck();
    await continueButton.click();
    await page.waitForURL(stepUrl('applicant/demographics/g'));

    const document = await applicationDocument(page, appId);
    expect(document.military).toEqual({
      selfDeclaredMilitaryServiceIndicator: 'yes',
      militaryStatusTypes: ['ActiveDuty'],
      militaryServiceExpectedCompletionDate: '2030-01-31',
    });
    expect(document.demographics).toEqual({ race: ['InformationNotProvided'] });
  });
});
