import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mergeDerived } from '../../../src/server/applications/application-repository.ts';
import { applicationContacts, invitationSends, mailOutbox } from '../../../src/server/db/schema.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInAs, signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/coborrower/${name}.json`, import.meta.url), 'utf8')) as {
    coborrower: Record<string, Record<string, unknown>>;
  };
const maximal = fixture('maximal').coborrower;
const minimal = fixture('minimal').coborrower;

const INVITE = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'jordan.reyes@example.com',
  relationship: 'Spouse',
};

describe.each(backends)('the co-borrower API (%s)', (backend) => {
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
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    authorization: string,
    payload?: unknown,
    version?: number,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** An application of the owner with one invitation sent; the invitation link as read from the outbox page. */
  async function invited(email = `cb.${Math.random().toString(36).slice(2)}@example.com`) {
    const appId = await applicationWith(t.app, owner, {
      ...prequalAnswers(),
      applicant: {
        ...prequalAnswers().applicant,
        legal: { firstName: 'Rosa', lastName: 'Alvarez', ssn: '524189630', dateOfBirth: '1984-03-09' },
      },
    });
    const response = await call('POST', `/api/v2/coborrower/application/${appId}/basic-info`, owner, {
      ...INVITE,
      email,
    });
    expect(response.statusCode, response.body).toBe(201);
    const contact = response.json().data;
    const outbox = await t.app.inject({ url: '/dev/outbox' });
    const links = [...outbox.body.matchAll(/href="([^"]+)"/g)].map((m) =>
      (m[1] as string).replaceAll('&amp;', '&'),
    );
    const link = links.find((href) => href.includes(`contactId=${contact.contactId}`));
    if (!link) throw new Error('no invitation link in the outbox');
    const url = new URL(link);
    return { appId, contact, email, link: url, token: url.searchParams.get('invite') as string };
  }

  async function accepted() {
    const invitation = await invited();
    const coborrower = (await signedInAs(t.app, invitation.email)).authorization;
    const response = await call(
      'POST',
      `/api/v2/coborrower/create-account/application/${invitation.appId}/contact/${invitation.contact.contactId}`,
      coborrower,
      { invite: invitation.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const base = `/api/v2/coborrower/application/${invitation.appId}/contact/${invitation.contact.contactId}`;
    return { ...invitation, coborrower, base };
  }

  describe('POST basic-info (the invitation)', () => {
    it('creates an invited contact and mails a link to /{officerId}/coborrower/create-account', async () => {
      const { appId, contact, link, token } = await invited('jordan.first@example.com');
      expect(contact).toMatchObject({
        ...INVITE,
        email: 'jordan.first@example.com',
        status: 'invited',
        role: 'coborrower',
        appId,
      });
      expect(link.pathname).toBe('/2000001/coborrower/create-account');
      expect(link.searchParams.get('appId')).toBe(appId);
      expect(token.length).toBeGreaterThanOrEqual(40);
      const [row] = await t.db.orm
        .select()
        .from(applicationContacts)
        .where(eq(applicationContacts.id, Number(contact.contactId)));
      expect(row?.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token);
      const outbox = await t.app.inject({ url: '/dev/outbox' });
      expect(outbox.headers['content-type']).toContain('text/html');
      expect(outbox.body).toContain('You are invited to apply as a co-borrower');
      expect(outbox.body).toContain('gave their name as &quot;Rosa Alvarez&quot;');
      expect(outbox.body).toContain('jordan.first@example.com');
    });

    it('shows the outbox, with its working invitation links, only to a browser on this machine', async () => {
      await invited('kept.private@example.com');
      for (const remoteAddress of ['203.0.113.9', '10.0.0.7', '2001:db8::1']) {
        const outbox = await t.app.inject({ url: '/dev/outbox', remoteAddress });
        expect(outbox.statusCode).toBe(404);
        expect(outbox.body).not.toContain('kept.private@example.com');
      }
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const outbox = await t.app.inject({ url: '/dev/outbox', remoteAddress });
        expect(outbox.body).toContain('kept.private@example.com');
      }
    });

    it('lists the outbox newest first', async () => {
      await invited('older@example.com');
      await invited('newer@example.com');
      const body = (await t.app.inject({ url: '/dev/outbox' })).body;
      expect(body.indexOf('newer@example.com')).toBeLessThan(body.indexOf('older@example.com'));
    });

    it.each([
      [{ ...INVITE, firstName: undefined }, 'firstName'],
      [{ ...INVITE, lastName: '' }, 'lastName'],
      [{ ...INVITE, email: 'not-an-email' }, 'email'],
      [{ ...INVITE, relationship: 'Neighbour' }, 'relationship'],
      [{ ...INVITE, ssn: '123456789' }, 'ssn'],
    ])('refuses a bad body naming the field (%#)', async (body, field) => {
      const { appId } = await invited();
      const response = await call('POST', `/api/v2/coborrower/application/${appId}/basic-info`, owner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    });

    it('refuses inviting the same email twice', async () => {
      const { appId } = await invited('twice@example.com');
      const again = await call('POST', `/api/v2/coborrower/application/${appId}/basic-info`, owner, {
        ...INVITE,
        email: 'twice@example.com',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().field).toBe('email');
    });

    it('answers 404 to a stranger and to the accepted co-borrower', async () => {
      const { appId, coborrower } = await accepted();
      for (const who of [stranger, coborrower]) {
        const response = await call(
          'POST',
          `/api/v2/coborrower/application/${appId}/basic-info`,
          who,
          INVITE,
        );
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('POST create-account (accepting)', () => {
    it('binds the signed-in co-borrower; the same person again is fine, anyone else gets 409', async () => {
      const { appId, contact, email, token } = await invited();
      const url = `/api/v2/coborrower/create-account/application/${appId}/contact/${contact.contactId}`;
      const coborrower = (await signedInAs(t.app, email)).authorization;
      const first = await call('POST', url, coborrower, { invite: token });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.status).toBe('accepted');
      expect((await call('POST', url, coborrower, { invite: token })).statusCode).toBe(200);
      const reuse = await call('POST', url, stranger, { invite: token });
      expect(reuse.statusCode).toBe(409);
      expect(reuse.json().message).toContain('already been used');
    });

    // Issue 19 item 8: whoever held the link could join; now only the account with the invited address.
    it('refuses a signed-in account with another email (403, the invited address masked); the invited one, in any case, joins', async () => {
      const { appId, contact, email, token } = await invited();
      const url = `/api/v2/coborrower/create-account/application/${appId}/contact/${contact.contactId}`;
      const holder = await signedInUser(t.app);
      const refused = await call('POST', url, holder.authorization, { invite: token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'invitation_other_email' });
      const masked = `${email[0]}***@example.com`;
      expect(refused.json().message).toBe(
        `This invitation was sent to another address (${masked}), not to ${holder.email.toLowerCase()}. Sign in with ${masked} to accept it, or ask the borrower to send the invitation to ${holder.email.toLowerCase()}.`,
      );
      expect(refused.body).not.toContain(email);
      const [row] = await t.db.orm
        .select()
        .from(applicationContacts)
        .where(eq(applicationContacts.id, Number(contact.contactId)));
      expect(row).toMatchObject({ status: 'invited', subjectSub: null });
      const invitedPerson = await signedInAs(t.app, email.toUpperCase());
      const joined = await call('POST', url, invitedPerson.authorization, { invite: token });
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().data.status).toBe('accepted');
    });

    it('refuses a wrong token (404), a missing one (400) and the owner accepting (400)', async () => {
      const { appId, contact, token } = await invited();
      const url = `/api/v2/coborrower/create-account/application/${appId}/contact/${contact.contactId}`;
      expect((await call('POST', url, stranger, { invite: `${token}x` })).statusCode).toBe(404);
      const missing = await call('POST', url, stranger, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field).toBe('invite');
      const own = await call('POST', url, owner, { invite: token });
      expect(own.statusCode).toBe(400);
      expect(own.json().field).toBe('invite');
    });

    it('refuses an expired invitation with 410', async () => {
      const { appId, contact, token } = await invited();
      await t.db.orm
        .update(applicationContacts)
        .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(applicationContacts.id, Number(contact.contactId)));
      const response = await call(
        'POST',
        `/api/v2/coborrower/create-account/application/${appId}/contact/${contact.contactId}`,
        stranger,
        { invite: token },
      );
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toContain('expired');
    });
  });

  describe('the co-borrower resources', () => {
    it('writes every section, keeps SSN and date of birth encrypted and returns the SSN masked', async () => {
      const { base, coborrower, contact } = await accepted();
      let version = 1;
      const resources: Record<string, string> = {
        legal: 'legal',
        residence: 'residence',
        creditscore: 'creditScore',
        employment: 'employment',
        otherincome: 'otherIncome',
        realestate: 'realEstate',
        income: 'income',
        declarations: 'declarations',
        military: 'military',
        demographics: 'demographics',
      };
      for (const [resource, section] of Object.entries(resources)) {
        const response = await call(
          resource === 'legal' ? 'POST' : 'PUT',
          `${base}/${resource}`,
          coborrower,
          maximal[section],
          version,
        );
        expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
        version = response.json().version;
      }
      const document = (await call('GET', base, coborrower)).json();
      expect(document.coborrower.legal.ssn).toBe('*****6804');
      expect(document.coborrower.employment).toEqual(maximal.employment);
      const [row] = await t.db.orm
        .select()
        .from(applicationContacts)
        .where(eq(applicationContacts.id, Number(contact.contactId)));
      const stored = JSON.stringify(row?.data);
      expect(stored).not.toContain('531276804');
      expect(stored).not.toContain('1986-11-21');
      const income = await call('GET', `${base}/coborrowerotherincome`, coborrower);
      expect(income.statusCode).toBe(200);
      expect(income.json().otherIncome).toEqual(maximal.otherIncome);
      // Sending back the masked SSN keeps the number on file.
      const kept = await call('PUT', `${base}/legal`, coborrower, document.coborrower.legal, version);
      expect(kept.statusCode).toBe(200);
      const complete = await call('POST', `${base}/complete`, coborrower, {}, kept.json().version);
      expect(complete.statusCode, complete.body).toBe(200);
      expect(complete.json().status).toBe('completed');
    });

    it('refuses a bad section naming the field, a stale version (409) and no version (428)', async () => {
      const { base, coborrower } = await accepted();
      const bad = await call('PUT', `${base}/legal`, coborrower, { ...minimal.legal, ssn: '12345' }, 1);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('coborrower.legal.ssn');
      const extra = await call(
        'PUT',
        `${base}/military`,
        coborrower,
        { ...minimal.military, rank: 'Major' },
        1,
      );
      expect(extra.json().field).toBe('coborrower.military.rank');
      const step = await call('PUT', `${base}/creditscore?step=coborrower/credit-score`, coborrower, {}, 1);
      expect(step.statusCode).toBe(400);
      expect(step.json().field).toBe('coborrower.creditScore.estimatedCreditScore');
      expect((await call('PUT', `${base}/legal`, coborrower, minimal.legal, 1)).statusCode).toBe(200);
      expect((await call('PUT', `${base}/legal`, coborrower, minimal.legal, 1)).statusCode).toBe(409);
      expect((await call('PUT', `${base}/legal`, coborrower, minimal.legal)).statusCode).toBe(428);
      expect((await call('PUT', `${base}/nothing`, coborrower, {}, 2)).statusCode).toBe(404);
      const early = await call('POST', `${base}/complete`, coborrower, {}, 2);
      expect(early.statusCode).toBe(400);
      expect(early.json().field).toBe('coborrower.residence');
    });

    it('DELETE of a section clears it for the co-borrower', async () => {
      const { base, coborrower } = await accepted();
      await call('PUT', `${base}/otherincome`, coborrower, maximal.otherIncome, 1);
      const cleared = await call('DELETE', `${base}/otherincome`, coborrower, undefined, 2);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().coborrower.otherIncome).toBeUndefined();
    });

    it('are 404 for the owner, a stranger and another application', async () => {
      const { base, appId, contact, coborrower } = await accepted();
      for (const who of [owner, stranger]) {
        expect((await call('GET', base, who)).statusCode).toBe(404);
        expect((await call('PUT', `${base}/legal`, who, minimal.legal, 1)).statusCode).toBe(404);
        expect((await call('GET', `${base}/coborrowerotherincome`, who)).statusCode).toBe(404);
        expect((await call('DELETE', `${base}/legal`, who, undefined, 1)).statusCode).toBe(404);
      }
      const other = await accepted();
      expect((await call('GET', other.base, coborrower)).statusCode).toBe(404);
      expect(
        (
          await call(
            'GET',
            `/api/v2/coborrower/application/${appId}/contact/${other.contact.contactId}`,
            coborrower,
          )
        ).statusCode,
      ).toBe(404);
      expect(contact.contactId).not.toBe(other.contact.contactId);
    });

    it('the owner removes a co-borrower; the co-borrower then reaches nothing', async () => {
      const { base, appId, coborrower } = await accepted();
      expect((await call('DELETE', base, coborrower)).statusCode).toBe(404);
      expect((await call('DELETE', base, stranger)).statusCode).toBe(404);
      expect((await call('DELETE', base, owner)).statusCode).toBe(204);
      expect((await call('GET', base, coborrower)).statusCode).toBe(404);
      expect((await call('GET', `/api/v2/application/${appId}`, coborrower)).statusCode).toBe(404);
    });
  });

  describe('what each one reads', () => {
    it('the co-borrower reads only the shared view; the owner never the co-borrower answers', async () => {
      const { appId, base, coborrower, contact } = await accepted();
      await call('PUT', `${base}/legal`, coborrower, maximal.legal, 1);
      const shared = await call('GET', `/api/v2/application/${appId}`, coborrower);
      expect(shared.statusCode).toBe(200);
      const view = shared.json();
      expect(view.shared).toEqual({
        borrowerFirstName: 'Rosa',
        propertyAddress: prequalAnswers().property.address,
        loanAmount: 60000,
        product: null,
      });
      expect(view.viewer).toEqual({ role: 'coborrower', contactId: contact.contactId, status: 'accepted' });
      const text = shared.body;
      // Last fours as the API masks them: four digits alone can turn up inside any random id.
      for (const secret of [
        '*****6789',
        '*****9630',
        'Alvarez',
        '1984-03-09',
        'rosa@example.com',
        'statedAnnualIncome',
      ]) {
        expect(text).not.toContain(secret);
      }
      const ownerView = (await call('GET', `/api/v2/application/${appId}`, owner)).body;
      for (const secret of ['Jordan', '*****6804', '531276804', '1986-11-21'])
        expect(ownerView).not.toContain(secret);
      expect((await call('GET', `/api/v2/application/${appId}`, stranger)).statusCode).toBe(404);
    });

    it('the shared view names the chosen product as offered, nothing of how it was priced', async () => {
      const { appId, coborrower } = await accepted();
      await mergeDerived(t.db.orm, Number(appId), {
        pricing: {
          product: {
            id: 'heloc-30',
            productName: 'HELOC 30-year',
            productType: 'HELOC',
            termMonths: 360,
            rate: 8.25,
            apr: 8.4,
            loanAmount: 55000,
            monthlyPayment: 413,
            originationFee: 550,
            originationFeePercent: 1,
          },
        },
      });
      const view = (await call('GET', `/api/v2/application/${appId}`, coborrower)).json();
      expect(view.shared.product).toEqual({
        productName: 'HELOC 30-year',
        productType: 'HELOC',
        termMonths: 360,
        rate: 8.25,
        apr: 8.4,
        loanAmount: 55000,
        monthlyPayment: 413,
      });
      expect(view.shared.loanAmount).toBe(55000);
      expect(view).not.toHaveProperty('pricing');
    });

    it('GET contacts: owner and co-borrower see statuses, never answers; a stranger gets 404', async () => {
      const { appId, base, coborrower } = await accepted();
      await call('PUT', `${base}/legal`, coborrower, maximal.legal, 1);
      for (const who of [owner, coborrower]) {
        const response = await call('GET', `/api/v2/application/${appId}/contacts`, who);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual([
          expect.objectContaining({
            firstName: 'Jordan',
            lastName: 'Reyes',
            relationship: 'Spouse',
            status: 'accepted',
          }),
        ]);
        expect(response.body).not.toContain('*****6804');
        expect(response.body).not.toContain('legal');
      }
      expect((await call('GET', `/api/v2/application/${appId}/contacts`, stranger)).statusCode).toBe(404);
    });
  });
});

describe('the invitation when mail cannot be sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      MAIL_PROVIDER: 'http',
      MAIL_API_URL: 'http://127.0.0.1:9/send',
      MAIL_API_KEY: 'test-key',
    });
  });
  afterAll(async () => t.close());

  it('answers 502 with a message, logs it and keeps no contact; no outbox page outside outbox mode', async () => {
    const { authorization } = await signedInUser(t.app);
    const appId = await applicationWith(t.app, authorization, prequalAnswers());
    const logged: string[] = [];
    const spy = vi.spyOn(t.app.log, 'error').mockImplementation(((obj: unknown, msg?: string) => {
      logged.push(`${JSON.stringify(obj)} ${msg ?? ''}`);
    }) as never);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v2/coborrower/application/${appId}/basic-info`,
      headers: { authorization },
      payload: INVITE,
    });
    spy.mockRestore();
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('could not be sent');
    expect(await t.db.orm.select().from(applicationContacts)).toEqual([]);
    expect(await t.db.orm.select().from(mailOutbox)).toEqual([]);
    // A mail that did not go is not counted against the borrower's invitations for the day.
    expect(await t.db.orm.select().from(invitationSends)).toEqual([]);
    const contacts = await t.app.inject({
      url: `/api/v2/application/${appId}/contacts`,
      headers: { authorization },
    });
    expect(contacts.json().data).toEqual([]);
    expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    expect(logged.join('\n')).toContain('invitation mail could not be sent');
  });
});
