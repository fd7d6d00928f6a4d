// Integrity of the journey (issue 17, items 1-3), at 375 and 1280 px with axe on every new state:
// - Edit from Review, change the loan amount, Continue: the review prices the offer again on it and says what changed
//   and what it was; an offer no longer made on the answers is chosen again, with no Accept until then; the server
//   refuses terms priced on other answers, whatever the client.
// - The submitted application opened again: its steps show the answers read-only, with the note and the way to the
//   loan in the portal; the steps after submission still work.
// - An amount above what the home supports is refused where it is entered, in plain words.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations, loadDataSet, loadStepDocument } from './support/flow-walker.ts';
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
const data = loadDataSet('slim-1', 'minimal') as Record<string, unknown>;
const amountStep = loadStepDocument('loan-amount');

/** The amount row of the review's terms (a line of credit shows its line beside the draw, often the same figure). */
const amountInTerms = (terms: Locator) =>
  terms
    .locator('dt', { hasText: /^(Initial draw amount|Loan amount)$/ })
    .locator('xpath=following-sibling::dd[1]');

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

const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) => {
  const response = await borrower.page.request.fetch(`${journey.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
};

async function onStep(who: Borrower, stepPath: string, title: string) {
  try {
    await who.page.waitForURL(who.stepUrl(stepPath), { timeout: 20_000 });
    await who.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  } catch (error) {
    const text = await who.page
      .locator('main')
      .innerText()
      .catch(() => '');
    throw new Error(`Not on ${stepPath} but ${who.page.url()}:\n${text.slice(0, 1500)}`, { cause: error });
  }
}

describe('terms never stale: Edit from Review, a new amount, the offer priced again (or chosen again) before Accept', () => {
  it('reviews an application with an offer chosen at $75,000', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'integrity' });
    token = await borrowerToken(borrower.page, journey.server.baseUrl, borrower.email);
    const answers = structuredClone(data);
    // The E-SIGN consent is the disclosures step's to give, after submission.
    (answers.consents as Record<string, unknown>).eSign = undefined;
    await saveAnswers(
      borrower.page,
      journey.server.baseUrl,
      token,
      borrower.appId,
      JSON.parse(JSON.stringify(answers)),
    );
    // A first mortgage only: the offers lend exactly the amount asked for.
    const scenario = await call('PUT', `/api/v2/simulators/applications/${borrower.appId}/scenario`, {
      credit: { score: 780, tradelines: [{ type: 'Mortgage', balance: 150_000 }] },
    });
    expect(scenario.status).toBe(200);
    await chooseFirstOfferThroughApi(borrower.page, journey.server.baseUrl, token, borrower.appId);
    await openWithoutCachedApplication(
      borrower.page,
      `${journey.server.baseUrl}/${OFFICER}/submit/review?appId=${borrower.appId}`,
    );
    await onStep(borrower, 'submit/review', 'Review your application');
    const terms = borrower.page.getByRole('region', { name: 'Your loan terms' });
    await amountInTerms(terms)
      .filter({ hasText: /^\$75,000$/ })
      .waitFor();
  });

  it('changes the amount from review: the offer is priced again on it, and the review says so', async () => {
    const { page } = borrower;
    await page.getByRole('link', { name: `Edit ${amountStep.title}` }).click();
    await onStep(borrower, 'property/loan-amount', amountStep.title);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('submit/review');
    await page.getByLabel('Amount you would like').fill('65,000');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await onStep(borrower, 'submit/review', 'Review your application');

    const notice = page.getByRole('status').filter({ hasText: 'Your offer was priced again' });
    await notice
      .getByText(/^The loan amount changed since these terms were priced\. .* it was \$75,000 at /)
      .waitFor();
    const terms = page.getByRole('region', { name: 'Your loan terms' });
    await amountInTerms(terms)
      .filter({ hasText: /^\$65,000$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Accept the terms and continue', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'submit/review with the offer priced again');
    await screenshotWidths(page, 'integrity-review-terms-repriced');
  });

  it('no client gets around it: terms priced on other answers are refused, and submitting too', async () => {
    // Another tab changes the amount behind the review's back.
    const document = await call('GET', `/api/v2/application/${borrower.appId}`);
    const patched = await borrower.page.request.patch(
      `${journey.server.baseUrl}/api/v2/application/${borrower.appId}`,
      {
        headers: { authorization: `Bearer ${token}`, 'if-match': `"${document.body.version}"` },
        data: { loan: { loan_amt: 70_000 } },
      },
    );
    expect(patched.status()).toBe(200);
    const read = await call('GET', `/api/v2/application/${borrower.appId}/loan_terms`);
    expect(read.body.stale).toMatchObject({
      message: 'The loan amount changed since these terms were priced.',
    });
    const accept = await call('POST', `/api/v2/application/${borrower.appId}/loan_terms`, {
      productId: read.body.productId,
      accepted: true,
    });
    expect(accept.status).toBe(409);
    expect(accept.body).toMatchObject({ code: 'terms_stale' });
    expect((await call('POST', `/api/v2/application/${borrower.appId}/submit`)).status).toBe(409);
  });

  it('an offer no longer made on the answers is chosen again: the review says so and offers no Accept', async () => {
    const { page } = borrower;
    const setKind = async (propertyType: string) => {
      const { body } = await call('GET', `/api/v2/application/${borrower.appId}`);
      const saved = await borrower.page.request.patch(
        `${journey.server.baseUrl}/api/v2/application/${borrower.appId}`,
        {
          headers: { authorization: `Bearer ${token}`, 'if-match': `"${body.version}"` },
          data: { property: { info: { propertyType } } },
        },
      );
      expect(saved.status()).toBe(200);
    };
    // The program lends on no manufactured home: the offer chosen is not made on that answer.
    await setKind('ManufacturedHome');
    await openWithoutCachedApplication(page);
    await onStep(borrower, 'submit/review', 'Review your application');
    const notice = page.getByRole('alert').filter({ hasText: 'Choose your offer again' });
    await notice
      .getByText(/^The loan amount and the kind of home changed since these terms were priced\./)
      .waitFor();
    await notice.getByRole('link', { name: 'See my offers' }).waitFor();
    expect(await page.getByRole('region', { name: 'Your loan terms' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Accept the terms and continue' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'submit/review with the offer to choose again');
    await screenshotWidths(page, 'integrity-review-choose-again');
    await setKind('SingleFamily');
  });

  it('back on a home the program lends on, the review prices the offer on $70,000; Accept leads on to submission', async () => {
    const { page } = borrower;
    await openWithoutCachedApplication(page);
    await onStep(borrower, 'submit/review', 'Review your application');
    const terms = page.getByRole('region', { name: 'Your loan terms' });
    await amountInTerms(terms)
      .filter({ hasText: /^\$70,000$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Accept the terms and continue', exact: true }).click();
    // The E-SIGN consent and the disclosures come before submission (issue 18, items 11 and 12).
    await onStep(borrower, 'esign-consent', loadStepDocument('esign-consent').title);
    await consentToSubmitThroughApi(page, journey.server.baseUrl, token, borrower.appId);
    expect((await call('POST', `/api/v2/application/${borrower.appId}/submit`)).status).toBe(201);
    const loan = await call('GET', `/api/v2/application/${borrower.appId}/loan`);
    expect(loan.body).toMatchObject({ amount: 70_000 });
  });
});

describe('a submitted application opened again is read-only', () => {
  it('shows a step’s answers with the note and the way to the loan, with nothing to change', async () => {
    const { page } = borrower;
    const loan = await call('GET', `/api/v2/application/${borrower.appId}/loan`);
    await page.goto(`${journey.server.baseUrl}/${OFFICER}/property/info?appId=${borrower.appId}`);
    await onStep(borrower, 'property/info', loadStepDocument('property-info').title);
    await page
      .getByText(
        /^This application was submitted on [A-Z][a-z]+ \d{1,2}, \d{4}; its answers can no longer be changed\.$/,
      )
      .waitFor();
    await page.getByText('Single-family house', { exact: true }).waitFor();
    await page.getByText('$425,000', { exact: true }).waitFor();
    const main = page.locator('main');
    expect(await main.locator('input, select, textarea').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    const toLoan = page.getByRole('link', { name: 'Go to your loan' });
    expect(await toLoan.getAttribute('href')).toBe(`/${OFFICER}/portal/loans/${loan.body.id}`);
    await expectNoAxeViolations(page, 'property/info of a submitted application');
    await screenshotWidths(page, 'integrity-submitted-read-only');

    // The API refuses the change a stale tab could still send, and nothing changes.
    const before = await call('GET', `/api/v2/application/${borrower.appId}`);
    const response = await borrower.page.request.patch(
      `${journey.server.baseUrl}/api/v2/application/${borrower.appId}`,
      {
        headers: { authorization: `Bearer ${token}`, 'if-match': `"${before.body.version}"` },
        data: { property: { estimatedValue: 300_000 } },
      },
    );
    expect(response.status()).toBe(409);
    expect((await call('GET', `/api/v2/application/${borrower.appId}`)).body.version).toBe(
      before.body.version,
    );
  });

  it('the review of a submitted application accepts nothing more; the closing step still works', async () => {
    const { page } = borrower;
    await page.goto(`${journey.server.baseUrl}/${OFFICER}/submit/review?appId=${borrower.appId}`);
    await onStep(borrower, 'submit/review', 'Review your application');
    await page.getByText(/its answers can no longer be changed/).waitFor();
    expect(await page.getByRole('button', { name: 'Accept the terms and continue' }).count()).toBe(0);
    await page.goto(`${journey.server.baseUrl}/${OFFICER}/schedule-closing?appId=${borrower.appId}`);
    await onStep(borrower, 'schedule-closing', loadStepDocument('schedule-closing').title);
    await page.getByLabel('Closing day').waitFor();
  });
});

describe('an amount above what the home supports is refused at entry', () => {
  let second: Borrower;
  afterAll(async () => second?.context.close());

  it('says the most a $550,000 home supports, saves nothing, and goes on with an amount it supports', async () => {
    second = await registerBorrower(journey, { officerId: OFFICER, prefix: 'integrity-amount' });
    const secondToken = await borrowerToken(second.page, journey.server.baseUrl, second.email);
    const property = structuredClone(data.property) as Record<string, unknown>;
    await saveAnswers(second.page, journey.server.baseUrl, secondToken, second.appId, {
      property: { address: property.address, info: property.info, estimatedValue: 550_000 },
    });
    const { page } = second;
    const limits = page.waitForResponse((response) => response.url().includes('/amount-limits'));
    await openWithoutCachedApplication(
      page,
      `${journey.server.baseUrl}/${OFFICER}/property/loan-amount?appId=${second.appId}`,
    );
    await onStep(second, 'property/loan-amount', amountStep.title);
    expect((await limits).status()).toBe(200);
    const amount = page.getByLabel('Amount you would like');
    await amount.fill('900,000');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'PATCH' &&
        /\/api\/v2\/application\/\d+$/.test(new URL(request.url()).pathname)
      )
        saves.push(request.url());
    });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const message = 'The most this home can support is $495,000, based on its value of $550,000.';
    await page.locator('#root_loan_loan_amt__error').getByText(message).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(second.stepUrl('property/loan-amount')(new URL(page.url()))).toBe(true);
    expect(saves).toEqual([]);
    await expectNoAxeViolations(page, 'property/loan-amount above the home’s value');
    await screenshotWidths(page, 'integrity-amount-above-value');

    await amount.fill('495,000');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await second.page.waitForURL(second.stepUrl('applicant/income'));
  });

  it('had no uncaught errors in the page', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});
