import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

describe.each(backends)('soft credit pull, liabilities and pricing (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
    stranger = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, authorization = owner) =>
    t.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const consent = (
    appId: string,
    body: object = { kind: 'soft-credit-pull', textVersion: SOFT_CREDIT_PULL_CONSENT.version },
    auth = owner,
  ) => call('POST', `/api/v2/application/${appId}/consents`, body, auth);
  const pull = async (appId: string, auth = owner) => {
    await verifyIdentity(t.app, auth, appId);
    return call('POST', `/api/v2/applications/${appId}/credit`, undefined, auth);
  };
  const priceNew = (appId: string, auth = owner) =>
    call('POST', '/api/v2/pricing/new', { applicationId: appId }, auth);

  async function pricedApplication(overrides: Parameters<typeof prequalAnswers>[0] = {}) {
    const appId = await applicationWith(t.app, owner, prequalAnswers(overrides));
    await consent(appId);
    await pull(appId);
    return appId;
  }

  describe('consent', () => {
    it('records the current FCRA text, and refuses an unknown kind or an old text', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      expect((await consent(appId, { kind: 'marketing', textVersion: 'x' })).json()).toMatchObject({
        field: 'kind',
      });
      expect(
        (await consent(appId, { kind: 'soft-credit-pull', textVersion: '2020-01-01' })).json(),
      ).toMatchObject({ field: 'textVersion' });
      const accepted = await consent(appId);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toMatchObject({
        kind: 'soft-credit-pull',
        textVersion: SOFT_CREDIT_PULL_CONSENT.version,
      });
      expect((await consent(appId, undefined, stranger)).statusCode).toBe(404);
    });
  });

  describe('the pull', () => {
    it('needs the consent first', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const response = await pull(appId);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('consent_required');
    });

    it('needs the borrower’s name and address, and names the answer that is missing', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      await consent(appId);
      await verifyIdentity(t.app, owner, appId);
      const { version } = (
        await t.app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization: owner } })
      ).json();
      const cleared = await t.app.inject({
        method: 'PATCH',
        url: `/api/v2/application/${appId}`,
        headers: { authorization: owner, 'if-match': `"${version}"` },
        payload: { contactInfo: { firstName: null } },
      });
      expect(cleared.statusCode).toBe(200);
      const response = await pull(appId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'answers_missing', field: 'contactInfo.firstName' });
    });

    it('returns a score between 640 and 820, the same for the same borrower', async () => {
      const first = await pricedApplication();
      const again = await applicationWith(t.app, owner, prequalAnswers());
      await consent(again);
      const a = (await pull(again)).json();
      expect(a.status).toBe('ok');
      expect(a.score).toBeGreaterThanOrEqual(640);
      expect(a.score).toBeLessThanOrEqual(820);
      expect(
        (
          await t.app.inject({ url: `/api/v2/application/${first}`, headers: { authorization: owner } })
        ).json().credit.score,
      ).toBe(a.score);
    });

    it.each([
      ['Frozen', 'frozen', 'frozen'],
      ['Thinfile', 'thin', 'enough history'],
    ])('reports the %s trigger as %s with a message', async (lastName, status, words) => {
      const appId = await applicationWith(t.app, owner, prequalAnswers({ lastName }));
      await consent(appId);
      const body = (await pull(appId)).json();
      expect(body).toMatchObject({ status, score: null });
      expect(body.message).toContain(words);
      const priced = (await priceNew(appId)).json();
      expect(priced.products).toEqual([]);
      expect(priced.ineligibleReasons[0]).toContain(words);
    });

    it('answers a bureau failure with 502 and a message, storing nothing and keeping the answers', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers({ lastName: 'Bureaudown' }));
      await consent(appId);
      await verifyIdentity(t.app, owner, appId);
      const read = () =>
        t.app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization: owner } });
      const before = (await read()).json().version;
      const response = await pull(appId);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toContain('Your answers are saved');
      expect((await call('GET', `/api/v2/applications/${appId}/liabilities`)).statusCode).toBe(404);
      const document = (await read()).json();
      expect(document.contactInfo.lastName).toBe('Bureaudown');
      expect(document.version).toBe(before);
    });
  });

  describe('liabilities and payoffs', () => {
    it('keeps the first mortgage, lets the borrower choose to pay off a card, and refuses the rest', async () => {
      const appId = await pricedApplication();
      const { liabilities } = (await call('GET', `/api/v2/applications/${appId}/liabilities`)).json();
      const mortgage = liabilities.find((l: { type: string }) => l.type === 'Mortgage');
      const card = liabilities.find((l: { type: string }) => l.type === 'Revolving');
      expect(mortgage).toMatchObject({
        paidOffHandling: 'NOT_ALLOWED',
        paidOffIndicator: false,
        securedBySubjectProperty: true,
      });
      expect(card).toMatchObject({ paidOffHandling: 'OPTIONAL', paidOffIndicator: false });
      expect(typeof card.outstandingBalanceAmount).toBe('number');

      const chosen = await call('PUT', `/api/v2/applications/${appId}/liabilities/payoffs`, {
        payoffs: [card.id],
      });
      expect(chosen.json().liabilities.find((l: { id: string }) => l.id === card.id).paidOffIndicator).toBe(
        true,
      );
      const refused = await call('PUT', `/api/v2/applications/${appId}/liabilities/payoffs`, {
        payoffs: [mortgage.id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('payoffs');
      expect(
        (await call('PUT', `/api/v2/applications/${appId}/liabilities/payoffs`, { payoffs: ['tl-nope'] }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('GET', `/api/v2/applications/${appId}/liabilities`, undefined, stranger)).statusCode,
      ).toBe(404);
    });
  });

  describe('pricing', () => {
    it('needs the credit check first', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      expect((await priceNew(appId)).json()).toMatchObject({ code: 'credit_required' });
    });

    it('prices on the AVM value and keeps offers, the 0% and 2% options and avmValue on the application', async () => {
      const appId = await pricedApplication();
      const response = await priceNew(appId);
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result.products).toHaveLength(24);
      expect(result.propertyValue).toBeGreaterThanOrEqual(300_000);
      expect(result.propertyValue % 1000).toBe(0);
      const document = (
        await t.app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization: owner } })
      ).json();
      expect(document.property.avmValue).toBe(result.propertyValue);
      expect(document.pricing.offers).toHaveLength(24);
      expect(
        document.pricing.products.map((p: { originationFeePercent: number }) => p.originationFeePercent),
      ).toEqual([0, 2]);
      expect(document.pricing).toMatchObject({
        limitedBy: result.limitedBy,
        minAmount: result.minAmount,
        prequalAmount: result.prequalAmount,
      });
    });

    it('reprices at another amount and records a chosen offer, priced again on the server', async () => {
      const appId = await pricedApplication();
      await priceNew(appId);
      const at = (await call('GET', `/api/v2/pricing/${appId}/40000`)).json();
      const offer = at.products[2];
      expect(offer.loanAmount).toBe(40_000);
      const chosen = await call('POST', '/api/v2/pricing/offers', {
        applicationId: appId,
        productId: offer.id,
        loanAmount: 40_000,
      });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json().product).toMatchObject({
        id: offer.id,
        rate: offer.rate,
        apr: offer.apr,
        monthlyPayment: offer.monthlyPayment,
      });
      const document = (
        await t.app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization: owner } })
      ).json();
      expect(document.pricing.product.id).toBe(offer.id);
      const tampered = await call('POST', '/api/v2/pricing/offers', {
        applicationId: appId,
        productId: 'HELOC-360-9',
        loanAmount: 40_000,
      });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json().field).toBe('productId');
      expect(
        (
          await call('POST', '/api/v2/pricing/offers', {
            applicationId: appId,
            productId: offer.id,
            loanAmount: 40_000,
            rate: 1,
          })
        ).statusCode,
      ).toBe(400);
    });

    it('offers nothing below the program’s credit bands, saying why', async () => {
      const appId = await pricedApplication({ lastName: 'Lowscore' });
      const result = (await priceNew(appId)).json();
      expect(result.products).toEqual([]);
      expect(result.ineligibleReasons[0]).toContain('credit score of 610');
    });

    it('keeps other borrowers out', async () => {
      const appId = await pricedApplication();
      expect((await priceNew(appId, stranger)).statusCode).toBe(404);
      expect((await call('GET', `/api/v2/pricing/${appId}/40000`, undefined, stranger)).statusCode).toBe(404);
    });
  });

  describe('the property value detour', () => {
    it('asks for a value when the AVM has none, then prices on the stated value and requires an appraisal', async () => {
      const appId = await pricedApplication({ street: '999 Quarry Lane' });
      const needed = await priceNew(appId);
      expect(needed.statusCode).toBe(409);
      expect(needed.json().code).toBe('property_value_needed');
      expect((await call('GET', `/api/v2/application/${appId}/valuation`)).json()).toMatchObject({
        avmValue: null,
      });
      expect(
        (await call('PUT', `/api/v2/application/${appId}/propertyValue`, { type: 'avm' })).statusCode,
      ).toBe(409);

      const stated = await call('PUT', `/api/v2/application/${appId}/propertyValue`, {
        type: 'stated',
        value: 410_000,
      });
      expect(stated.json().valuation).toMatchObject({
        type: 'stated',
        value: 410_000,
        requiresFullAppraisal: true,
        hasTriedStatedValue: true,
      });
      const priced = (await priceNew(appId)).json();
      expect(priced.propertyValue).toBe(410_000);

      const appraisal = await call('PUT', `/api/v2/application/${appId}/property/appraisal`, {
        option: 'full-appraisal',
      });
      expect(appraisal.json().appraisal).toMatchObject({ option: 'full-appraisal', status: 'requested' });
    });

    it('stores a prior appraisal from the last 12 months, and refuses an older one', async () => {
      const appId = await pricedApplication({ street: '999 Quarry Lane' });
      const recent = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
      const prior = await call('PUT', `/api/v2/application/${appId}/propertyValue`, {
        type: 'prior',
        value: 395_000,
        appraisalDate: recent,
      });
      expect(prior.json().valuation).toMatchObject({
        type: 'prior',
        value: 395_000,
        requiresFullAppraisal: false,
        hasTriedStatedValue: false,
      });
      const old = await call('PUT', `/api/v2/application/${appId}/propertyValue`, {
        type: 'prior',
        value: 395_000,
        appraisalDate: '2020-01-01',
      });
      expect(old.statusCode).toBe(400);
      expect(old.json().field).toBe('appraisalDate');
      const invalid = await call('PUT', `/api/v2/application/${appId}/propertyValue`, {
        type: 'stated',
        value: 10,
      });
      expect(invalid.statusCode).toBe(400);
    });

    it('answers a valuation-service failure with 502 and a message', async () => {
      const appId = await pricedApplication({ street: '998 Quarry Lane' });
      const response = await priceNew(appId);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toContain('valuation service');
    });
  });
});
