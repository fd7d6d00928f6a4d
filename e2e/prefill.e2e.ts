// Issue 17, item 7, "nothing asked twice": a borrower who signed up as Erin Tester finds contact-info filled with
// that name and email, and applicant/legal with the name they kept there; the values are editable, nothing is
// written before Continue, and Continue saves them; applicant/liabilities (URLA 2d) starts from the monthly amount
// stated on applicant/income. axe at 375 and 1280 px, screenshots of the prefilled screens.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotWidths } from './support/browser.ts';
import {
  expectNoAxeViolations,
  loadDataSet,
  loadFlow,
  screenStep,
  waitForStep,
  walkFlow,
} from './support/flow-walker.ts';
import {
  type Borrower,
  type Journey,
  pickFirstOffer,
  registerBorrower,
  startJourney,
} from './support/journey.ts';

const OFFICER = '2000001';
const FLOW_TYPE = 'slim-1';
const flow = loadFlow(FLOW_TYPE);
const REGISTERED = { first: 'Erin', last: 'Tester' };
/** What the borrower pays a month in alimony, child support, separate maintenance or job-related expenses. */
const OBLIGATIONS = 450;

let journey: Journey;
let borrower: Borrower;
/** The bodies of the application writes (PATCH …/application/{appId}) the page sent. */
const writes: string[] = [];
const recordWrites = (request: Request) => {
  if (request.method() === 'PATCH' && /\/api\/v2\/application\/\d+$/.test(new URL(request.url()).pathname))
    writes.push(request.postData() ?? '');
};

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const valuesOf = (page: Page, names: string[]) =>
  Promise.all(names.map((name) => textbox(page, name).inputValue()));

beforeAll(async () => {
  journey = await startJourney();
  borrower = await registerBorrower(journey, {
    officerId: OFFICER,
    prefix: 'prefill',
    flowType: FLOW_TYPE,
    names: REGISTERED,
  });
  borrower.page.on('request', recordWrites);
});
afterAll(async () => {
  await borrower?.context.close();
  await journey?.stop();
});

describe('what the borrower gave already is filled in, not asked again', () => {
  const data = loadDataSet(FLOW_TYPE, 'minimal');
  const walk = (until: string) =>
    walkFlow({ page: borrower.page, officerId: OFFICER, flow, data, until, label: 'prefill' });

  it('contact-info shows the name and email from sign-up, editable, and saves them only on Continue', async () => {
    const { page } = borrower;
    // Alimony, child support and the like, asked once on applicant/income (URLA 2d, before pricing).
    const applicant = data.applicant as { income: Record<string, unknown> };
    applicant.income = { ...applicant.income, otherMonthlyObligations: OBLIGATIONS };
    data.contactInfo = {
      ...(data.contactInfo as object),
      firstName: REGISTERED.first,
      lastName: REGISTERED.last,
      email: borrower.email,
    };
    await walk('contact-info');
    await waitForStep(page, screenStep(flow, 'contact-info'));
    const before = writes.length;
    expect(await valuesOf(page, ['First name', 'Last name', 'Email'])).toEqual([
      REGISTERED.first,
      REGISTERED.last,
      borrower.email,
    ]);
    expect(await textbox(page, 'First name').isEditable()).toBe(true);
    await expectNoAxeViolations(page, 'contact-info prefilled');
    await screenshotWidths(page, 'prefilled-contact-info');
    expect(writes.slice(before), 'nothing is saved before Continue').toEqual([]);

    await walk('select-offer/consent');
    expect(writes.slice(before)).toHaveLength(1);
    const saved = JSON.parse(writes[before] ?? '{}') as { contactInfo?: object };
    expect(saved.contactInfo).toMatchObject({
      firstName: REGISTERED.first,
      lastName: REGISTERED.last,
      email: borrower.email,
    });
  });

  it('applicant/legal shows the name from the contact details, saved only on Continue', async () => {
    const { page } = borrower;
    await walk('select-offer/options');
    await pickFirstOffer(borrower);
    await walk('applicant/legal');
    await waitForStep(page, screenStep(flow, 'applicant/legal'));
    const before = writes.length;
    expect(await valuesOf(page, ['Legal first name', 'Legal last name'])).toEqual([
      REGISTERED.first,
      REGISTERED.last,
    ]);
    await expectNoAxeViolations(page, 'applicant/legal prefilled');
    await screenshotWidths(page, 'prefilled-applicant-legal');
    expect(writes.slice(before), 'nothing is saved before Continue').toEqual([]);
  });

  it('applicant/liabilities (URLA 2d) starts from the monthly amount stated before pricing, not asked again', async () => {
    const { page } = borrower;
    await walk('applicant/liabilities');
    await waitForStep(page, screenStep(flow, 'applicant/liabilities'));
    const before = writes.length;
    // "Yes", and the first item holds the 450 a month given on applicant/income; its type is the borrower's to say.
    const yes = page.getByRole('radio', { name: 'Yes', exact: true });
    await expect.poll(() => yes.isChecked()).toBe(true);
    expect(await textbox(page, 'Monthly payment').inputValue()).toBe(String(OBLIGATIONS));
    expect(await textbox(page, 'Monthly payment').isEditable()).toBe(true);
    await expectNoAxeViolations(page, 'applicant/liabilities prefilled');
    await screenshotWidths(page, 'prefilled-applicant-liabilities');
    expect(writes.slice(before), 'nothing is saved before Continue').toEqual([]);
  });

  it('had no uncaught errors in the page', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});
