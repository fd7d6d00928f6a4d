import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import type { PricedProduct } from '../../../src/shared/pricing/pricing-types.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

describe.each(backends)('choosing a line of credit’s credit line and initial draw (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function pricedApplication() {
    const appId = await applicationWith(t.app, owner, prequalAnswers());
    await call('POST', `/api/v2/application/${appId}/consents`, {
      kind: 'soft-credit-pull',
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentity(t.app, owner, appId);
    await call('POST', `/api/v2/applications/${appId}/credit`);
    expect((await call('POST', '/api/v2/pricing/new', { applicationId: appId })).statusCode).toBe(200);
    return appId;
  }

  const offersAt = async (appId: string, draw: number, line?: number) => {
    const response = await call('GET', `/api/v2/pricing/${appId}/${draw}${line ? `?line=${line}` : ''}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { products: PricedProduct[] }).products;
  };
  const find = (products: PricedProduct[], id: string) => {
    const found = products.find((product) => product.id === id);
    if (!found) throw new Error(`no offer ${id}`);
    return found;
  };
  const choose = (appId: string, body: Record<string, unknown>) =>
    call('POST', '/api/v2/pricing/offers', { applicationId: appId, ...body });

  it('prices the line on its own size: the largest line costs more than a line the size of the draw', async () => {
    const appId = await pricedApplication();
    const small = find(await offersAt(appId, 40_000), 'HELOC-360-0');
    expect(small).toMatchObject({ loanAmount: 40_000, lineAmount: 40_000 });
    const largest = small.maxLoanAmount;
    const large = find(await offersAt(appId, 40_000, largest), 'HELOC-360-0');
    expect(large).toMatchObject({ loanAmount: 40_000, lineAmount: largest });
    expect(large.rate).toBeGreaterThan(small.rate);
    // The draw's payment at the line's rate; a fixed-rate loan has no line and keeps its price.
    expect(large.monthlyPayment).toBeGreaterThan(small.monthlyPayment);
    const loans = await offersAt(appId, 40_000, largest);
    expect(find(loans, 'HELOAN-360-0').lineAmount).toBeUndefined();
    expect(find(loans, 'HELOAN-360-0').rate).toBe(find(await offersAt(appId, 40_000), 'HELOAN-360-0').rate);
    expect((await call('GET', `/api/v2/pricing/${appId}/40000?line=lots`)).statusCode).toBe(400);
  });

  it('stores the chosen line and draw, and the loan terms show the line chosen', async () => {
    const appId = await pricedApplication();
    const offer = find(await offersAt(appId, 40_000, 100_000), 'HELOC-240-2');
    const chosen = await choose(appId, { productId: offer.id, loanAmount: 40_000, lineAmount: 100_000 });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().product).toMatchObject({
      lineAmount: 100_000,
      loanAmount: 40_000,
      rate: offer.rate,
    });
    const terms = (await call('GET', `/api/v2/application/${appId}/loan_terms`)).json();
    expect(terms).toMatchObject({ loanAmount: 40_000, totalLineAmount: 100_000, interestRate: offer.rate });
  });

  it('refuses a draw above the line, a line outside its limits or off the step, and a line on a fixed-rate loan', async () => {
    const appId = await pricedApplication();
    const offer = find(await offersAt(appId, 40_000), 'HELOC-360-0');
    const refusal = async (body: Record<string, unknown>) => {
      const response = await choose(appId, body);
      expect(response.statusCode).toBe(400);
      return response.json() as { field: string; message: string };
    };
    expect(await refusal({ productId: offer.id, loanAmount: 60_000, lineAmount: 50_000 })).toEqual(
      expect.objectContaining({
        field: 'loanAmount',
        message: 'The initial draw ($60,000) cannot be more than the credit line ($50,000)',
      }),
    );
    const above = await refusal({
      productId: offer.id,
      loanAmount: 40_000,
      lineAmount: offer.maxLoanAmount + 1_000,
    });
    expect(above.field).toBe('lineAmount');
    expect(above.message).toContain(`to $${offer.maxLoanAmount.toLocaleString('en-US')}`);
    expect(await refusal({ productId: offer.id, loanAmount: 10_000, lineAmount: 20_000 })).toMatchObject({
      field: 'lineAmount',
      message: expect.stringContaining(`from $${(offer.minLoanAmount ?? 0).toLocaleString('en-US')} to`),
    });
    expect(await refusal({ productId: offer.id, loanAmount: 40_000, lineAmount: 60_500 })).toMatchObject({
      field: 'lineAmount',
      message: 'The credit line must be a multiple of $1,000',
    });
    expect(
      await refusal({ productId: 'HELOAN-360-0', loanAmount: 40_000, lineAmount: 60_000 }),
    ).toMatchObject({ field: 'lineAmount' });
    const document = (await call('GET', `/api/v2/application/${appId}`)).json();
    expect(document.pricing.product).toBeUndefined();
  });

  it('keeps accepted terms only for the same line: another line is terms to accept again', async () => {
    const appId = await pricedApplication();
    await choose(appId, { productId: 'HELOC-360-0', loanAmount: 40_000, lineAmount: 60_000 });
    const accepted = await call('POST', `/api/v2/application/${appId}/loan_terms`, {
      productId: 'HELOC-360-0',
      accepted: true,
    });
    expect(accepted.statusCode).toBe(201);
    await choose(appId, { productId: 'HELOC-360-0', loanAmount: 40_000, lineAmount: 60_000 });
    expect((await call('GET', `/api/v2/application/${appId}/loan_terms`)).json().accepted).not.toBeNull();
    await choose(appId, { productId: 'HELOC-360-0', loanAmount: 40_000, lineAmount: 80_000 });
    const terms = (await call('GET', `/api/v2/application/${appId}/loan_terms`)).json();
    expect(terms).toMatchObject({ totalLineAmount: 80_000, accepted: null });
  });
});
