import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../src/server/db/schema.ts';
import { flowCatalog } from '../../../src/server/flows/flow-catalog.ts';
import { factPath } from '../../../src/shared/flows/flow-facts.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInAs, signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const PORTLAND = { street: '1120 SW 5th Avenue', unit: '', city: 'Portland', state: 'OR', zip: '97204' };

/** `{ property: { address: value } }` for `property.address`. */
const at = (path: string, value: unknown): Record<string, unknown> =>
  path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;

/** Every flow that takes new applications and says where its property's address is. */
const flowsWithAddress = [...flowCatalog().flows.values()]
  .filter((flow) => !flow.retired && factPath(flow.facts.propertyAddress))
  .map((flow) => [flow.flowType, factPath(flow.facts.propertyAddress) as string] as const);

describe.each(backends)('a ZIP code against its state, on every save (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, auth = owner) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: auth, 'if-match': '"1"' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('flows to check exist', () => {
    expect(flowsWithAddress.length).toBeGreaterThan(0);
  });

  it.each(flowsWithAddress)(
    '%s: refuses the property at %s with a ZIP code of another state or 00000, naming the ZIP code, and writes nothing',
    async (flowType, path) => {
      const created = await inject('POST', `/api/v2/application?nmlsId=2000001&flowType=${flowType}`);
      expect(created.statusCode, created.body).toBe(201);
      const appId = created.json().data.appId as string;
      for (const zip of ['00000', '98660', '90210']) {
        const refused = await inject('PATCH', `/api/v2/application/${appId}`, at(path, { ...PORTLAND, zip }));
        expect(refused.statusCode, zip).toBe(400);
        expect(refused.json()).toMatchObject({
          field: `${path}.zip`,
          code: 'zip_not_in_state',
          message: 'This ZIP code is not in Oregon',
        });
      }
      const [row] = await t.db.orm
        .select()
        .from(applications)
        .where(eq(applications.id, Number(appId)));
      expect(row?.version).toBe(1);
      expect(JSON.stringify(row?.data)).not.toContain('Portland');
      const saved = await inject('PATCH', `/api/v2/application/${appId}`, at(path, PORTLAND));
      expect(saved.statusCode, saved.body).toBe(200);
    },
  );

  it('holds only the addresses a save changes to it: an answer stored before the check does not block others', async () => {
    const appId = await applicationWith(t.app, owner, prequalAnswers());
    const [row] = await t.db.orm
      .select()
      .from(applications)
      .where(eq(applications.id, Number(appId)));
    const data = structuredClone(row?.data ?? {}) as ReturnType<typeof prequalAnswers>;
    data.property.address.zip = '97204'; // a Portland ZIP code on a Columbus, Ohio address
    await t.db.orm
      .update(applications)
      .set({ data })
      .where(eq(applications.id, Number(appId)));
    const version = row?.version as number;
    const other = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${appId}`,
      headers: { authorization: owner, 'if-match': `"${version}"` },
      payload: { contactInfo: { ...prequalAnswers().contactInfo, firstName: 'Rosalind' } },
    });
    expect(other.statusCode, other.body).toBe(200);
    const same = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${appId}`,
      headers: { authorization: owner, 'if-match': `"${version + 1}"` },
      payload: { property: { address: { ...data.property.address, street: '420 Maple Avenue' } } },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      field: 'property.address.zip',
      message: 'This ZIP code is not in Ohio',
    });
  });

  it('refuses a co-borrower’s address with a ZIP code of another state, naming it', async () => {
    const appId = await applicationWith(t.app, owner, {
      ...prequalAnswers(),
      applicant: {
        ...prequalAnswers().applicant,
        legal: { firstName: 'Rosa', lastName: 'Alvarez', ssn: '524189630', dateOfBirth: '1984-03-09' },
      },
    });
    const coborrowerEmail = `zip.${Math.random().toString(36).slice(2)}@example.com`;
    const invite = await inject('POST', `/api/v2/coborrower/application/${appId}/basic-info`, {
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: coborrowerEmail,
      relationship: 'Spouse',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const contactId = invite.json().data.contactId as string;
    const outbox = await t.app.inject({ url: '/dev/outbox' });
    const link = [...outbox.body.matchAll(/href="([^"]+)"/g)]
      .map((match) => (match[1] as string).replaceAll('&amp;', '&'))
      .find((href) => href.includes(`contactId=${contactId}`));
    const token = new URL(link as string).searchParams.get('invite');
    const coborrower = (await signedInAs(t.app, coborrowerEmail)).authorization;
    const accepted = await inject(
      'POST',
      `/api/v2/coborrower/create-account/application/${appId}/contact/${contactId}`,
      { invite: token },
      coborrower,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const residence = (zip: string) => ({
      sameAsBorrower: 'no',
      current: { address: { ...PORTLAND, zip }, years: 6, months: 0, housing: 'Own' },
    });
    const base = `/api/v2/coborrower/application/${appId}/contact/${contactId}`;
    const refused = await inject('PUT', `${base}/residence`, residence('30303'), coborrower);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'coborrower.residence.current.address.zip',
      message: 'This ZIP code is not in Oregon',
    });
    const saved = await inject('PUT', `${base}/residence`, residence('97204'), coborrower);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
