import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../src/server/db/schema.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(backends)('creating an application (%s)', (backend) => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    authorization = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const create = (query: string, auth: string | null = authorization) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/application${query}`,
      headers: auth ? { authorization: auth } : {},
    });

  it('creates a draft owned by the caller under the given officer', async () => {
    const response = await create('?nmlsId=2000001');
    expect(response.statusCode).toBe(201);
    const { appId, nmlsId } = response.json().data;
    expect(appId).toMatch(/^\d+$/);
    expect(nmlsId).toBe('2000001');
    const [row] = await t.db.orm
      .select()
      .from(applications)
      .where(eq(applications.id, Number(appId)));
    expect(row).toMatchObject({
      status: 'draft',
      flowType: t.provider.defaultFlowType,
      nmlsId: '2000001',
      version: 1,
    });
  });

  it('starts the flow type asked for, and refuses one that has no flow file', async () => {
    const long = await create('?nmlsId=2000001&flowType=long-1');
    expect(long.json().data.flowType).toBe('long-1');
    const [row] = await t.db.orm
      .select()
      .from(applications)
      .where(eq(applications.id, Number(long.json().data.appId)));
    expect(row?.flowType).toBe('long-1');
    const before = await t.db.orm.$count(applications);
    const unknown = await create('?nmlsId=2000001&flowType=turbo-9');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('flowType');
    expect(unknown.json().message).toMatch(/^flowType: there is no flow type "turbo-9"; known: /);
    expect(await t.db.orm.$count(applications)).toBe(before);
  });

  it('gives each application its own id', async () => {
    const first = (await create('?nmlsId=2000002')).json().data.appId;
    const second = (await create('?nmlsId=2000002')).json().data.appId;
    expect(first).not.toBe(second);
  });

  it.each([
    ['an inactive officer', '?nmlsId=2000003'],
    ['an unknown officer', '?nmlsId=9999999'],
    ['no officer', ''],
  ])('files it under the default officer for %s', async (_label, query) => {
    expect((await create(query)).json().data.nmlsId).toBe('1464945');
  });

  it('needs a signed-in caller and writes nothing otherwise', async () => {
    const before = await t.db.orm.$count(applications);
    const response = await create('?nmlsId=2000001', null);
    expect(response.statusCode).toBe(401);
    expect(await t.db.orm.$count(applications)).toBe(before);
  });

  it('refuses a malformed officer id, naming the field, and writes nothing', async () => {
    const before = await t.db.orm.$count(applications);
    const response = await create('?nmlsId=12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('nmlsId');
    expect(await t.db.orm.$count(applications)).toBe(before);
  });
});
