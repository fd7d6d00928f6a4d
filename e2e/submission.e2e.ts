// Review, disclosures, submission and after (issue 7): a slim-1 borrower whose application is prepared through the
// API up to cosigner/support answers it, reviews every answer, edits one from review and comes back, accepts the
// terms, gives the E-SIGN consent after opening a sample document, reads the initial disclosures and authorises
// the full credit report, submits, schedules the closing on the clock of the
// home (Portland, Oregon: Pacific time), which moves the loan to 'Schedule Closing', is told a routing number of 8
// digits and one with a wrong check digit apart, chooses direct deposit and reaches the loan summary with a loan
// number, 'Schedule Closing' and the footnote of its product's APR. The offer is the fixed loan: schedule-closing
// shows its Loan Estimate and the earliest closing day, get-money the notice of the right to cancel. Opening
// submit/process again makes no second loan. A signed-out visitor of long-1's loan summary sees only the prompt to log in. Axe at
// 375 and 1280 px on every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations, fillStep, loadDataSet, loadStepDocument } from './support/flow-walker.ts';
import {
  type Borrower,
  type Journey,
  openWithoutCachedApplication,
  registerBorrower,
  startJourney,
} from './support/journey.ts';
import {
  chooseDirectDeposit,
  chooseFirstOfferThroughApi,
  openDisclosures,
  openSampleDocument,
  scheduleFirstClosing,
} from './support/submission.ts';
import { borrowerToken, saveAnswers } from './support/verification.ts';

const OFFICER = '1464945';
const data = loadDataSet('slim-1', 'minimal') as Record<string, unknown>;
// A home on the Pacific clock, three hours behind the provider's Eastern one.
(data.property as Record<string, unknown>).address = {
  street: '1120 SW 5th Avenue',
  unit: '',
  city: 'Portland',
  state: 'OR',
  zip: '97204',
};

let journey: Journey;
let borrower: Borrower;
let token: string;

beforeAll(async () => {
  journey = await startJourney();
});

afterAll(async () => {
  await borrower?.context.close();
  await journey?.stop();
});

