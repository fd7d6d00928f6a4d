// Identity and income verification (spec 7.3, issue 6): borrowers whose applications are prepared through the API
// up to the verification steps open applicant/id and prequal/voi, go through the simulated service's hosted pages
// and come back to the outcome. A pass shows what was verified and locks it (read-only on the legal screen); Idfail
// and Voifail see why and continue with their own details; Idvdown sees that the service is down and can try again
// or continue; Idretry is asked to try again, then passes; the stated income screen's payroll connection fills in
// the yearly income. Axe at 375 and 1280 px on every panel state and both hosted pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotWidths } from './support/browser.ts';
import { expectNoAxeViolations, loadDataSet } from './support/flow-walker.ts';
import { type Borrower, type Journey, registerBorrower, startJourney } from './support/journey.ts';
import {
  borrowerToken,
  completeVerification,
  saveAnswers,
  VERIFICATION_OUTCOMES,
} from './support/verification.ts';

const OFFICER = '1464945';
const data = loadDataSet('slim-1', 'minimal') as Record<string, Record<string, unknown>>;

/**
 * The minimal borrower's answers up to the verification steps under the given last name (the data set's own
 * legal last name is Idfail, the walker's failing borrower; these borrowers pass unless named otherwise).
 */
function answersFor(lastName = 'Alvarez'): Record<string, unknown> {
  const answers = structuredClone(data) as Record<string, Record<string, Record<string, unknown>>>;
  (answers.contactInfo as Record<string, unknown>).lastName = lastName;
  (answers.applicant?.legal as Record<string, unknown>).lastName = lastName;
  return answers;
}

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});

afterAll(async () => {
  await journey?.stop();
});

async function preparedBorrower(prefix: string, lastName?: string): Promise<Borrower> {
  const borrower = await registerBorrower(journey, { officerId: OFFICER, prefix });
  const token = await borrowerToken(borrower.page, journey.server.baseUrl, borrower.email);
  await saveAnswers(borrower.page, journey.server.baseUrl, token, borrower.appId, answersFor(lastName));
  return borrower;
}

async function open(borrower: Borrower, stepPath: string, title: string) {
  await borrower.page.goto(`${journey.server.baseUrl}/${OFFICER}/${stepPath}?appId=${borrower.appId}`);
  await borrower.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Axe on the hosted page, opened again in a context that lets axe's script in (the page's CSP keeps it out). */
