import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import type { PricedProduct } from '../../../src/shared/pricing/pricing-types.ts';
import type { ScenarioTradeline } from '../../../src/shared/simulator-scenario.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { chooseScenario } from '../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

/** Issue 18 items 2-6 as the pricing routes answer them. */
describe.each(backends)('pricing: fee options, ability to repay, state rules and liens (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: owner }, ...(payload ? { payload } : {}) });
  const firstMortgage: ScenarioTradeline = { type: 'Mortgage', balance: 200_000, monthlyPayment: 1_500 };

  /** Item 1's baseline home (500,000, a 200,000 first at 1,500/month, score 780) with these answers and debts. */
  async function priced(
    answers: { state?: string; annualIncome?: number; otherMonthlyObligations?: number } = {},
    tradelines: ScenarioTradeline[] = [firstMortgage],
  ) {
    const base = prequalAnswers();
    const texas = answers.state === 'TX';
    const appId = await applicationWith(t.app, owner, {
      ...base,
      property: {
        ...base.property,
        address: texas
          ? { street: '1100 Congress Avenue', city: 'Austin', state: 'TX', zip: '78701' }
          : base.property.address,
      },
      applicant: {
        income: {
          source: 'Employed',
          statedAnnualIncome: answers.annualIncome ?? 120_000,
          ...(answers.otherMonthlyObligations === undefined
            ? {}
            : { otherMonthlyObligations: answers.otherMonthlyObligations }),
        },
      },
    });
    await call('POST', `/api/v2/application/${appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await chooseScenario(t.app, owner, appId, {
      credit: { score: 780, tradelines },
      avm: { value: 500_000 },
    });
    await verifyIdentity(t.app, owner, appId);
    expect((await call('POST', `/api/v2/applications/${appId}/credit`)).statusCode).toBe(200);
    const response = await call('POST', '/api/v2/pricing/new', { applicationId: appId });
    expect(response.statusCode).toBe(200);
    return { appId, result: response.json() };
  }
  const storedPricing = async (appId: string) =>
    (await call('GET', `/api/v2/application/${appId}`)).json().pricing;

  it('answers a Texas home with its 35,000 minimum and 2% fee cap, and lifts a smaller amount to it', async () => {
    const { appId, result } = await priced({ state: 'TX' });
    expect(result.minLoanAmount).toBe(35_000);
    expect(result.amountStep).toBe(1_000);
    expect(result.stateRule).toMatchObject({
      state: 'TX',
      minimumAmount: 35_000,
      maxFeePercent: 2,
      maxCltvPercent: 80,
    });
    expect(result.maxLimits.HELOC.combinedLoanToValue).toBe(200_000);
    const at = (await call('GET', `/api/v2/pricing/${appId}/25000`)).json();
    expect(at.minLoanAmount).toBe(35_000);
    expect(at.products.length).toBeGreaterThan(0);
    for (const offer of at.products as PricedProduct[]) {
      expect(offer.loanAmount).toBe(35_000);
      expect(offer.originationFeePercent).toBeLessThanOrEqual(2);
    }
    const ohio = (await priced()).result;
    expect(ohio.minLoanAmount).toBe(25_000);
    expect(ohio.stateRule).toBeNull();
  });

  it('stores the 0% and 2% options by their fee when income 3,800 a month removes offers', async () => {
    const { appId, result } = await priced({ annualIncome: 45_600 });
    expect(result.products[0].originationFeePercent).toBe(3);
    const kept = (await storedPricing(appId)).products as PricedProduct[];
    expect(kept.map((offer) => [offer.id, offer.originationFeePercent])).toEqual([
      ['HELOAN-360-0', 0],
      ['HELOAN-360-2', 2],
    ]);
    for (const offer of result.products as PricedProduct[])
      expect(offer.debtToIncomePercent).toBeLessThanOrEqual(45);
  });

  it('counts other monthly obligations (URLA 2d) asked with the income', async () => {
    const without = (await priced({ annualIncome: 72_000 })).result;
    const withSupport = (await priced({ annualIncome: 72_000, otherMonthlyObligations: 400 })).result;
    expect(withSupport.maxLimits.HELOC.debtToIncome).toBeLessThan(without.maxLimits.HELOC.debtToIncome);
    const offer = (withSupport.products as PricedProduct[]).find((o) => o.id === 'HELOAN-180-0');
    // (payment + 1,500 mortgage + 400 support) / 6,000.
    expect(offer?.debtToIncomePercent).toBe(
      Math.round((((offer?.qualifyingPayment ?? 0) + 1_900) / 6_000) * 10_000) / 100,
    );
  });

  it('requires a closed-end second to be paid off, by lien position, and never leaves cash negative', async () => {
    const second: ScenarioTradeline = {
      type: 'Mortgage',
      balance: 90_000,
      monthlyPayment: 700,
      lienPosition: 2,
    };
    const { appId, result } = await priced({}, [second, { ...firstMortgage, lienPosition: 1 }]);
    const liabilities = (await call('GET', `/api/v2/applications/${appId}/liabilities`)).json().liabilities;
    expect(liabilities.map((l: { paidOffHandling: string }) => l.paidOffHandling)).toEqual([
      'REQUIRED',
      'NOT_ALLOWED',
    ]);
    expect(result.minAmount).toBe(90_000);
    const at = (await call('GET', `/api/v2/pricing/${appId}/90000`)).json();
    const offer = (fee: number) => (at.products as PricedProduct[]).find((o) => o.id === `HELOAN-360-${fee}`);
    expect(offer(0)).toMatchObject({ loanAmount: 90_000, cashToBorrower: 0 });
    expect(offer(2)).toMatchObject({ loanAmount: 92_000, originationFee: 1_840, cashToBorrower: 160 });
    for (const o of at.products as PricedProduct[]) expect(o.cashToBorrower).toBeGreaterThanOrEqual(0);
  });
});
