import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications } from '../../../src/server/db/schema.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const ADDRESS = { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62704' };

describe.each(backends)('the application API (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  let appId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
    stranger = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/application?nmlsId=2000001',
      headers: { authorization: owner },
    });
    appId = created.json().data.appId;
  });

  const get = (url: string, authorization = owner) => t.app.inject({ url, headers: { authorization } });
  const patch = (body: unknown, version: number | null = 1, authorization = owner) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${appId}`,
      headers: { authorization, ...(version === null ? {} : { 'if-match': `"${version}"` }) },
      payload: body as Record<string, unknown>,
    });
  const stored = async () =>
    (
      await t.db.orm
        .select()
        .from(applications)
        .where(eq(applications.id, Number(appId)))
    )[0];

  it('reads a new application with its id, officer, flow and version', async () => {
    const response = await get(`/api/v2/application/${appId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json()).toMatchObject({
      appId,
      nmlsId: '2000001',
      status: 'draft',
      version: 1,
      flowConfig: { flowType: 'slim-1' },
      lastPath: null,
      lastPaths: {},
    });
    expect((await get(`/api/v2/application/${appId}/appData`)).json()).toMatchObject({ appId, version: 1 });
  });

  it('also creates through the /application/{nmlsId} form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/application/2000002',
      headers: { authorization: owner },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.nmlsId).toBe('2000002');
  });

  it('merges a partial PATCH and bumps the version', async () => {
    const first = await patch({ property: { address: ADDRESS } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, property: { address: ADDRESS } });
    const second = await patch({ property: { estimatedValue: 450000 }, loan: { loan_amt: 60000 } }, 2);
    expect(second.json()).toMatchObject({
      version: 3,
      property: { address: ADDRESS, estimatedValue: 450000 },
      loan: { loan_amt: 60000 },
    });
    expect((await stored())?.data).toEqual({
      property: { address: ADDRESS, estimatedValue: 450000 },
      loan: { loan_amt: 60000 },
    });
  });

  it('removes a field patched with null', async () => {
    await patch({ property: { address: { ...ADDRESS, unit: '2B' } } });
    const response = await patch({ property: { address: { unit: null } } }, 2);
    expect(response.json().property.address).toEqual(ADDRESS);
  });

  it('refuses a write based on a stale version with 409 and keeps the newer answers', async () => {
    await patch({ loan: { loan_amt: 50000 } }, 1);
    const stale = await patch({ loan: { loan_amt: 90000 } }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ currentVersion: 2 });
    expect((await stored())?.data).toEqual({ loan: { loan_amt: 50000 } });
  });

  it('asks for the version the change is based on', async () => {
    const response = await patch({ loan: { loan_amt: 50000 } }, null);
    expect(response.statusCode).toBe(428);
    expect((await stored())?.version).toBe(1);
  });

  it.each([
    [{ property: { address: { ...ADDRESS, zip: '1234' } } }, 'property.address.zip', 'must match pattern'],
    [
      { property: { address: { ...ADDRESS, state: 'XX' } } },
      'property.address.state',
      'must be equal to one of',
    ],
    [{ contactInfo: { email: 'not-an-email' } }, 'contactInfo.email', 'must match format'],
    [{ loan: { loan_amt: '60000' } }, 'loan.loan_amt', 'must be integer'],
    [{ loan: { loan_amt: 60500 } }, 'loan.loan_amt', 'must be multiple of 1000'],
    [{ loan: { loan_amt: 1000 } }, 'loan.loan_amt', 'must be >= 25000'],
    [{ property: { address: { street: '1 Main St' } } }, 'property.address.city', 'is required'],
    [{ favouriteColour: 'green' }, 'favouriteColour', 'is not a field of the application'],
    [
      { contactInfo: { firstName: 'Ann', ssn: '123' } },
      'contactInfo.ssn',
      'is not a field of the application',
    ],
    [{ flowConfig: { flowType: 'made-up' } }, 'flowConfig.flowType', 'there is no flow type "made-up"'],
  ])('refuses %j naming the field, writing nothing', async (body, field, message) => {
    const response = await patch(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toContain(field);
    expect(response.json().message).toContain(message);
    expect(await stored()).toMatchObject({ version: 1, data: {} });
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${appId}`,
      headers: { authorization: owner, 'if-match': '1', 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(response.statusCode).toBe(400);
  });

  it('switches the flow type to another flow file', async () => {
    const response = await patch({ flowConfig: { flowType: 'long-1' } });
    expect(response.json().flowConfig).toEqual({ flowType: 'long-1' });
    expect((await stored())?.flowType).toBe('long-1');
  });

  it('replaces one section with PUT /{section}/{appId}', async () => {
    await patch({ property: { address: ADDRESS, estimatedValue: 400000 } });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/application/property/${appId}`,
      headers: { authorization: owner, 'if-match': '2' },
      payload: { estimatedValue: 500000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().property).toEqual({ estimatedValue: 500000 });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/application/secrets/${appId}`,
      headers: { authorization: owner, 'if-match': '3' },
      payload: {},
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('section');
  });

  it('stores the last path as text, without query, and leaves the version alone', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${appId}/lastPath`,
      headers: { authorization: owner, 'content-type': 'text/plain' },
      payload: '/property/info?appId=1',
    });
    expect(saved.statusCode).toBe(200);
    const read = await get(`/api/v2/application/${appId}/lastPath`);
    expect(read.headers['content-type']).toContain('text/plain');
    expect(read.body).toBe('/property/info');
    const document = (await get(`/api/v2/application/${appId}`)).json();
    expect(document.version).toBe(1);
    expect(Object.values(document.lastPaths)).toEqual(['/property/info']);
  });

  it.each(['property/info', '/<script>', `/${'a'.repeat(400)}`])('refuses the last path %s', async (path) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${appId}/lastPath`,
      headers: { authorization: owner, 'content-type': 'text/plain' },
      payload: path,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('lastPath');
    expect((await stored())?.lastPath).toBeNull();
  });

  it('answers sync, status and the v1 read', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v2/application/${appId}/sync`,
          headers: { authorization: owner },
        })
      ).json(),
    ).toMatchObject({
      appId,
      version: 1,
      status: 'draft',
    });
    expect((await get(`/api/v2/application/${appId}/status`)).json()).toMatchObject({
      appId,
      status: 'draft',
      version: 1,
    });
    expect((await get(`/api/v1/application/${appId}`)).json()).toMatchObject({
      id: appId,
      nmlsId: '2000001',
      flowType: 'slim-1',
    });
    expect((await get(`/api/v1/application/${appId}?appId=${appId}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/application/${appId}?appId=1`)).statusCode).toBe(404);
  });

  describe('someone else’s application', () => {
    const calls = () =>
      [
        { method: 'GET', url: `/api/v2/application/${appId}` },
        { method: 'GET', url: `/api/v2/application/${appId}/appData` },
        { method: 'PATCH', url: `/api/v2/application/${appId}`, payload: { loan: { loan_amt: 30000 } } },
        { method: 'PUT', url: `/api/v2/application/loan/${appId}`, payload: { loan_amt: 30000 } },
        { method: 'GET', url: `/api/v2/application/${appId}/lastPath` },
        {
          method: 'PATCH',
          url: `/api/v2/application/${appId}/lastPath`,
          payload: '/hijack',
          contentType: 'text/plain',
        },
        { method: 'POST', url: `/api/v2/application/${appId}/sync` },
        { method: 'GET', url: `/api/v2/application/${appId}/status` },
        { method: 'GET', url: `/api/v1/application/${appId}` },
      ] as const;

    it('is answered 404 on every call and left unchanged', async () => {
      for (const call of calls()) {
        const response = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: {
            authorization: stranger,
            'if-match': '1',
            ...('contentType' in call ? { 'content-type': call.contentType } : {}),
          },
          ...('payload' in call ? { payload: call.payload } : {}),
        });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
      expect(await stored()).toMatchObject({ version: 1, data: {}, lastPath: null });
    });

    it('is answered 401 without a token', async () => {
      for (const call of calls()) {
        const response = await t.app.inject({ method: call.method, url: call.url });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
    });
  });

  it('answers 404 for an application that does not exist and 400 for a malformed id', async () => {
    expect((await get('/api/v2/application/999999999')).statusCode).toBe(404);
    const malformed = await get('/api/v2/application/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('appId');
  });
});
