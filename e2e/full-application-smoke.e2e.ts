// The real estate, declarations, demographics, military and add-borrower screens on their own (issue 6): a new
// borrower is created through the log-in page, then sent straight to the first of these screens in each flow, and
// the walker fills them from the minimal and maximal data sets (repeatable groups with nested mortgages,
// multi-select checkboxes, follow-ups that appear when their question is answered), with zero axe violations at
// 375 and 1280 px on each. The server then holds exactly the data set's sections, and each screen shows them
// again after a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStepAnswers,
  loadDataSet,
  loadFlow,
  screenStep,
  waitForStep,
  walkFlow,
} from './support/flow-walker.ts';
import {
  applicationDocument,
  type Borrower,
  type Journey,
  registerBorrower,
  startJourney,
} from './support/journey.ts';

const OFFICER = '1464945';
const SECTIONS = ['realEstate', 'declarations', 'military', 'demographics', 'addBorrower'] as const;

/** The stretches of each flow that are these screens: where a walk starts and where it stops. */
const STRETCHES = {
  'slim-1': [
    { from: 'applicant/reo-intro', until: 'applicant/legal' },
    { from: 'applicant/demographics/e', until: undefined },
  ],
  'long-1': [
    { from: 'applicant/reo-intro', until: 'applicant/social' },
    { from: 'applicant/demographics/e', until: undefined },
  ],
} as const;

/** A value as JSON keeps it, with the empty strings a form leaves out dropped. */
const withoutEmpty = (value: unknown): unknown =>
  value === undefined
    ? undefined
    : JSON.parse(JSON.stringify(value, (_key, entry) => (entry === '' ? undefined : entry)));

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});

afterAll(async () => {
  await journey?.stop();
});

describe.each([
  { flowType: 'slim-1', dataSet: 'minimal' },
  { flowType: 'slim-1', dataSet: 'maximal' },
  { flowType: 'long-1', dataSet: 'minimal' },
  { flowType: 'long-1', dataSet: 'maximal' },
] as const)(
  '$flowType, the $dataSet borrower on the real estate, declarations and demographics screens',
  ({ flowType, dataSet }) => {
    const flow = loadFlow(flowType);
    const data = loadDataSet(flowType, dataSet);
    const label = `smoke-${flowType}-${dataSet}`;
    let borrower: Borrower;
    const walked: string[] = [];
    afterAll(async () => borrower?.context.close());

    it('fills every screen with zero axe violations and moves on as the flow says', async () => {
      borrower = await registerBorrower(journey, {
        officerId: OFFICER,
        prefix: label,
        flowType: flowType === 'slim-1' ? undefined : flowType,
      });
      const { page, appId } = borrower;
      for (const { from, until } of STRETCHES[flowType]) {
        await page.goto(`${journey.server.baseUrl}/${OFFICER}/${from}?appId=${appId}`);
        await waitForStep(page, screenStep(flow, from));
        walked.push(...(await walkFlow({ page, officerId: OFFICER, flow, data, until, label })));
      }
      const owns = (data.realEstate as { ownsOther: string }).ownsOther === 'yes';
      expect(walked.includes('applicant/property-review')).toBe(owns);
      expect(walked.includes('applicant/reo')).toBe(owns && flowType === 'long-1');
      expect(walked.at(-1)).toBe(flow.steps.at(-1)?.path);
    });

    it('keeps exactly the answers of the data set', async () => {
      const document = await applicationDocument(borrower.page, borrower.appId);
      for (const section of SECTIONS) {
        expect(withoutEmpty(document[section]), section).toEqual(withoutEmpty(data[section]));
      }
    });

    it('shows every answer again on each screen', async () => {
      const { page, appId } = borrower;
      for (const stepPath of walked) {
        const step = screenStep(flow, stepPath);
        await page.goto(`${journey.server.baseUrl}/${OFFICER}/${stepPath}?appId=${appId}`);
        const document = await waitForStep(page, step);
        await expectStepAnswers(page, document, data);
      }
    });
  },
);

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
    await page.waitForURL(stepUrl('applicant/add-borrower'));

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
