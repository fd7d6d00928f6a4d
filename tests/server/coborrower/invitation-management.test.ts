// Issue 17, 7c: the borrower manages invitations (the address checked, edit, resend, remove) and cannot submit
// while an invited co-borrower has not finished.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact, newInvitation } from '../../../src/server/coborrowers/contact-repository.ts';
import { applicationContacts, loans, mailOutbox } from '../../../src/server/db/schema.ts';
import { HARD_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { signedInAs, signedInUser } from '../../support/identity.ts';
import { completeApplication } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const minimal = (
  JSON.parse(readFileSync(new URL('../../fixtures/coborrower/minimal.json', import.meta.url), 'utf8')) as {
    coborrower: Record<string, Record<string, unknown>>;
  }
).coborrower;

const INVITE = { firstName: 'Jordan', lastName: 'Reyes', relationship: 'Spouse' };
const fresh = (prefix = 'cb') => `${prefix}.${Math.random().toString(36).slice(2)}@example.com`;

describe.each(backends)('managing co-borrower invitations (%s)', (backend) => {
  let t: TestApp;
  let owner: { authorization: string; email: string };
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signedInUser(t.app);
    stranger = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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

  /** The newest invitation link mailed for a contact, as the outbox page shows it. */
  async function linkOf(contactId: string): Promise<URL> {
    const outbox = await t.app.inject({ url: '/dev/outbox' });
    const links = [...outbox.body.matchAll(/href="([^"]+)"/g)].map((m) =>
      (m[1] as string).replaceAll('&amp;', '&'),
    );
    const link = links.find((href) => href.includes(`contactId=${contactId}`));
    if (!link) throw new Error(`no invitation link for contact ${contactId}`);
    return new URL(link);
  }

  const accept = (link: URL, authorization: string) =>
    call(
      'POST',
      `/api/v2/coborrower/create-account/application/${link.searchParams.get('appId')}/contact/${link.searchParams.get('contactId')}`,
      authorization,
      { invite: link.searchParams.get('invite') },
    );

  async function applicationOfOwner() {
    return (await completeApplication(t.app, owner.authorization)).appId;
  }

  async function invite(appId: string, email = fresh()) {
    const response = await call(
      'POST',
      `/api/v2/coborrower/application/${appId}/basic-info`,
      owner.authorization,
      {
        ...INVITE,
        email,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const contactId = response.json().data.contactId as string;
    return { contactId, email, link: await linkOf(contactId) };
  }

  const contactRows = async (appId: string) =>
    t.db.orm
      .select()
      .from(applicationContacts)
      .where(eq(applicationContacts.applicationId, Number(appId)));
  const mailCount = async () => (await t.db.orm.select().from(mailOutbox)).length;

  describe('the address', () => {
    it.each([
      ['the borrower’s account email', (account: string) => `  ${account.toUpperCase()} `, 'your own email'],
      ['the borrower’s contact email', () => 'Rosa.Contact@Example.com', 'your own email'],
      ['an address that is not an email', () => 'jordan at example', 'jordan@example.com'],
    ])('refuses %s naming the email field, writing nothing', async (_name, email, words) => {
      const appId = await applicationOfOwner();
      await call(
        'PATCH',
        `/api/v2/application/${appId}`,
        owner.authorization,
        {
          contactInfo: {
            firstName: 'Rosa',
            lastName: 'Alvarez',
            email: 'rosa.contact@example.com',
            phone: '6145550123',
          },
        },
        (await call('GET', `/api/v2/application/${appId}`, owner.authorization)).json().version,
      );
      const mails = await mailCount();
      const response = await call(
        'POST',
        `/api/v2/coborrower/application/${appId}/basic-info`,
        owner.authorization,
        {
          ...INVITE,
          email: email(owner.email),
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'email' });
      expect(response.json().message).toContain(words);
      expect(await contactRows(appId)).toEqual([]);
      expect(await mailCount()).toBe(mails);
    });

    it('refuses an address already invited on this application (any case), not on another one', async () => {
      const appId = await applicationOfOwner();
      const { email } = await invite(appId);
      const again = await call(
        'POST',
        `/api/v2/coborrower/application/${appId}/basic-info`,
        owner.authorization,
        {
          ...INVITE,
          email: email.toUpperCase(),
        },
      );
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        field: 'email',
        message: `You have already invited ${email} to this application`,
      });
      expect(await contactRows(appId)).toHaveLength(1);
      await invite(await applicationOfOwner(), email);
    });
  });

  describe('edit, resend and remove', () => {
    it('edit changes the name and email of an invitation not accepted yet; the old link stops working', async () => {
      const appId = await applicationOfOwner();
      const first = await invite(appId);
      const email = fresh('right');
      const edited = await call(
        'PATCH',
        `/api/v2/coborrower/application/${appId}/invitation/${first.contactId}`,
        owner.authorization,
        { firstName: 'Jordana', email },
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({
        contactId: first.contactId,
        firstName: 'Jordana',
        lastName: 'Reyes',
        email,
        status: 'invited',
      });
      expect(await contactRows(appId)).toHaveLength(1);
      const outbox = (await t.app.inject({ url: '/dev/outbox' })).body;
      expect(outbox).toContain(email);
      const coborrower = (await signedInAs(t.app, email)).authorization;
      expect((await accept(first.link, coborrower)).statusCode).toBe(404);
      const link = await linkOf(first.contactId);
      expect(link.searchParams.get('invite')).not.toBe(first.link.searchParams.get('invite'));
      expect((await accept(link, coborrower)).statusCode).toBe(200);
    });

    it("the invitation step's answers follow the change, so review shows the new name and email", async () => {
      const appId = await applicationOfOwner();
      const email = fresh('typed');
      const document = (await call('GET', `/api/v2/application/${appId}`, owner.authorization)).json();
      const typed = { firstName: 'Jordan', lastName: 'Reyes', email, relationship: 'Spouse' };
      const saved = await call(
        'PATCH',
        `/api/v2/application/${appId}`,
        owner.authorization,
        { addBorrower: { addCoBorrower: 'yes', coBorrower: typed } },
        document.version,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const { contactId } = await invite(appId, email);
      const right = fresh('right');
      await call(
        'PATCH',
        `/api/v2/coborrower/application/${appId}/invitation/${contactId}`,
        owner.authorization,
        {
          email: right,
          firstName: 'Jordana',
        },
      );
      const after = (await call('GET', `/api/v2/application/${appId}`, owner.authorization)).json();
      expect(after.addBorrower.coBorrower).toEqual({ ...typed, firstName: 'Jordana', email: right });
      expect(after.version).toBe(saved.json().version + 1);
    });

    it('edit checks the new address like an invitation, and keeps the contact as it was when refused', async () => {
      const appId = await applicationOfOwner();
      const one = await invite(appId);
      const two = await invite(appId);
      const url = `/api/v2/coborrower/application/${appId}/invitation/${two.contactId}`;
      for (const [body, field] of [
        [{ email: owner.email }, 'email'],
        [{ email: one.email }, 'email'],
        [{ email: 'nope' }, 'email'],
        [{ lastName: '' }, 'lastName'],
        [{ relationship: 'Neighbour' }, 'relationship'],
        [{ ssn: '123456789' }, 'ssn'],
        [{}, '(body)'],
      ] as const) {
        const response = await call('PATCH', url, owner.authorization, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().field).toBe(field);
      }
      const same = await call('PATCH', url, owner.authorization, {
        email: two.email,
        lastName: 'Reyes-Cruz',
      });
      expect(same.statusCode).toBe(200);
      const [row] = (await contactRows(appId)).filter((contact) => String(contact.id) === two.contactId);
      expect(row).toMatchObject({ email: two.email, lastName: 'Reyes-Cruz' });
    });

    it('resend mails a new link; the old one stops working', async () => {
      const appId = await applicationOfOwner();
      const { contactId, email, link } = await invite(appId);
      const mails = await mailCount();
      const resent = await call(
        'POST',
        `/api/v2/coborrower/application/${appId}/invitation/${contactId}/resend`,
        owner.authorization,
      );
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().data).toMatchObject({ contactId, email, status: 'invited' });
      expect(await mailCount()).toBe(mails + 1);
      const coborrower = (await signedInAs(t.app, email)).authorization;
      expect((await accept(link, coborrower)).statusCode).toBe(404);
      expect((await accept(await linkOf(contactId), coborrower)).statusCode).toBe(200);
    });

    it('an accepted invitation can no longer be edited or resent (409), only removed', async () => {
      const appId = await applicationOfOwner();
      const { contactId, email, link } = await invite(appId);
      const coborrower = (await signedInAs(t.app, email)).authorization;
      expect((await accept(link, coborrower)).statusCode).toBe(200);
      const base = `/api/v2/coborrower/application/${appId}/invitation/${contactId}`;
      const edit = await call('PATCH', base, owner.authorization, { firstName: 'Sam' });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toContain('has already joined');
      expect((await call('POST', `${base}/resend`, owner.authorization)).statusCode).toBe(409);
      const contact = `/api/v2/coborrower/application/${appId}/contact/${contactId}`;
      expect((await call('DELETE', contact, owner.authorization)).statusCode).toBe(204);
      expect((await call('GET', contact, coborrower)).statusCode).toBe(404);
    });

    it('remove: the link of a removed invitation stops working', async () => {
      const appId = await applicationOfOwner();
      const { contactId, link } = await invite(appId);
      const removed = await call(
        'DELETE',
        `/api/v2/coborrower/application/${appId}/contact/${contactId}`,
        owner.authorization,
      );
      expect(removed.statusCode).toBe(204);
      expect(await contactRows(appId)).toEqual([]);
      expect((await accept(link, (await signedInUser(t.app)).authorization)).statusCode).toBe(404);
    });

    it('only the owner manages invitations: the co-borrower and a stranger get 404', async () => {
      const appId = await applicationOfOwner();
      const accepted = await invite(appId);
      const coborrower = (await signedInAs(t.app, accepted.email)).authorization;
      await accept(accepted.link, coborrower);
      const { contactId } = await invite(appId);
      for (const who of [stranger, coborrower]) {
        const base = `/api/v2/coborrower/application/${appId}/invitation/${contactId}`;
        expect((await call('PATCH', base, who, { firstName: 'Sam' })).statusCode).toBe(404);
        expect((await call('POST', `${base}/resend`, who)).statusCode).toBe(404);
        expect(
          (await call('DELETE', `/api/v2/coborrower/application/${appId}/contact/${contactId}`, who))
            .statusCode,
        ).toBe(404);
      }
    });
  });

  describe('submission and co-borrowers who have not finished', () => {
    it('refuses submission (409 naming them) until the invitation is removed', async () => {
      const appId = await applicationOfOwner();
      const { contactId, email } = await invite(appId);
      const refused = await call('POST', `/api/v2/application/${appId}/submit`, owner.authorization);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'coborrowers_unfinished' });
      expect(refused.json().message).toContain(`Jordan Reyes (${email}) has not finished their part`);
      expect(refused.json().coborrowers).toEqual([
        expect.objectContaining({ contactId, email, status: 'invited' }),
      ]);
      expect(
        await t.db.orm
          .select()
          .from(loans)
          .where(eq(loans.applicationId, Number(appId))),
      ).toEqual([]);
      await call(
        'DELETE',
        `/api/v2/coborrower/application/${appId}/contact/${contactId}`,
        owner.authorization,
      );
      expect(
        (await call('POST', `/api/v2/application/${appId}/submit`, owner.authorization)).statusCode,
      ).toBe(201);
    });

    it('submits once the co-borrower has finished; then their answers and the invitations are read-only (409)', async () => {
      const appId = await applicationOfOwner();
      const { contactId, email, link } = await invite(appId);
      const coborrower = (await signedInAs(t.app, email)).authorization;
      await accept(link, coborrower);
      const base = `/api/v2/coborrower/application/${appId}/contact/${contactId}`;
      let version = 1;
      for (const [section, body] of Object.entries(minimal)) {
        const resource = section === 'creditScore' ? 'creditscore' : section.toLowerCase();
        const saved = await call('PUT', `${base}/${resource}`, coborrower, body, version);
        expect(saved.statusCode, saved.body).toBe(200);
        version = saved.json().version;
      }
      const waiting = await call('POST', `/api/v2/application/${appId}/submit`, owner.authorization);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().coborrowers[0].status).toBe('accepted');
      version = (await call('POST', `${base}/complete`, coborrower, {}, version)).json().version;
      // Their part ends with their own authorisation of the hard inquiry (coborrower-consent.test.ts).
      await call('POST', `${base}/consents`, coborrower, {
        kind: HARD_CREDIT_PULL_CONSENT.kind,
        textVersion: HARD_CREDIT_PULL_CONSENT.version,
      });
      expect(
        (await call('POST', `/api/v2/application/${appId}/submit`, owner.authorization)).statusCode,
      ).toBe(201);

      const before = await contactRows(appId);
      for (const [method, url, body] of [
        ['PUT', `${base}/legal`, minimal.legal],
        ['POST', `${base}/military`, minimal.military],
        ['DELETE', `${base}/otherincome`, undefined],
        ['POST', `${base}/complete`, {}],
      ] as const) {
        const response = await call(method, url, coborrower, body, version);
        expect(response.statusCode, `${method} ${url}`).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'application_closed',
          message: 'The application has been submitted, so your answers can no longer be changed.',
        });
      }
      for (const [method, url] of [
        ['POST', `/api/v2/coborrower/application/${appId}/basic-info`],
        ['PATCH', `/api/v2/coborrower/application/${appId}/invitation/${contactId}`],
        ['POST', `/api/v2/coborrower/application/${appId}/invitation/${contactId}/resend`],
        ['DELETE', `/api/v2/coborrower/application/${appId}/contact/${contactId}`],
      ] as const) {
        const response = await call(
          method,
          url,
          owner.authorization,
          method === 'DELETE' ? undefined : { ...INVITE, email: fresh() },
        );
        expect(response.statusCode, `${method} ${url}`).toBe(409);
      }
      expect(await contactRows(appId)).toEqual(before);
      expect((await call('GET', base, coborrower)).json().coborrower.legal.lastName).toBe('Reyes');
    });
  });
});

