/**
 * Terms never stale (issue 17, item 1): the chosen offer keeps what it was priced on, and the server refuses to
 * accept its terms or submit once an answer pricing reads has changed, with 409 `terms_stale` naming the change.
 * Choosing again on the current answers clears it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import type { SimulatorScenario } from '../../../src/shared/simulator-scenario.ts';
import { applicationWith } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { consentToSubmit, dataSet } from '../../support/loan.ts';
import { chooseScenario } from '../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

describe.each(backends)('stale loan terms (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The slim-1 minimal borrower with a chosen offer, on the credit file `scenario` gives. */
  const FIRST_MORTGAGE_ONLY: SimulatorScenario = {
    credit: { score: 780, tradelines: [{ type: 'Mortgage', balance: 150_000 }] },
  };

  async function withChosenOffer(scenario: SimulatorScenario = FIRST_MORTGAGE_ONLY) {
    const appId = await applicationWith(t.app, owner, dataSet('slim-1', 'minimal'));
    await chooseScenario(t.app, owner, appId, scenario);
    await call('POST', `/api/v2/application/${appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentity(t.app, owner, appId);
    expect((await call('POST', `/api/v2/applications/${appId}/credit`)).statusCode).toBe(200);
    return { appId, offer: await choose(appId) };
  }

  async function choose(appId: string) {
    const [offer] = (await call('POST', '/api/v2/pricing/new', { applicationId: appId })).json().products;
    const chosen = await call('POST', '/api/v2/pricing/offers', {
      applicationId: appId,
      productId: offer.id,
      loanAmount: offer.loanAmount,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return offer as { id: string; loanAmount: number };
  }

  async function patch(appId: string, answers: Record<string, unknown>) {
    const { version } = (await call('GET', `/api/v2/application/${appId}`)).json();
    const saved = await call('PATCH', `/api/v2/application/${appId}`, answers, {
      'if-match': `"${version}"`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const accept = (appId: string, productId: string) =>
    call('POST', `/api/v2/application/${appId}/loan_terms`, { productId, accepted: true });
  const submit = (appId: string) => call('POST', `/api/v2/application/${appId}/submit`);
  const terms = async (appId: string) =>
    (await call('GET', `/api/v2/application/${appId}/loan_terms`)).json();

  it('a new loan amount: accepting and submitting are refused with 409 naming it, until chosen again', async () => {
    const { appId, offer } = await withChosenOffer();
    expect((await terms(appId)).stale).toBeNull();
    await patch(appId, { loan: { loan_amt: 110_000 } });

    expect(await terms(appId)).toMatchObject({
      loanAmount: offer.loanAmount,
      stale: {
        code: 'terms_stale',
        changed: ['requestedCashCents'],
        message: 'The loan amount changed since these terms were priced.',
      },
    });
    const refused = await accept(appId, offer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'terms_stale', changed: ['requestedCashCents'] });
    expect(refused.json().message).toMatch(/^The loan amount changed since these terms were priced\./);
    expect((await terms(appId)).accepted).toBeNull();
    const notSubmitted = await submit(appId);
    expect(notSubmitted.statusCode).toBe(409);
    expect(notSubmitted.json()).toMatchObject({ code: 'terms_stale', changed: ['requestedCashCents'] });
    expect((await call('GET', `/api/v2/application/${appId}/loan`)).statusCode).toBe(409);

    // Pricing again on the new answers lets the stale choice go: the borrower chooses again.
    const repriced = (await call('POST', '/api/v2/pricing/new', { applicationId: appId })).json();
    expect(repriced.chosen).toBeNull();
    const again = await choose(appId);
    expect(again.loanAmount).toBe(110_000);
    expect((await terms(appId)).stale).toBeNull();
    expect((await accept(appId, again.id)).statusCode).toBe(201);
    await consentToSubmit(t.app, owner, appId);
    expect((await submit(appId)).statusCode).toBe(201);
  });

  it('pricing again on unchanged answers keeps the choice and its acceptance', async () => {
    const { appId, offer } = await withChosenOffer();
    expect((await accept(appId, offer.id)).statusCode).toBe(201);
    const repriced = (await call('POST', '/api/v2/pricing/new', { applicationId: appId })).json();
    expect(repriced.chosen).toMatchObject({ id: offer.id, loanAmount: offer.loanAmount });
    expect(await terms(appId)).toMatchObject({ productId: offer.id, stale: null });
    expect((await terms(appId)).accepted).not.toBeNull();
  });

  it('terms accepted, then an answer changes: submitting is refused and the acceptance does not carry over', async () => {
    const { appId, offer } = await withChosenOffer();
    expect((await accept(appId, offer.id)).statusCode).toBe(201);
    await patch(appId, { applicant: { income: { statedAnnualIncome: 90_000 } } });
    const refused = await submit(appId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Your income changed since these terms were priced\./);
    await call('POST', '/api/v2/pricing/new', { applicationId: appId });
    await choose(appId);
    expect((await terms(appId)).accepted).toBeNull();
  });

  it.each([
    [
      'occupancy and kind of home',
      { property: { info: { occupancy: 'SecondHome', propertyType: 'Townhouse' } } },
      ['occupancy', 'propertyType'],
      'How you use the home and the kind of home changed since these terms were priced.',
    ],
    [
      'the address',
      { property: { address: { street: '420 Maple Avenue' } } },
      ['propertyAddress'],
      "The home's address changed since these terms were priced.",
    ],
  ])('%s: named in the refusal', async (_name, answers, changed, message) => {
    const { appId, offer } = await withChosenOffer();
    await patch(appId, answers);
    const refused = await accept(appId, offer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'terms_stale', changed });
    expect(refused.json().message).toContain(message);
  });

  it('a new value from the value detour makes the terms stale', async () => {
    const { appId, offer } = await withChosenOffer({ ...FIRST_MORTGAGE_ONLY, avm: { value: 600_000 } });
    const stated = await call('PUT', `/api/v2/application/${appId}/propertyValue`, {
      type: 'stated',
      value: 500_000,
    });
    expect(stated.statusCode).toBe(200);
    const refused = await accept(appId, offer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ changed: ['propertyValueCents'] });
    expect(refused.json().message).toMatch(/^The home's value changed since these terms were priced\./);
  });

  it('a debt chosen to be paid off makes the terms stale', async () => {
    const { appId, offer } = await withChosenOffer({
      credit: {
        score: 780,
        tradelines: [
          { type: 'Mortgage', balance: 150_000 },
          { type: 'Revolving', balance: 6_000, limit: 10_000 },
        ],
      },
    });
    const { liabilities } = (await call('GET', `/api/v2/applications/${appId}/liabilities`)).json();
    const card = liabilities.find((debt: { type: string }) => debt.type === 'Revolving');
    const payoffs = await call('PUT', `/api/v2/applications/${appId}/liabilities/payoffs`, {
      payoffs: [card.id],
    });
    expect(payoffs.statusCode, payoffs.body).toBe(200);
    const refused = await accept(appId, offer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^The debts to be paid off changed since these terms were priced\./,
    );
  });

  const reprice = (appId: string) => call('POST', '/api/v2/pricing/reprice', { applicationId: appId });

  it('prices the chosen offer again on a new amount: the same offer at it, to be accepted anew', async () => {
    const { appId, offer } = await withChosenOffer();
    expect((await accept(appId, offer.id)).statusCode).toBe(201);
    await patch(appId, { loan: { loan_amt: 110_000 } });
    const repriced = await reprice(appId);
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json()).toMatchObject({
      product: { id: offer.id, loanAmount: 110_000 },
      before: { id: offer.id, loanAmount: offer.loanAmount },
      changed: ['requestedCashCents'],
      message: 'The loan amount changed since these terms were priced.',
    });
    expect(await terms(appId)).toMatchObject({ loanAmount: 110_000, stale: null, accepted: null });
    expect((await reprice(appId)).json()).toMatchObject({ before: null, product: { loanAmount: 110_000 } });
    expect((await accept(appId, offer.id)).statusCode).toBe(201);
  });

  it('keeps the amount the borrower chose when another answer changed', async () => {
    const appId = (await withChosenOffer()).appId;
    const [offer] = (await call('GET', `/api/v2/pricing/${appId}/90000`)).json().products;
    await call('POST', '/api/v2/pricing/offers', {
      applicationId: appId,
      productId: offer.id,
      loanAmount: 90_000,
    });
    await patch(appId, { applicant: { income: { statedAnnualIncome: 140_000 } } });
    const repriced = (await reprice(appId)).json();
    expect(repriced).toMatchObject({ product: { loanAmount: 90_000 }, changed: ['monthlyIncomeCents'] });
  });

  it('answers 409 choose_again when the chosen offer is not made on the new answers', async () => {
    const { appId } = await withChosenOffer();
    await patch(appId, { property: { info: { propertyType: 'ManufacturedHome' } } });
    const refused = await reprice(appId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'choose_again', changed: ['propertyType'] });
    expect(refused.json().message).toMatch(/^The kind of home changed since these terms were priced\. /);
    expect((await terms(appId)).stale).not.toBeNull();
  });

  it('an answer pricing does not read leaves the terms as they are', async () => {
    const { appId, offer } = await withChosenOffer();
    await patch(appId, { contactInfo: { phone: '6145550199' } });
    expect((await accept(appId, offer.id)).statusCode).toBe(201);
  });
});
