import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerLogoPath } from '../../../src/server/config/provider-company.ts';
import { DEFAULT_PROVIDER_CONFIG_FILE } from '../../../src/server/config.ts';
import { seed } from '../../../src/server/db/seed.ts';
import { openFlowTypes, readFlowTypes } from '../../../src/server/flows/flow-types.ts';
import { adminAuthorization } from '../../support/admin-user.ts';
import { decodeJwt } from '../../support/authorize-flow.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const OFFICER = '2000002';
const BROKER_OFFICER = '2000001';
const BROKER_COMPANY = '3000001';
const officerUrl = (nmlsId: string) => `/api/v2/admin/officers/${nmlsId}/flow-type`;
const companyUrl = (nmlsId: string) => `/api/v2/admin/companies/${nmlsId}/flow-type`;

describe.each(backends)('the default flow types in the admin API (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let adminSub: string;
  let borrower: string;
  let providerDefault: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await adminAuthorization(t.app, t.db.orm);
    adminSub = decodeJwt(admin.slice('Bearer '.length)).sub as string;
    borrower = (await signedInUser(t.app)).authorization;
    providerDefault = t.provider.defaultFlowType;
    other = openFlowTypes(readFlowTypes()).find((type) => type !== providerDefault) as string;
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    authorization: string | null = admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const put = (url: string, flowType: unknown) => call('PUT', url, { flowType });
  const nextFlowType = async (nmlsId: string) => {
    const created = await call('POST', `/api/v2/application?nmlsId=${nmlsId}`, undefined, borrower);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.flowType as string;
  };

  it('answers 401 signed out and 403 for a borrower, changing nothing', async () => {
    const before = (await call('GET', officerUrl(OFFICER))).json();
    for (const [method, url, body] of [
      ['GET', officerUrl(OFFICER)],
      ['PUT', officerUrl(OFFICER), { flowType: other }],
      ['GET', companyUrl(BROKER_COMPANY)],
      ['PUT', companyUrl(BROKER_COMPANY), { flowType: other }],
    ] as const) {
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      const asBorrower = await call(method, url, body, borrower);
      expect(asBorrower.statusCode, `${method} ${url}`).toBe(403);
      expect(asBorrower.json().message).toBe('This call needs the admin permission');
    }
    expect((await call('GET', officerUrl(OFFICER))).json()).toEqual(before);
  });

  it("reads an officer's default from the seed data, and what a new application under them takes", async () => {
    const response = await call('GET', officerUrl('2000004'));
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({ nmlsId: '2000004', setBy: null, setAt: null, filedUnder: '2000004' });
    expect(view.resolved).toEqual({ flowType: view.flowType, from: 'officer' });
    expect(await nextFlowType('2000004')).toBe(view.flowType);
  });

  it("sets an officer's default, recorded as the admin's, which the next application takes; null clears it", async () => {
    const set = await put(officerUrl(OFFICER), other);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      nmlsId: OFFICER,
      flowType: other,
      setBy: `admin:${adminSub}`,
      resolved: { flowType: other, from: 'officer' },
    });
    expect(Date.parse(set.json().setAt)).not.toBeNaN();
    expect(await nextFlowType(OFFICER)).toBe(other);

    const cleared = await put(officerUrl(OFFICER), null);
    expect(cleared.json()).toMatchObject({
      flowType: null,
      resolved: { flowType: providerDefault, from: 'provider' },
    });
    expect(await nextFlowType(OFFICER)).toBe(providerDefault);
  });

  it("sets a broker company's default, which its officers without one of their own take", async () => {
    const set = await put(companyUrl(BROKER_COMPANY), other);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      companyNmls: BROKER_COMPANY,
      flowType: other,
      setBy: `admin:${adminSub}`,
      resolved: { flowType: other, from: 'company' },
    });
    expect((await call('GET', officerUrl(BROKER_OFFICER))).json().resolved).toEqual({
      flowType: other,
      from: 'company',
    });
    expect(await nextFlowType(BROKER_OFFICER)).toBe(other);
    expect(await nextFlowType(OFFICER)).toBe(providerDefault);
    await put(companyUrl(BROKER_COMPANY), null);
    expect(await nextFlowType(BROKER_OFFICER)).toBe(providerDefault);
  });

  it("shows the provider company's default as its configuration's, and sends a change there (409)", async () => {
    const read = await call('GET', companyUrl(t.provider.nmlsId));
    expect(read.json()).toMatchObject({
      companyNmls: t.provider.nmlsId,
      flowType: providerDefault,
      setBy: 'configuration',
      resolved: { flowType: providerDefault, from: 'provider' },
    });
    const change = await put(companyUrl(t.provider.nmlsId), other);
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toContain('defaultFlowType');
    expect(await nextFlowType(OFFICER)).toBe(providerDefault);
  });

  it('refuses a flow type with no flow file, naming flowType and the known types, changing nothing', async () => {
    const known = openFlowTypes(readFlowTypes()).join(', ');
    for (const url of [officerUrl(OFFICER), companyUrl(BROKER_COMPANY)]) {
      const before = (await call('GET', url)).json();
      const response = await put(url, 'turbo-9');
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'flowType',
        message: `flowType: there is no flow type "turbo-9"; known: ${known}`,
      });
      expect((await call('GET', url)).json()).toEqual(before);
    }
  });

  it.each([
    ['no flowType', {}, 'body.flowType'],
    ['a number', { flowType: 7 }, 'body.flowType'],
    ['another field', { flowType: null, officer: 'x' }, 'body.officer'],
  ])('refuses a body with %s, naming the field', async (_label, body, field) => {
    const response = await call('PUT', officerUrl(OFFICER), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('answers 404 for an officer or company that does not exist', async () => {
    for (const url of [officerUrl('9999999'), companyUrl('9999999')]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
      expect((await put(url, other)).statusCode, url).toBe(404);
    }
  });

  it("keeps an admin's change across a restart's seeding", async () => {
    await put(officerUrl('2000004'), null);
    await seed(t.db, t.provider, providerLogoPath(DEFAULT_PROVIDER_CONFIG_FILE, t.provider));
    expect((await call('GET', officerUrl('2000004'))).json()).toMatchObject({
      flowType: null,
      setBy: `admin:${adminSub}`,
    });
  });
});