const axeOnHostedPage = (label: string) => async (page: Borrower['page']) => {
  await page.getByRole('heading', { level: 1 }).waitFor();
  const context = await journey.browser.newContext({
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const copy = await context.newPage();
    await copy.goto(page.url());
    await copy.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(copy, label);
  } finally {
    await context.close();
  }
};

describe('identity verification passes', () => {
  let borrower: Borrower;
  afterAll(async () => borrower?.context.close());

  it('opens the hosted page from applicant/id and shows what was verified', async () => {
    borrower = await preparedBorrower('idv-pass');
    const { page } = borrower;
    await open(borrower, 'applicant/id', 'Verify your identity');
    await page.getByRole('button', { name: 'Verify my identity' }).waitFor();
    await expectNoAxeViolations(page, 'applicant/id before verifying');
    const outcome = await completeVerification(page, 'identity', data, {
      onHostedPage: axeOnHostedPage('hosted identity page'),
    });
    expect(outcome).toContain(VERIFICATION_OUTCOMES.identityPassed);
    expect(outcome).toContain('Rosa Alvarez');
    expect(outcome).toContain('March 9, 1984');
    await expectNoAxeViolations(page, 'applicant/id verified');
    expect(journey.pageErrors).toEqual([]);
  });

  it('continues as usual, and the verified name is read-only on the legal screen', async () => {
    const { page } = borrower;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(borrower.stepUrl('applicant/verify'));
    await open(borrower, 'applicant/legal', 'Tell us about yourself');
    const lastName = page.getByLabel('Legal last name', { exact: false });
    await expect.poll(() => lastName.inputValue()).toBe('Alvarez');
    expect(await lastName.isEditable()).toBe(false);
    expect(await page.getByLabel('Middle name (optional)').isEditable()).toBe(true);
  });

  it('connects the payroll on prequal/voi and shows the employer found', async () => {
    const { page } = borrower;
    await open(borrower, 'prequal/voi', 'Verify your income');
    await page.getByRole('button', { name: 'Connect my payroll' }).waitFor();
    await expectNoAxeViolations(page, 'prequal/voi before connecting');
    const outcome = await completeVerification(page, 'income', data, {
      onHostedPage: axeOnHostedPage('hosted income page'),
    });
    expect(outcome).toContain(VERIFICATION_OUTCOMES.incomePassed);
    expect(outcome).toMatch(/base pay \$[\d,]+ a month/);
    await expectNoAxeViolations(page, 'prequal/voi verified');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(borrower.stepUrl('applicant/demographics/e'));
  });
});

describe('identity verification fails for Idfail, income for Voifail', () => {
  let borrower: Borrower;
  afterAll(async () => borrower?.context.close());

  it('says identity could not be verified, and the borrower can continue', async () => {
    borrower = await preparedBorrower('idv-fail', 'Idfail');
    const { page } = borrower;
    await open(borrower, 'applicant/id', 'Verify your identity');
    const outcome = await completeVerification(page, 'identity', data);
    expect(outcome).toContain(VERIFICATION_OUTCOMES.identityFailed);
    expect(outcome).toContain('continue and enter your details yourself');
    await expectNoAxeViolations(page, 'applicant/id failed');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(borrower.stepUrl('applicant/verify'));
  });

  it('says no payroll was found on prequal/voi, and the borrower can continue', async () => {
    const token = await borrowerToken(borrower.page, journey.server.baseUrl, borrower.email);
    await saveAnswers(borrower.page, journey.server.baseUrl, token, borrower.appId, {
      contactInfo: { lastName: 'Voifail' },
      applicant: { legal: { lastName: 'Voifail' } },
    });
    const { page } = borrower;
    await open(borrower, 'prequal/voi', 'Verify your income');
    const outcome = await completeVerification(page, 'income', data);
    expect(outcome).toContain(VERIFICATION_OUTCOMES.incomeFailed);
    await expectNoAxeViolations(page, 'prequal/voi failed');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(borrower.stepUrl('applicant/demographics/e'));
  });
});

describe('the verification service is down (Idvdown), cancelled, and asks to retry (Idretry)', () => {
  let borrower: Borrower;
  afterAll(async () => borrower?.context.close());

  it('says so, offers Try again, and lets the borrower continue', async () => {
    borrower = await preparedBorrower('idv-down', 'Idvdown');
    const { page } = borrower;
    await open(borrower, 'applicant/id', 'Verify your identity');
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await page.getByRole('status').filter({ hasText: VERIFICATION_OUTCOMES.unavailable }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expectNoAxeViolations(page, 'applicant/id service down');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(borrower.stepUrl('applicant/verify'));
  });

  it('comes back from a cancelled hosted page with a way to start again', async () => {
    const token = await borrowerToken(borrower.page, journey.server.baseUrl, borrower.email);
    await saveAnswers(borrower.page, journey.server.baseUrl, token, borrower.appId, {
      contactInfo: { lastName: 'Alvarez' },
      applicant: { legal: { lastName: 'Alvarez' } },
    });
    const { page } = borrower;
    await open(borrower, 'applicant/id', 'Verify your identity');
    const outcome = await completeVerification(page, 'identity', data, { action: 'cancel' });
    expect(outcome).toContain(VERIFICATION_OUTCOMES.cancelled);
    await page.getByRole('button', { name: 'Verify my identity' }).waitFor();
  });

  it('asks Idretry to try again once, then verifies', async () => {
    const token = await borrowerToken(borrower.page, journey.server.baseUrl, borrower.email);
    await saveAnswers(borrower.page, journey.server.baseUrl, token, borrower.appId, {
      contactInfo: { lastName: 'Idretry' },
      applicant: { legal: { lastName: 'Idretry' } },
    });
    const { page } = borrower;
    await open(borrower, 'applicant/id', 'Verify your identity');
    const first = await completeVerification(page, 'identity', data);
    expect(first).toContain(VERIFICATION_OUTCOMES.identityRetry);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expectNoAxeViolations(page, 'applicant/id retry');
    const second = await completeVerification(page, 'identity', data);
    expect(second).toContain(VERIFICATION_OUTCOMES.identityPassed);
    expect(second).toContain('Rosa Idretry');
  });

  it('connects the payroll on the stated income screen, which then shows the verified yearly income', async () => {
    const { page } = borrower;
    await open(borrower, 'applicant/income', 'What is your yearly income?');
    const outcome = await completeVerification(page, 'income', data);
    expect(outcome).toContain(VERIFICATION_OUTCOMES.incomePassed);
    const token = await borrowerToken(page, journey.server.baseUrl, borrower.email);
    const document = await (
      await page.request.get(`${journey.server.baseUrl}/api/v2/application/${borrower.appId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const yearly = document.applicant.income.statedAnnualIncome as number;
    // On the screen at once, without a reload, and again after one.
    const field = page.getByLabel('Total yearly income');
    const shown = async () => (await field.inputValue()).replace(/\D/g, '');
    await expect.poll(shown).toBe(String(yearly));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'What is your yearly income?', exact: true }).waitFor();
    await expect.poll(shown).toBe(String(yearly));
    expect(await field.isEditable()).toBe(true);
    await expectNoAxeViolations(page, 'applicant/income verified');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(borrower.stepUrl('contact-info'));
  });
});

// Issue 18 item 13: the soft pull runs on a verified identity. The consent screen offers the verification first and
// holds its Continue until identity is verified; the identity step later says so and goes on with one press.
describe('identity verified on the soft-pull consent screen', () => {
  let borrower: Borrower;
  afterAll(async () => borrower?.context.close());
  const agree = (page: Borrower['page']) =>
    page.getByRole('button', { name: 'Agree and continue', exact: true });

  it('offers the verification first, with no way past the consent before it', async () => {
    borrower = await preparedBorrower('idv-consent');
    const { page } = borrower;
    await open(borrower, 'select-offer/consent', 'Authorization to check your credit');
    await page.getByRole('heading', { level: 2, name: 'Verify your identity', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Verify my identity', exact: true }).waitFor();
    await page.getByText('so that we check your own credit file').waitFor();
    expect(await agree(page).count()).toBe(0);
    await expectNoAxeViolations(page, 'select-offer/consent before verifying');
    await screenshotWidths(page, 'consent-unverified');
  });

  it('verifies on the hosted page, then takes the consent and checks the credit', async () => {
    const { page } = borrower;
    const outcome = await completeVerification(page, 'identity', data);
    expect(outcome).toContain(VERIFICATION_OUTCOMES.identityPassed);
    expect(outcome).toContain('Rosa Alvarez');
    await agree(page).waitFor();
    await expectNoAxeViolations(page, 'select-offer/consent verified');
    await screenshotWidths(page, 'consent-verified');
    await page.getByRole('checkbox', { name: 'I have read and agree to the authorization above' }).check();
    await agree(page).click();
    await page.waitForURL(borrower.stepUrl('select-offer/options'), { timeout: 60_000 });
  });

  it('later says identity is already verified, and Continue goes on', async () => {
    const { page } = borrower;
    await open(borrower, 'applicant/id', 'Verify your identity');
    expect(await completeVerification(page, 'identity', data)).toContain(
      VERIFICATION_OUTCOMES.identityAlreadyVerified,
    );
    expect(await page.getByRole('button', { name: 'Verify my identity' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'applicant/id already verified');
    await screenshotWidths(page, 'identity-already-verified');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(borrower.stepUrl('applicant/verify'));
  });

  it('tells a borrower whose identity cannot be verified who can help, with no Continue', async () => {
    const failing = await preparedBorrower('idv-consent-fail', 'Idfail');
    try {
      const { page } = failing;
      await open(failing, 'select-offer/consent', 'Authorization to check your credit');
      const outcome = await completeVerification(page, 'identity', data);
      expect(outcome).toContain(VERIFICATION_OUTCOMES.identityFailed);
      expect(outcome).toContain('your loan officer can help you go on');
      expect(await agree(page).count()).toBe(0);
      await expectNoAxeViolations(page, 'select-offer/consent identity failed');
      await screenshotWidths(page, 'consent-identity-failed');
    } finally {
      await failing.context.close();
    }
  });
});
