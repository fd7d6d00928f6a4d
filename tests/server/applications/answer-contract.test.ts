import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

/**
 * A step file is the contract of its answers (DESIGN 5.1): heloc-1's cash-wanted step asks `heloc.cashWanted`,
 * which no other file declares, and the server takes it from the step file alone.
 */
describe.each(backends)('answers checked by the step files of the application’s flow (%s)', (backend) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  async function newApplication(flowType: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v2/application?nmlsId=2000001&flowType=${flowType}`,
      headers: { authorization: owner },
    });
    expect(created.statusCode).toBe(201);
    return created.json().data.appId as string;
  }
  const read = async (appId: string) =>
    (await t.app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization: owner } })).json();
  const save = async (appId: string, body: Record<string, unknown>, step?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${appId}`,
      query: step === undefined ? {} : { step },
      headers: { authorization: owner, 'if-match': `"${(await read(appId)).version}"` },
      payload: body,
    });

  it('stores a new step’s answers, with or without the step named, and reads them back', async () => {
    const appId = await newApplication('heloc-1');
    const named = await save(appId, { heloc: { cashWanted: 80000 } }, 'cash-wanted');
    expect(named.statusCode).toBe(200);
    const unnamed = await save(appId, { heloc: { cashWanted: 95000 } });
    expect(unnamed.statusCode).toBe(200);
    expect((await read(appId)).heloc).toEqual({ cashWanted: 95000 });
  });

  it('checks a new step’s answers against its file, naming the field, and writes nothing', async () => {
    const appId = await newApplication('heloc-1');
    const cases: [Record<string, unknown>, string][] = [
      [{ heloc: { cashWanted: 80500 } }, 'heloc.cashWanted'],
      [{ heloc: { cashWanted: 'a lot' } }, 'heloc.cashWanted'],
      [{ heloc: { cashWanted: -1000 } }, 'heloc.cashWanted'],
      [{ heloc: { cashWanted: 80000, colour: 'blue' } }, 'heloc.colour'],
      [{ hobbies: ['sailing'] }, 'hobbies'],
    ];
    for (const [body, field] of cases) {
      const refused = await save(appId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().field).toBe(field);
    }
    expect((await read(appId)).version).toBe(1);
  });

  it('requires the named step to be answered completely', async () => {
    const appId = await newApplication('heloc-1');
    const refused = await save(appId, { contactInfo: { firstName: 'Rosa' } }, 'cash-wanted');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'heloc.cashWanted',
      message: 'heloc.cashWanted is required',
    });
  });

  it('refuses an answer that only another flow asks', async () => {
    const appId = await newApplication('slim-1');
    const refused = await save(appId, { heloc: { cashWanted: 80000 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'heloc.cashWanted',
      message: 'heloc.cashWanted is not a field of the application',
    });
  });

  it('checks an existing step’s answers on a save that does not name it', async () => {
    const appId = await newApplication('slim-1');
    const refused = await save(appId, { contactInfo: { email: 'not an email' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('contactInfo.email');
  });

  /** Prices an application of `flowType` with these answers through the real calls, as the borrower's screens do. */
  async function pricedProducts(flowType: string, answers: Record<string, unknown>) {
    const appId = await newApplication(flowType);
    expect((await save(appId, answers)).statusCode).toBe(200);
    const call = (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: owner },
        ...(payload ? { payload } : {}),
      });
    await call(`/api/v2/application/${appId}/consents`, {
      kind: 'soft-credit-pull',
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentity(t.app, owner, appId);
    expect((await call(`/api/v2/applications/${appId}/credit`)).statusCode).toBe(200);
    const priced = await call('/api/v2/pricing/new', { applicationId: appId });
    expect(priced.statusCode, priced.body).toBe(200);
    return (priced.json().products as { loanAmount: number }[]).map((product) => product.loanAmount);
  }

  it('prices heloc-1 on the amount its own step asks, as slim-1 prices the same amount', async () => {
    const property = {
      address: { street: '418 Maple Avenue', city: 'Columbus', state: 'OH', zip: '43215' },
      info: { propertyType: 'SingleFamily', occupancy: 'PrimaryResidence' },
      estimatedValue: 450000,
    };
    const contactInfo = {
      firstName: 'Rosa',
      lastName: 'Alvarez',
      email: 'rosa@example.com',
      phone: '6145550123',
    };
    const heloc = await pricedProducts('heloc-1', {
      property,
      contactInfo,
      heloc: { cashWanted: 41000 },
    });
    const slim = await pricedProducts('slim-1', { property, contactInfo, loan: { loan_amt: 41000 } });
    const larger = await pricedProducts('heloc-1', { property, contactInfo, heloc: { cashWanted: 52000 } });
    expect(heloc.length).toBeGreaterThan(0);
    expect(heloc).toEqual(slim);
    expect(Math.min(...larger)).toBeGreaterThan(Math.max(...heloc));
  });

  it('names the fact pricing misses, by the answer of the flow that gives it', async () => {
    const appId = await newApplication('heloc-1');
    await save(appId, {
      property: { address: { street: '418 Maple Avenue', city: 'Columbus', state: 'OH', zip: '43215' } },
    });
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/v2/pricing/new',
      headers: { authorization: owner },
      payload: { applicationId: appId },
    });
    expect(priced.statusCode).toBe(409);
    expect(priced.json()).toMatchObject({ code: 'answers_missing', field: 'property.info.occupancy' });
    expect(priced.json().message).toContain('how the borrower uses the home');
  });
});
