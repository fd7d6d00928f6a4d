// Issue 17, 7a and 7b: the co-borrower's own last path (where they resume after log-in) and their portal cards:
// the loan they are on, with their own to-dos, never the borrower's answers.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, newInvitation } from '../../../src/server/coborrowers/contact-repository.ts';
import { applicationContacts } from '../../../src/server/db/schema.ts';
import { HARD_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { signedInAs, signedInUser } from '../../support/identity.ts';
import { completeApplication, dataSet } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const minimal = (
  JSON.parse(readFileSync(new URL('../../fixtures/coborrower/minimal.json', import.meta.url), 'utf8')) as {
    coborrower: Record<string, Record<string, unknown>>;
  }
).coborrower;

describe.each(backends)("the co-borrower's own part (%s)", (backend) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
    stranger = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    authorization: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization, ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const text = { 'content-type': 'text/plain' };

  /** A complete borrower application with a co-borrower who accepted. */
  async function joined() {
    const { appId } = await completeApplication(t.app, owner);
    const email = `cb.${Math.random().toString(36).slice(2)}@example.com`;
    const invited = await call('POST', `/api/v2/coborrower/application/${appId}/basic-info`, owner, {
      firstName: 'Jordan',
      lastName: 'Reyes',
      email,
      relationship: 'Spouse',
    });
    const contactId = invited.json().data.contactId as string;
    const outbox = (await t.app.inject({ url: '/dev/outbox' })).body;
    const link = [...outbox.matchAll(/href="([^"]+)"/g)]
      .map((m) => new URL((m[1] as string).replaceAll('&amp;', '&')))
      .find((url) => url.searchParams.get('contactId') === contactId) as URL;
    const coborrower = (await signedInAs(t.app, email)).authorization;
    const accepted = await call(
      'POST',
      `/api/v2/coborrower/create-account/application/${appId}/contact/${contactId}`,
      coborrower,
      { invite: link.searchParams.get('invite') },
    );
    expect(accepted.statusCode).toBe(200);
    const base = `/api/v2/coborrower/application/${appId}/contact/${contactId}`;
    return { appId, contactId, coborrower, base };
  }

  async function finish(base: string, coborrower: string) {
    let version = 1;
    for (const [section, body] of Object.entries(minimal)) {
      const resource = section === 'creditScore' ? 'creditscore' : section.toLowerCase();
      version = (
        await call('PUT', `${base}/${resource}`, coborrower, body, { 'if-match': `"${version}"` })
      ).json().version;
    }
    // Their own authorisation of the hard inquiry, which the borrower's submission waits for.
    const consent = { kind: HARD_CREDIT_PULL_CONSENT.kind, textVersion: HARD_CREDIT_PULL_CONSENT.version };
    expect((await call('POST', `${base}/consents`, coborrower, consent)).statusCode).toBe(201);
    await call('POST', `${base}/complete`, coborrower, {}, { 'if-match': `"${version}"` });
  }

  describe('the last path', () => {
    it('keeps their own last step; the shared view and their list of applications resume there', async () => {
      const { appId, contactId, coborrower, base } = await joined();
      const parts = async () =>
        (await call('GET', '/api/v2/coborrower/applications', coborrower)).json().data;
      expect(await parts()).toEqual([
        {
          appId,
          contactId,
          nmlsId: '2000001',
          flowType: 'slim-1',
          status: 'accepted',
          submitted: false,
          lastPath: '/coborrower/processing',
        },
      ]);
      const saved = await call(
        'PATCH',
        `${base}/lastPath`,
        coborrower,
        '/coborrower/employment-history',
        text,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).toBe('/coborrower/employment-history');
      expect((await parts())[0].lastPath).toBe('/coborrower/employment-history');
      const shared = (await call('GET', `/api/v2/application/${appId}`, coborrower)).json();
      expect(shared.lastPath).toBe('/coborrower/employment-history');
      expect(shared.lastPaths).toEqual({ coborrower: '/coborrower/employment-history' });
      // The borrower's own last path is untouched.
      const own = await call('GET', `/api/v2/application/${appId}/lastPath`, owner);
      expect(own.body).not.toContain('coborrower');
    });

    it('refuses a path that is not one of their steps (400 naming lastPath), and anyone else (404)', async () => {
      const { coborrower, base } = await joined();
      for (const path of ['/applicant/legal', '/coborrower/nowhere', 'coborrower legal']) {
        const response = await call('PATCH', `${base}/lastPath`, coborrower, path, text);
        expect(response.statusCode, path).toBe(400);
        expect(response.json().field).toBe('lastPath');
      }
      for (const who of [owner, stranger])
        expect((await call('PATCH', `${base}/lastPath`, who, '/coborrower/legal', text)).statusCode).toBe(
          404,
        );
      expect((await call('GET', '/api/v2/coborrower/applications', stranger)).json().data).toEqual([]);
    });

    it('after submission they resume on their welcome step', async () => {
      const { appId, coborrower, base } = await joined();
      await call('PATCH', `${base}/lastPath`, coborrower, '/coborrower/finances', text);
      await finish(base, coborrower);
      expect((await call('POST', `/api/v2/application/${appId}/submit`, owner)).statusCode).toBe(201);
      const [part] = (await call('GET', '/api/v2/coborrower/applications', coborrower)).json().data;
      expect(part).toMatchObject({
        status: 'completed',
        submitted: true,
        lastPath: '/coborrower/processing',
      });
      expect((await call('GET', `/api/v2/application/${appId}`, coborrower)).json().status).toBe('submitted');
    });
  });

  describe('the portal list', () => {
    it('shows the co-borrower the application they joined, then the loan, with their own to-dos', async () => {
      const { appId, coborrower, base } = await joined();
      const list = async (who: string) => (await call('GET', '/api/v2/portal', who)).json().loans;
      const borrowerData = dataSet('slim-1', 'minimal') as {
        property: { address: { street: string } };
        applicant: { legal: { ssn: string; lastName: string; dateOfBirth: string } };
      };
      const [before] = await list(coborrower);
      expect(before).toMatchObject({
        kind: 'application',
        appId,
        role: 'coborrower',
        street: borrowerData.property.address.street,
        status: 'Submit Application',
        loanNumber: null,
        todoCount: 0,
      });
      expect(before.amount).toBeGreaterThan(0);

      await finish(base, coborrower);
      const submitted = await call('POST', `/api/v2/application/${appId}/submit`, owner);
      expect(submitted.statusCode).toBe(201);
      const response = await call('GET', '/api/v2/portal', coborrower);
      const cards = response.json().loans;
      expect(cards).toHaveLength(1);
      expect(cards[0]).toMatchObject({
        kind: 'loan',
        appId,
        role: 'coborrower',
        street: borrowerData.property.address.street,
        status: 'Application Submitted',
        loanNumber: submitted.json().loanNumber,
        todoCount: 0,
      });
      expect(cards[0].amount).toBe(Math.round(submitted.json().amount));
      const { legal } = borrowerData.applicant;
      for (const secret of [legal.ssn, legal.lastName, legal.dateOfBirth, `*****${legal.ssn.slice(-4)}`])
        expect(response.body).not.toContain(secret);
      // The borrower's own list: their loan, as a borrower, with their to-dos.
      const ownerCards = (await list(owner)).filter((card: { appId: string }) => card.appId === appId);
      expect(ownerCards).toEqual([
        expect.objectContaining({ kind: 'loan', loanNumber: submitted.json().loanNumber }),
      ]);
      expect(ownerCards[0].role).toBeUndefined();
      expect(ownerCards[0].todoCount).toBeGreaterThan(0);
    });

    it('an invitation nobody accepted shows nothing, to anyone but its borrower', async () => {
      const { appId } = await completeApplication(t.app, owner);
      const invited = (await signedInUser(t.app)).authorization;
      const { hash } = newInvitation();
      await insertContact(t.db.orm, {
        applicationId: Number(appId),
        firstName: 'Sam',
        lastName: 'Reyes',
        email: 'sam@example.com',
        relationship: 'Sibling',
        inviteTokenHash: hash,
        inviteExpiresAt: new Date(Date.now() + 60_000),
      });
      expect((await call('GET', '/api/v2/portal', invited)).json().loans).toEqual([]);
      expect(await t.db.orm.select().from(applicationContacts)).not.toEqual([]);
    });
  });
});
