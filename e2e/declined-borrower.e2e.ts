// Issue 17, "no dead ends": a slim-1 borrower whose home the valuation puts at $200,000 with a $180,000 first
// mortgage that stays gets no offer. The pricing step says why in plain words, links to the answers that bear on it
// (the amount, through the flow's requestedAmount fact, coming back to pricing; the value, through the property
// value detour), gives the loan officer's name, phone (tel:) and email, and shows the notice of action (reasons of
// form C-1, the ECOA notice with the FTC, the credit score disclosure), which prints alone. The borrower then tells
// us the home's value and gets offers. Axe at 375 and 1280 px on every new state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_CREDIT_PULL_CONSENT } from '../src/shared/consents.ts';
import { destinationPath } from '../src/shared/flows/engine-destinations.ts';
import { factPath } from '../src/shared/flows/flow-facts.ts';
import { stepAsking } from '../src/shared/flows/step-asking.ts';
import { FORM_C1_REASONS } from '../src/shared/pricing/decline-reasons.ts';
import { screenshotWidths } from './support/browser.ts';
import {
  currentStepPath,
  expectNoAxeViolations,
  fillStep,
  loadDataSet,
  loadFlow,
  loadStepDocument,
  screenStep,
} from './support/flow-walker.ts';
import {
  type Borrower,
  type Journey,
  openWithoutCachedApplication,
  registerBorrower,
  startJourney,
} from './support/journey.ts';
import { borrowerToken, saveAnswers, verifyIdentityThroughApi } from './support/verification.ts';

// An officer with a card (spec 2.6): the declined screen names a person to call.
const OFFICER = '2000001';
const flow = loadFlow('slim-1');
const prequal = loadDataSet('slim-1', 'prequal-primary-home');
const pricingPath = destinationPath(flow, 'pricing');
const amountStep = stepAsking(flow, factPath(flow.facts.requestedAmount) as string, loadStepDocument);

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