const api = async (path: string) => {
  const response = await borrower.page.request.get(`${journey.server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
};

async function onStep(stepPath: string, title: string) {
  try {
    await borrower.page.waitForURL(borrower.stepUrl(stepPath), { timeout: 20_000 });
    await borrower.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  } catch (error) {
    const text = await borrower.page
      .locator('main')
      .innerText()
      .catch(() => '');
    throw new Error(`Not on ${stepPath} but ${borrower.page.url()}:\n${text.slice(0, 1500)}`, {
      cause: error,
    });
  }
}

describe('slim-1: review, disclosures, submission, closing and the loan summary', () => {
  it('answers cosigner/support on an application prepared up to it', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'submission' });
    token = await borrowerToken(borrower.page, journey.server.baseUrl, borrower.email);
    const { cosigner: _cosigner, ...answers } = structuredClone(data);
    (answers.consents as Record<string, unknown>).eSign = undefined;
    await saveAnswers(
      borrower.page,
      journey.server.baseUrl,
      token,
      borrower.appId,
      JSON.parse(JSON.stringify(answers)),
    );
    await chooseFirstOfferThroughApi(
      borrower.page,
      journey.server.baseUrl,
      token,
      borrower.appId,
      'closed-end',
    );

    const { page } = borrower;
    await openWithoutCachedApplication(
      page,
      `${journey.server.baseUrl}/${OFFICER}/cosigner/support?appId=${borrower.appId}`,
    );
    const document = loadStepDocument('cosigner-support');
    await onStep('cosigner/support', document.title);
    await fillStep(page, document, {
      cosigner: { support: 'yes', firstName: 'Teresa', lastName: 'Alvarez', relationship: 'Parent' },
    });
    await expectNoAxeViolations(page, 'cosigner/support');
    await screenshotWidths(page, 'submission-cosigner-support');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await onStep('submit/review', 'Review your application');
  });

  it('reviews every answer by section, edits one from review and comes back', async () => {
    const { page } = borrower;
    await page.getByRole('heading', { level: 2, name: 'Your loan terms' }).waitFor();
    for (const section of ['Property, loan and contact', 'About you', 'Co-borrower and cosigner'])
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    const ssn = (data.applicant as { legal: { ssn: string } }).legal.ssn;
    await page.getByText(`•••-••-${ssn.slice(-4)}`, { exact: true }).waitFor();
    await expect(
      page.getByText((data.applicant as { legal: { ssn: string } }).legal.ssn).count(),
    ).resolves.toBe(0);
    await expectNoAxeViolations(page, 'submit/review');
    await screenshotWidths(page, 'submission-submit-review');

    await page.getByRole('link', { name: 'Edit Will someone cosign or support your application?' }).click();
    await onStep('cosigner/support', 'Will someone cosign or support your application?');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('submit/review');
    await page.getByLabel('Their relationship to you').selectOption({ label: 'Brother or sister' });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await onStep('submit/review', 'Review your application');
    await page.getByText('Brother or sister', { exact: true }).waitFor();
  });

  it('accepts the terms: the E-SIGN consent comes next, before submission', async () => {
    const { page } = borrower;
    await page.getByRole('button', { name: 'Accept the terms and continue', exact: true }).click();
    await onStep('esign-consent', 'Receive your documents electronically');
    const status = await api(`/api/v2/application/${borrower.appId}/status`);
    expect(status.body).toMatchObject({ status: 'prequalified', loanNumber: null });
    const terms = await api(`/api/v2/application/${borrower.appId}/loan_terms`);
    expect((terms.body.accepted as { acceptedAt: string }).acceptedAt).toBeTruthy();
  });

  it('gives the E-SIGN consent only after opening the sample document, before any disclosure', async () => {
    const { page } = borrower;
    await page
      .getByRole('heading', { level: 2, name: 'Consent to receive documents electronically' })
      .waitFor();
    for (const heading of [
      'What this consent covers',
      'Your right to paper copies',
      'How to withdraw your consent',
      'Keeping your contact details current',
      'What you need to open and keep the documents',
      'If these requirements change',
    ])
      await page.getByRole('heading', { level: 3, name: heading }).waitFor();
    await expectNoAxeViolations(page, 'esign-consent');
    await screenshotWidths(page, 'submission-esign-consent');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Agree and continue', exact: true }).click();
    await page.getByText('Open the sample document with the link above first').waitFor();
    await openSampleDocument(page);
    await page.getByRole('button', { name: 'Agree and continue', exact: true }).click();
    await onStep('disclosures', 'Your disclosures');
  });

  let loanNumber: string;

  it('reads the initial disclosures and authorizes the full credit report, then submits', async () => {
    const { page } = borrower;
    await page.getByRole('link', { name: 'Open your initial disclosures (opens in a new tab)' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Authorization for a full credit report' }).waitFor();
    await expectNoAxeViolations(page, 'disclosures');
    await screenshotWidths(page, 'submission-disclosures');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Agree and continue', exact: true }).click();
    await page.getByText('Open your initial disclosures with the link above first').waitFor();
    expect((await api(`/api/v2/application/${borrower.appId}/status`)).body.status).toBe('prequalified');

    await openDisclosures(page, async (disclosures) => {
      const copyContext = await journey.browser.newContext({ bypassCSP: true });
      try {
        const copy = await copyContext.newPage();
        // The link's token may be opened again while it lasts.
        await copy.goto(disclosures.url());
        await copy.getByRole('heading', { level: 1, name: 'Initial disclosures' }).waitFor();
        // This borrower chose the fixed-rate loan (its Loan Estimate is checked at closing); a line of credit's
        // early disclosures are read in flow-end-to-portal.e2e.ts.
        await copy.getByRole('heading', { level: 2, name: 'Closed-end home equity loan' }).waitFor();
        await expectNoAxeViolations(copy, 'the initial disclosures page');
      } finally {
        await copyContext.close();
      }
    });
    await page.getByRole('button', { name: 'Agree and continue', exact: true }).click();
    await onStep('schedule-closing', 'Schedule your closing');
    const status = await api(`/api/v2/application/${borrower.appId}/status`);
    expect(status.body).toMatchObject({
      status: 'submitted',
      milestone: { step: 0, name: 'Application Submitted' },
    });
    loanNumber = status.body.loanNumber as string;
    expect(loanNumber).toMatch(/^HL\d{10}$/);
  });

  it('opening submit/process again makes no second loan', async () => {
    const { page } = borrower;
    await page.goto(`${journey.server.baseUrl}/${OFFICER}/submit/process?appId=${borrower.appId}`);
    await onStep('schedule-closing', 'Schedule your closing');
    await page.reload();
    await onStep('schedule-closing', 'Schedule your closing');
    const loan = await api(`/api/v2/application/${borrower.appId}/loan`);
    expect(loan.body.loanNumber).toBe(loanNumber);
  });

  it('schedules the closing on a business day, at the home’s time (Pacific), which moves the loan to Schedule Closing', async () => {
    const { page } = borrower;
    await page.getByLabel('Closing day').waitFor();
    // The fixed loan's Loan Estimate, sent at submission: no closing before the 7th business day after its receipt.
    await page.getByRole('heading', { level: 2, name: 'Your Loan Estimate' }).waitFor();
    for (const figure of [
      'Total closing costs',
      'Cash to you',
      'Total of payments',
      'Finance charge',
      'Amount financed',
    ])
      await page.getByRole('rowheader', { name: figure, exact: true }).waitFor();
    await page
      .getByText(/^The earliest closing day is .+: the 7th business day after your Loan Estimate was sent\.$/)
      .waitFor();
    await expectNoAxeViolations(page, 'schedule-closing');
    await screenshotWidths(page, 'submission-schedule-closing');
    await page.getByRole('button', { name: 'Schedule closing' }).click();
    await page.getByText('Choose a day for your closing.').waitFor();
    const day = page.getByLabel('Closing day');
    await day.selectOption({ index: 1 });
    const times = page.getByRole('radiogroup', { name: 'Closing time (Pacific time)' });
    await times.waitFor();
    expect(await page.getByText('Choose a day for your closing.').count()).toBe(0);
    expect(await page.getByText('Eastern time').count()).toBe(0);
    await expectNoAxeViolations(page, 'schedule-closing with its times');
    await screenshotWidths(page, 'submission-schedule-closing-times');
    await scheduleFirstClosing(page);
    await onStep('get-money', 'How would you like to get your money?');
    const status = await api(`/api/v2/application/${borrower.appId}/status`);
    expect(status.body.milestone).toMatchObject({ step: 4, name: 'Schedule Closing' });
    const loan = await api(`/api/v2/application/${borrower.appId}/loan`);
    const appointment = loan.body.closingAppointment as {
      dateTime: string;
      timeZone: string;
      slotId: string;
    };
    expect(appointment.timeZone).toBe('America/Los_Angeles');
    expect(appointment.dateTime).toMatch(/T10:00:00-0[78]:00$/);
  });

  it('chooses direct deposit: the routing number is checked, the account number comes back masked', async () => {
    const { page } = borrower;
    await page.getByRole('radio', { name: 'A check by mail' }).waitFor();
    // The closing is booked: the notice of the right to cancel, and the day the money can go out.
    await page.getByRole('heading', { level: 2, name: 'Notice of your right to cancel' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'How to cancel' }).waitFor();
    await page
      .getByText(/^Your right to cancel ends at midnight on .+\. We can send your money from .+\.$/)
      .waitFor();
    await expectNoAxeViolations(page, 'get-money');
    await screenshotWidths(page, 'submission-get-money');
    await chooseDirectDeposit(page, '02100002', '987654321');
    await page
      .getByText('Enter the 9-digit routing number printed at the bottom left of your checks.')
      .first()
      .waitFor();
    // Nine digits whose check digit does not match: not told to enter nine digits, told to check them.
    await chooseDirectDeposit(page, '021000022', '987654321');
    const checksum =
      'This is not a valid routing number. Check the 9 digits against the bottom left of your checks.';
    await page.getByText(checksum).first().waitFor();
    expect(await page.getByText('Enter the 9-digit routing number', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page, 'get-money with an error');
    await screenshotWidths(page, 'submission-get-money-routing-checksum');
    await chooseDirectDeposit(page, '021000021', '987654321');
    await onStep('applicant/loan-summary', 'Loan summary');
    const disbursement = await api(`/api/v2/application/${borrower.appId}/disbursement`);
    expect(disbursement.body.disbursement).toMatchObject({
      method: 'directDeposit',
      accountNumber: '****4321',
    });
  });

  it('reaches the loan summary: loan number, Schedule Closing, the closing on Pacific time and details', async () => {
    const { page } = borrower;
    await page.getByText(`Loan number ${loanNumber}`).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Milestone Status' }).waitFor();
    await page.getByText('Schedule Closing (current)').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Closing appointment' }).waitFor();
    await page.getByText(/ 10:00\sAM P[DS]T$/).waitFor();
    const loan = await api(`/api/v2/application/${borrower.appId}/loan`);
    const heloc = /HELOC/.test(String(loan.body.productType));
    await page
      .getByText(
        heloc
          ? '* The APR of a home equity line of credit includes only interest and not other costs or fees.'
          : '* The APR includes the origination fee.',
        { exact: true },
      )
      .waitFor();
    await page.getByText('Monthly Payment', { exact: true }).waitFor();
    await page
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'applicant/loan-summary');
    await screenshotWidths(page, 'submission-applicant-loan-summary');
  });

  it('had no uncaught errors in the page', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});

describe('long-1: the loan summary signed out', () => {
  it('shows a visitor only the prompt to log in, no loan details', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${journey.server.baseUrl}/${OFFICER}/login?flowType=long-1`);
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      await page.goto(`${journey.server.baseUrl}/${OFFICER}/applicant/loan-summary`);
      await page.getByRole('heading', { level: 1, name: 'Loan summary' }).waitFor();
      await page.getByRole('link', { name: 'Log in to see your loan summary' }).waitFor();
      expect(await page.getByText(/\$\d/).count()).toBe(0);
      expect(await page.getByText(/HL\d{10}/).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/${OFFICER}/applicant/loan-summary`);
      await expectNoAxeViolations(page, 'long-1 loan summary signed out');
      await screenshotWidths(page, 'submission-long-1-loan-summary-signed-out');
    } finally {
      await context.close();
    }
  });
});
