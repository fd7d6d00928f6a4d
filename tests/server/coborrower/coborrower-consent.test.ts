// Issue 18, item 13 for the co-borrower: a co-borrower's credit is pulled too, so they authorise the hard inquiry
// themselves (POST …/contact/{contactId}/consents, the borrower's text, recorded for their own user), and the
// borrower cannot submit (409 naming them) until every co-borrower who joined has.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, loans } from '../../../src/server/db/schema.ts';
import { HARD_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { signedInAs, signedInUser } from '../../support/identity.ts';
import { completeApplication } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const minimal = (
  JSON.parse(readFileSync(new URL('../../fixtures/coborrower/minimal.json', import.meta.url), 'utf8')) as {
    coborrower: Record<string, Record<string, unknown>>;
  }
).coborrower;

const HARD_PULL = { kind: HARD_CREDIT_PULL_CONSENT.kind, textVersion: HARD_CREDIT_PULL_CONSENT.version };

describe.each(backends)("the co-borrower's authorisation of the hard inquiry (%s)", (backend) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    authorization: string,
    payload?: object,
    version?: number,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
      ...(payload === undefined ? {} : { payload }),
    });
  const submit = (appId: string) => call('POST', `/api/v2/application/${appId}/submit`, owner);

  /** A complete application of the owner with a co-borrower who joined and sent their answers. */
  async function withFinishedCoborrower() {
    const { appId } = await completeApplication(t.app, owner);
    const email = `cb.${Math.random().toString(36).slice(2)}@example.com`;
    const invited = await call('POST', `/api/v2/coborrower/application/${appId}/basic-info`, owner, {
      firstName: 'Jordan',
      lastName: 'Reyes',
      email,
      relationship: 'Spouse',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const contactId = invited.json().data.contactId as string;
    const outbox = (await t.app.inject({ url: '/dev/outbox' })).body.replaceAll('&amp;', '&');
    const invite = new RegExp(`invite=([A-Za-z0-9_-]+)&appId=${appId}&contactId=${contactId}`).exec(
      outbox,
    )?.[1];
    const coborrower = (await signedInAs(t.app, email)).authorization;
    const accepted = await call(
      'POST',
      `/api/v2/coborrower/create-account/application/${appId}/contact/${contactId}`,
      coborrower,
      { invite },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const base = `/api/v2/coborrower/application/${appId}/contact/${contactId}`;
    let version = 1;
    for (const [section, body] of Object.entries(minimal)) {
      const resource = section === 'creditScore' ? 'creditscore' : section.toLowerCase();
      const saved = await call('PUT', `${base}/${resource}`, coborrower, body, version);
      expect(saved.statusCode, saved.body).toBe(200);
      version = saved.json().version;
    }
    const completed = await call('POST', `${base}/complete`, coborrower, {}, version);
    expect(completed.statusCode, completed.body).toBe(200);
    const sub = decodeJwt(coborrower.slice('Bearer '.length)).sub as string;
    return { appId, contactId, email, coborrower, sub, base };
  }

  const consentRows = (appId: string) =>
    t.db.orm
      .select()
      .from(consents)
      .where(
        and(eq(consents.applicationId, Number(appId)), eq(consents.kind, HARD_CREDIT_PULL_CONSENT.kind)),
      );

  it('refuses submission (409 naming the co-borrower) until they authorise, then submits', async () => {
    const { appId, contactId, email, coborrower, base } = await withFinishedCoborrower();
    // The borrower authorised their own hard inquiry (completeApplication): that does not stand for the co-borrower.
    const refused = await submit(appId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'coborrower_consent_required' });
    expect(refused.json().message).toBe(
      `The application cannot be submitted yet: Jordan Reyes (${email}) has not authorized the full credit report (a hard inquiry) on their own credit. Ask them to sign in and give that authorization at the end of their part, or remove the invitation, then submit.`,
    );
    expect(refused.json().coborrowers).toEqual([expect.objectContaining({ contactId, email })]);
    expect(
      await t.db.orm
        .select()
        .from(loans)
        .where(eq(loans.applicationId, Number(appId))),
    ).toEqual([]);

    const given = await call('POST', `${base}/consents`, coborrower, HARD_PULL);
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({
      kind: 'hard-credit-pull',
      textVersion: HARD_CREDIT_PULL_CONSENT.version,
    });
    expect((await submit(appId)).statusCode).toBe(201);
  });

  it("records the consent for the co-borrower's own user, with the text's version and hash", async () => {
    const { appId, coborrower, sub, base } = await withFinishedCoborrower();
    const before = await consentRows(appId);
    const given = await call('POST', `${base}/consents`, coborrower, HARD_PULL);
    expect(given.statusCode, given.body).toBe(201);
    const added = (await consentRows(appId)).filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toEqual([
      expect.objectContaining({
        applicationId: Number(appId),
        subjectSub: sub,
        textVersion: HARD_CREDIT_PULL_CONSENT.version,
        textSha256: createHash('sha256').update(HARD_CREDIT_PULL_CONSENT.text).digest('hex'),
      }),
    ]);
  });

  it('refuses an unknown kind or an old text (400 naming the field, nothing written), and anyone but the co-borrower (404)', async () => {
    const { appId, coborrower, base } = await withFinishedCoborrower();
    const before = await consentRows(appId);
    const kind = await call('POST', `${base}/consents`, coborrower, {
      ...HARD_PULL,
      kind: 'soft-credit-pull',
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ field: 'kind', message: 'kind must be one of hard-credit-pull' });
    const old = await call('POST', `${base}/consents`, coborrower, {
      ...HARD_PULL,
      textVersion: '2020-01-01',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().field).toBe('textVersion');
    const stranger = (await signedInUser(t.app)).authorization;
    for (const who of [owner, stranger])
      expect((await call('POST', `${base}/consents`, who, HARD_PULL)).statusCode).toBe(404);
    expect(await consentRows(appId)).toEqual(before);
    expect((await submit(appId)).json().code).toBe('coborrower_consent_required');
  });

  it('once the application is submitted the authorisation can no longer be given (409)', async () => {
    const { appId, coborrower, base } = await withFinishedCoborrower();
    await call('POST', `${base}/consents`, coborrower, HARD_PULL);
    expect((await submit(appId)).statusCode).toBe(201);
    const late = await call('POST', `${base}/consents`, coborrower, HARD_PULL);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('application_closed');
  });
});