async function api(method: 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await borrower.page.request.fetch(`${journey.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

const declinedHeading = () =>
  borrower.page.getByRole('heading', { level: 2, name: 'We cannot offer you a loan right now' });
const notice = () => borrower.page.getByRole('region', { name: 'Notice of action taken' });

describe('a declined borrower: explained, recoverable, with the notice of action', () => {
  it('reaches the offers with a home worth too little for what stays on it, and is told why', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'declined' });
    token = await borrowerToken(borrower.page, journey.server.baseUrl, borrower.email);
    const { propertyValueDetour: _detour, consents: _consents, ...answers } = structuredClone(prequal);
    const property = answers.property as Record<string, unknown>;
    delete property.condo;
    await saveAnswers(borrower.page, journey.server.baseUrl, token, borrower.appId, answers);
    await api('PUT', `/api/v2/simulators/applications/${borrower.appId}/scenario`, {
      credit: { score: 780, tradelines: [{ type: 'Mortgage', balance: 180_000 }] },
      avm: { value: 200_000 },
    });
    await api('POST', `/api/v2/application/${borrower.appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentityThroughApi(borrower.page, journey.server.baseUrl, token, borrower.appId);
    await api('POST', `/api/v2/applications/${borrower.appId}/credit`);

    const { page } = borrower;
    await openWithoutCachedApplication(
      page,
      `${journey.server.baseUrl}/${OFFICER}/${pricingPath}?appId=${borrower.appId}`,
    );
    await declinedHeading().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'We cannot offer you a loan right now',
    );
    const why = page.getByRole('region', { name: 'We cannot offer you a loan right now' });
    await why.getByText(/We value your home at \$200,000\./).waitFor();
    expect(await why.innerText()).toContain('$180,000 you owe on it');
  });

  it('links to the answers that bear on it and names the loan officer to call or write to', async () => {
    const { page, appId } = borrower;
    const change = page.getByRole('region', { name: 'What you can change' });
    const amount = change.getByRole('link', { name: 'Change the amount you asked for' });
    await amount.waitFor();
    expect(await change.innerText()).toContain('(now $75,000)');
    const amountHref = new URL((await amount.getAttribute('href')) as string, journey.server.baseUrl);
    expect(amountHref.pathname).toBe(`/${OFFICER}/${amountStep?.path}`);
    expect(amountHref.searchParams.get('returnTo')).toBe(pricingPath);
    expect(amountHref.searchParams.get('appId')).toBe(appId);
    await change.getByRole('link', { name: 'Tell us what your home is worth' }).waitFor();

    const contact = page.getByRole('region', { name: 'Talk to your loan officer' });
    await contact.getByText('Dana Whitfield', { exact: false }).waitFor();
    const call = contact.getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    expect(await contact.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:.+@.+/);
  });

  it('shows the notice of action: reasons of form C-1, the ECOA notice with its agency, the score disclosed', async () => {
    const { page } = borrower;
    await notice().waitFor();
    const text = await notice().innerText();
    for (const words of [
      FORM_C1_REASONS.collateral,
      'The Federal Equal Credit Opportunity Act prohibits creditors',
      'Federal Trade Commission',
      'Equal Credit Opportunity',
      'Keystone Home Lending, LLC',
      'Our credit decision was based in whole or in part on information obtained in a report',
      'Notice to home loan applicant',
      'from a low of 300 to a high of 850',
      'Rosa Alvarez',
    ])
      expect(text).toContain(words);
    await notice().getByText('780', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'declined offers with the notice of action');
    await screenshotWidths(page, 'declined-borrower');
  });

  it('prints the notice alone', async () => {
    const { page } = borrower;
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await notice().getByText(FORM_C1_REASONS.collateral).isVisible()).toBe(true);
      expect(await declinedHeading().isVisible()).toBe(false);
      expect(await notice().getByRole('button', { name: 'Print this notice' }).isVisible()).toBe(false);
      await page.screenshot({ path: '.e2e-artifacts/declined-borrower-print.png', fullPage: true });
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('finds the notice in the portal: the application card links to it, as it was given', async () => {
    const { page, appId } = borrower;
    await page.goto(`${journey.server.baseUrl}/${OFFICER}/portal`);
    await page.getByRole('heading', { level: 1, name: 'Loan Dashboard' }).waitFor();
    await page.getByRole('link', { name: /^Notice of action taken, [A-Z][a-z]{2} \d{2}, \d{4}$/ }).click();
    await page.waitForURL((url) => url.pathname === `/${OFFICER}/portal/notices/${appId}`);
    await notice().getByText(FORM_C1_REASONS.collateral).waitFor();
    expect(await notice().innerText()).toContain(
      'The Federal Equal Credit Opportunity Act prohibits creditors',
    );
    await expectNoAxeViolations(page, 'the notice of action in the portal');
    await openWithoutCachedApplication(
      page,
      `${journey.server.baseUrl}/${OFFICER}/${pricingPath}?appId=${appId}`,
    );
    await declinedHeading().waitFor({ timeout: 30_000 });
  });

  it('the amount link opens the amount step with the answer, and comes back to pricing', async () => {
    const { page, stepUrl } = borrower;
    await page.getByRole('link', { name: 'Change the amount you asked for' }).click();
    const document = loadStepDocument(amountStep?.screen as string);
    await page.getByRole('heading', { level: 1, name: document.title, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(pricingPath);
    await expectNoAxeViolations(page, 'the amount step opened from the declined screen');
    await page.goBack();
    await page.waitForURL(stepUrl(pricingPath));
    await declinedHeading().waitFor({ timeout: 30_000 });
  });

  it('tells us the home is worth more, through the value detour, and gets offers', async () => {
    const { page, appId } = borrower;
    await page.getByRole('link', { name: 'Tell us what your home is worth' }).click();
    const answers = { propertyValueDetour: { avmLooksRight: 'no', choice: 'stated', statedValue: 400_000 } };
    for (let guard = 0; guard < flow.steps.length; guard += 1) {
      await page.waitForURL((url) => url.searchParams.get('appId') === appId);
      const here = currentStepPath(page, OFFICER);
      if (here === pricingPath) break;
      const document = loadStepDocument(screenStep(flow, here).screen);
      await page.getByRole('heading', { level: 1, name: document.title, exact: true }).waitFor();
      await fillStep(page, document, answers);
      await page.getByRole('button', { name: document.submitLabel ?? 'Continue', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== `/${OFFICER}/${here}`);
    }
    const choice = destinationPath(flow, 'offerChoice');
    await page.waitForURL((url) => url.pathname === `/${OFFICER}/${choice}`, { timeout: 30_000 });
    await page.getByRole('radiogroup').getByRole('radio').first().waitFor();
  });
});

describe('a frozen credit file: no dead end at the credit check either', () => {
  const creditStep = flow.steps.find((step) => 'screen' in step && step.screen === 'generate-credit');
  let frozen: Borrower;
  afterAll(async () => frozen?.context.close());

  it('is told why, with the notice (incomplete, no report used), and checks again once the freeze is lifted', async () => {
    frozen = await registerBorrower(journey, { officerId: OFFICER, prefix: 'frozen' });
    borrower = frozen;
    token = await borrowerToken(frozen.page, journey.server.baseUrl, frozen.email);
    const { propertyValueDetour: _detour, consents: _consents, ...answers } = structuredClone(prequal);
    delete (answers.property as Record<string, unknown>).condo;
    await saveAnswers(frozen.page, journey.server.baseUrl, token, frozen.appId, answers);
    const scenario = (credit: object) =>
      api('PUT', `/api/v2/simulators/applications/${frozen.appId}/scenario`, {
        credit,
        avm: { value: 650_000 },
      });
    await scenario({ file: 'frozen' });
    await api('POST', `/api/v2/application/${frozen.appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentityThroughApi(frozen.page, journey.server.baseUrl, token, frozen.appId);
    const { page } = frozen;
    await page.goto(`${journey.server.baseUrl}/${OFFICER}/${creditStep?.path}?appId=${frozen.appId}`);
    await page
      .getByRole('heading', { level: 2, name: 'We could not finish checking your credit' })
      .waitFor({ timeout: 30_000 });
    await page.getByText(/Your credit file is frozen/).waitFor();
    const text = await notice().innerText();
    expect(text).toContain(FORM_C1_REASONS.incomplete);
    expect(text).not.toContain('Your credit score');
    await expectNoAxeViolations(page, 'a frozen credit file, declined with its notice');
    await screenshotWidths(page, 'declined-frozen-file');

    await scenario({ score: 780, tradelines: [{ type: 'Mortgage', balance: 180_000 }] });
    await page.getByRole('button', { name: 'I lifted the freeze: check again' }).click();
    const choice = destinationPath(flow, 'offerChoice');
    await page.waitForURL((url) => url.pathname === `/${OFFICER}/${choice}`, { timeout: 30_000 });
    await page.getByRole('radiogroup').getByRole('radio').first().waitFor();
  });

  it('had no uncaught errors in the page', () => {
    expect(journey.pageErrors).toEqual([]);
  });
});
