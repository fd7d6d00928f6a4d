import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCreditReport } from '../../../src/server/credit/credit-repository.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import type { SimulatorScenario } from '../../../src/shared/simulator-scenario.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { chooseScenario, scenarioUrl } from '../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

type Liability = { type: string; paidOffHandling: string; paidOffIndicator: boolean } & Record<
  string,
  unknown
>;

describe.each(backends)('what the credit and AVM simulators answer by scenario (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const pull = async (appId: string) => {
    await verifyIdentity(t.app, owner, appId);
    return call('POST', `/api/v2/applications/${appId}/credit`);
  };
  const priceNew = (appId: string) => call('POST', '/api/v2/pricing/new', { applicationId: appId });
  const liabilities = async (appId: string): Promise<Liability[]> =>
    (await call('GET', `/api/v2/applications/${appId}/liabilities`)).json().liabilities;

  /** An application with the soft-pull consent given and `scenario` chosen, before any vendor is asked. */
  async function applicationChoosing(scenario: SimulatorScenario, answers = {}) {
    const appId = await applicationWith(t.app, owner, prequalAnswers(answers));
    await call('POST', `/api/v2/application/${appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await chooseScenario(t.app, owner, appId, scenario);
    return appId;
  }

  it('pulls the chosen score, which the stored report keeps, over the last-name trigger', async () => {
    const appId = await applicationChoosing({ credit: { score: 780 } }, { lastName: 'Lowscore' });
    expect((await pull(appId)).json()).toMatchObject({ status: 'ok', score: 780 });
    const stored = await findCreditReport(t.db.orm, Number(appId));
    expect(stored).toMatchObject({ status: 'ok', score: 780, provider: 'credit-simulator' });

    expect((await call('DELETE', scenarioUrl(appId))).statusCode).toBe(204);
    expect((await pull(appId)).json()).toMatchObject({ status: 'ok', score: 610 });
  });

  it.each([
    ['thin', { status: 'thin', score: null }, 'enough history'],
    ['frozen', { status: 'frozen', score: null }, 'frozen'],
  ] as const)('reports a %s file as its trigger does', async (file, expected, words) => {
    const appId = await applicationChoosing({ credit: { file } });
    const body = (await pull(appId)).json();
    expect(body).toMatchObject(expected);
    expect(body.message).toContain(words);
    expect((await priceNew(appId)).json().ineligibleReasons[0]).toContain(words);
  });

  it('answers an unavailable bureau with the 502 of the Bureaudown trigger, storing nothing', async () => {
    const chosen = await applicationChoosing({ credit: { file: 'unavailable' } });
    const triggered = await applicationChoosing({}, { lastName: 'Bureaudown' });
    const answer = await pull(chosen);
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual((await pull(triggered)).json());
    expect(await findCreditReport(t.db.orm, Number(chosen))).toBeUndefined();
  });

  it('reports the chosen debts instead of generated ones; a HELOC on the home is paid off in pricing', async () => {
    const appId = await applicationChoosing({
      credit: {
        score: 780,
        tradelines: [
          { type: 'Mortgage', balance: 180_000 },
          { type: 'HELOC', limit: 50_000, balance: 20_000 },
          { type: 'Revolving', balance: 1_200, limit: 8_000, creditor: 'Harbor Rewards', monthlyPayment: 60 },
        ],
      },
      avm: { value: 650_000 },
    });
    expect((await pull(appId)).json().liabilityCount).toBe(3);
    const [mortgage, heloc, card] = await liabilities(appId);
    expect(mortgage).toMatchObject({
      type: 'Mortgage',
      creditor: 'Liberty Home Mortgage',
      outstandingBalanceAmount: 180_000,
      monthlyPaymentAmount: 1_170,
      creditLimitAmount: null,
      securedBySubjectProperty: true,
      paidOffHandling: 'NOT_ALLOWED',
    });
    expect(heloc).toMatchObject({
      type: 'HELOC',
      outstandingBalanceAmount: 20_000,
      creditLimitAmount: 50_000,
      securedBySubjectProperty: true,
      paidOffHandling: 'REQUIRED',
      paidOffIndicator: true,
    });
    expect(card).toMatchObject({
      creditor: 'Harbor Rewards',
      monthlyPaymentAmount: 60,
      securedBySubjectProperty: false,
      paidOffHandling: 'OPTIONAL',
    });
    const priced = (await priceNew(appId)).json();
    expect(priced).toMatchObject({ propertyValue: 650_000, minAmount: 20_000 });
    const offer = priced.products[0];
    expect(offer.cashToBorrower).toBeLessThanOrEqual(offer.loanAmount - 20_000);
  });

  it('pays off a second mortgage on the home; the first stays', async () => {
    const appId = await applicationChoosing({
      credit: {
        tradelines: [
          { type: 'Mortgage', balance: 150_000 },
          { type: 'Mortgage', balance: 30_000, creditor: 'Second Street Lending' },
        ],
      },
      avm: { value: 600_000 },
    });
    await pull(appId);
    const [first, second] = await liabilities(appId);
    expect(first).toMatchObject({ paidOffHandling: 'NOT_ALLOWED', paidOffIndicator: false });
    expect(second).toMatchObject({
      creditor: 'Second Street Lending',
      paidOffHandling: 'REQUIRED',
      paidOffIndicator: true,
    });
    expect((await priceNew(appId)).json().minAmount).toBe(30_000);
  });

  it('values the property at the chosen value, over the 999 trigger', async () => {
    const appId = await applicationChoosing({ avm: { value: 650_000 } }, { street: '999 Quarry Lane' });
    expect((await call('GET', `/api/v2/application/${appId}/valuation`)).json().avmValue).toBe(650_000);
    await pull(appId);
    expect((await priceNew(appId)).json().propertyValue).toBe(650_000);
  });

  it('has no value when chosen so: the borrower is asked for one, as for the 999 trigger', async () => {
    const appId = await applicationChoosing({ avm: { result: 'noValue' } });
    await pull(appId);
    const needed = await priceNew(appId);
    expect(needed.statusCode).toBe(409);
    expect(needed.json().code).toBe('property_value_needed');
  });

  it('answers an unavailable valuation service with the 502 of the 998 trigger', async () => {
    const chosen = await applicationChoosing({ avm: { result: 'unavailable' } });
    const triggered = await applicationChoosing({}, { street: '998 Quarry Lane' });
    await pull(chosen);
    await pull(triggered);
    const answer = await priceNew(chosen);
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual((await priceNew(triggered)).json());
  });
});