describe('changing an invitation when mail cannot be sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      MAIL_PROVIDER: 'http',
      MAIL_API_URL: 'http://127.0.0.1:9/send',
      MAIL_API_KEY: 'test-key',
    });
  });
  afterAll(async () => t.close());

  it('answers 502 and leaves the invitation as it was: its link, name and email', async () => {
    const { authorization } = await signedInUser(t.app);
    const { appId } = await completeApplication(t.app, authorization);
    const { hash } = newInvitation();
    const contact = await insertContact(t.db.orm, {
      applicationId: Number(appId),
      ...INVITE,
      email: 'kept@example.com',
      inviteTokenHash: hash,
      inviteExpiresAt: new Date(Date.now() + 60_000),
    });
    const base = `/api/v2/coborrower/application/${appId}/invitation/${contact.id}`;
    for (const [method, url, payload] of [
      ['POST', `${base}/resend`, undefined],
      ['PATCH', base, { email: 'changed@example.com', firstName: 'Sam' }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toContain('could not be sent');
      const [row] = await t.db.orm
        .select()
        .from(applicationContacts)
        .where(eq(applicationContacts.id, contact.id));
      expect(row).toMatchObject({ inviteTokenHash: hash, email: 'kept@example.com', firstName: 'Jordan' });
    }
  });
});
