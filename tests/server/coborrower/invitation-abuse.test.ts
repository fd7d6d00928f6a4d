// Issue 19 item 5: invitation mail as a phishing relay. The borrower's own name (URLs allowed) went into the subject
// and body of mail sent from the lender's address to any address, three per application, applications unlimited.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_SUBJECT, plainName } from '../../../src/server/coborrowers/invitation-mail.ts';
import { invitationSends, mailOutbox } from '../../../src/server/db/schema.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { capturedLog } from '../../support/captured-log.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const PHISHING_NAME = {
  firstName: 'Urgent: verify at https://evil.example/pay',
  lastName: 'www.evil-bank.com Rosa',
};

describe.each(backends)('co-borrower invitation mail (%s)', (backend) => {
  let t: TestApp;
  const log = capturedLog();
  beforeAll(async () => {
    t = await createTestApp(backend, { INVITATIONS_PER_DAY: '3' }, undefined, { logger: log.logger });
  });
  afterAll(async () => t.close());

  const call = (method: 'POST' | 'PATCH', url: string, authorization: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  async function applicationOf(authorization: string, contactInfo = prequalAnswers().contactInfo) {
    return applicationWith(t.app, authorization, { ...prequalAnswers(), contactInfo });
  }
  const invite = (authorization: string, appId: string, email: string, firstName = 'Jordan') =>
    call('POST', `/api/v2/coborrower/application/${appId}/basic-info`, authorization, {
      firstName,
      lastName: 'Reyes',
      email,
      relationship: 'Spouse',
    });
  const newestMail = async () =>
    (await t.db.orm.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];
  const mailCount = async () => (await t.db.orm.select().from(mailOutbox)).length;

  it('keeps borrower-typed text out of the subject, and quotes names in the body without their links', async () => {
    const { authorization } = await signedInUser(t.app);
    const appId = await applicationOf(authorization, { ...prequalAnswers().contactInfo, ...PHISHING_NAME });
    const sent = await invite(
      authorization,
      appId,
      'victim@example.org',
      'Dear customer, see evil.example.com',
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await newestMail();
    expect(mail?.subject).toBe(INVITATION_SUBJECT);
    expect(mail?.bodyText).toContain('Hello "Dear customer, see",');
    expect(mail?.bodyText).toContain(
      'A borrower who gave their name as "Urgent: verify at Rosa" has invited you',
    );
    expect(mail?.bodyText).not.toMatch(/evil|https:\/\/(?!localhost)|www\./);
    expect(mail?.links).toHaveLength(1);
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/2000001\/coborrower\/create-account\?invite=/);
    // The outbox page shows the body as text: a name with & is escaped, never markup.
    const own = await applicationOf(authorization, {
      ...prequalAnswers().contactInfo,
      lastName: 'Alvarez & Sons',
    });
    expect((await invite(authorization, own, 'third@example.org')).statusCode).toBe(201);
    const page = (await t.app.inject({ url: '/dev/outbox' })).body;
    expect(page).toContain('gave their name as &quot;Rosa Alvarez &amp; Sons&quot;');
  });

  it('logs each send with the application, the recipient domain (not the address) and the sender', async () => {
    const { authorization } = await signedInUser(t.app);
    const appId = await applicationOf(authorization);
    expect((await invite(authorization, appId, 'logged.person@mail.example.net')).statusCode).toBe(201);
    const line = log.lines.filter((entry) => entry.msg === 'co-borrower invitation mailed').at(-1);
    expect(line).toMatchObject({ appId: Number(appId), recipientDomain: 'mail.example.net' });
    expect(typeof line?.senderSub).toBe('string');
    expect(JSON.stringify(log.lines)).not.toContain('logged.person@');
  });

  it('limits invitation mails per account per day (new, changed and resent alike) with 429 and Retry-After', async () => {
    const { authorization } = await signedInUser(t.app);
    const first = await applicationOf(authorization);
    const one = await invite(authorization, first, 'one@example.org');
    expect(one.statusCode).toBe(201);
    const contactId = one.json().data.contactId as string;
    const resend = `/api/v2/coborrower/application/${first}/invitation/${contactId}/resend`;
    expect((await call('POST', resend, authorization)).statusCode).toBe(200);
    // A new application does not reset the count: it is the account's.
    const second = await applicationOf(authorization);
    expect((await invite(authorization, second, 'two@example.org')).statusCode).toBe(201);
    const mails = await mailCount();

    for (const refused of [
      await invite(authorization, second, 'three@example.org'),
      await call('POST', resend, authorization),
      await call('PATCH', `/api/v2/coborrower/application/${first}/invitation/${contactId}`, authorization, {
        email: 'other@example.org',
      }),
    ]) {
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(86_000);
      expect(wait).toBeLessThanOrEqual(86_400);
      expect(refused.json()).toMatchObject({
        code: 'invitations_per_day',
        message:
          'You can send at most 3 co-borrower invitations a day (new, changed or sent again); you can send another in 24 hours.',
      });
    }
    expect(await mailCount()).toBe(mails);
    const contacts = await t.app.inject({
      url: `/api/v2/application/${second}/contacts`,
      headers: { authorization },
    });
    expect(contacts.json().data.map((contact: { email: string }) => contact.email)).toEqual([
      'two@example.org',
    ]);

    // Another account is not affected; a day later the first may send again.
    const other = await signedInUser(t.app);
    expect(
      (await invite(other.authorization, await applicationOf(other.authorization), 'x@example.org'))
        .statusCode,
    ).toBe(201);
    const sub = log.lines.filter(
      (entry) => entry.msg === 'co-borrower invitation mailed' && entry.appId === Number(first),
    )[0]?.senderSub as string;
    await t.db.orm
      .update(invitationSends)
      .set({ sentAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(invitationSends.senderSub, sub));
    expect((await invite(authorization, second, 'three@example.org')).statusCode).toBe(201);
  });
  it('never lets concurrent invitations pass it together', async () => {
    const { authorization } = await signedInUser(t.app);
    const apps = [];
    for (let i = 0; i < 3; i += 1) apps.push(await applicationWith(t.app, authorization, prequalAnswers()));
    const burst = await Promise.all(
      apps.flatMap((appId, i) =>
        [0, 1].map((j) =>
          t.app.inject({
            method: 'POST',
            url: `/api/v2/coborrower/application/${appId}/basic-info`,
            headers: { authorization },
            payload: {
              firstName: 'Jo',
              lastName: 'Burst',
              email: `b${i}${j}@example.org`,
              relationship: 'Spouse',
            },
          }),
        ),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    const mails = await t.db.orm.select().from(mailOutbox);
    expect(mails.filter((mail) => /^b\d\d@example\.org$/.test(mail.toAddress)).length).toBeLessThanOrEqual(3);
  });
});

describe('plainName', () => {
  it.each([
    ['Rosa Alvarez', 'Rosa Alvarez'],
    ['Rosa https://evil.example/x Alvarez', 'Rosa Alvarez'],
    ['Visit www.evil.com now', 'Visit now'],
    ['Pay at evil.co/x', 'Pay at'],
    ['mailto:a@b.co', ''],
    ['EVIL.COM', ''],
    ['Rosa "quoted"\nnext line', 'Rosa quoted next line'],
    ['St. John', 'St. John'],
    ['J.R. Smith', 'J.R. Smith'],
    ["Anne-Marie O'Neil", "Anne-Marie O'Neil"],
    ['José Núñez', 'José Núñez'],
  ])('%j reads %j', (typed, plain) => {
    expect(plainName(typed)).toBe(plain);
  });
});
