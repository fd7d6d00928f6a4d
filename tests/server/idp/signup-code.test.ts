import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpPendingSignups } from '../../../src/server/db/schema.ts';
import {
  authorizeRequest,
  codeFrom,
  decodeJwt,
  exchangeCode,
  formCsrf,
  mailedSignUpCode,
  mailTo,
  sessionCookie,
  submitFormInBrowser,
  submitSignUpCode,
} from '../../support/authorize-flow.ts';
import { GOOD_PASSWORD, passwordGrant, signUpUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

// Issue 19 item 12: sign-up through the form answers a taken email exactly as a new one, and only the code mailed to
// a new email finishes it.
const ATTACKER_PASSWORD = 'Attacker-Chosen-77';

let serial = 0;
/** Two addresses of the same length (so the answers' lengths may be compared too). */
const emailPair = () => {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return { taken: `taken-${id}@example.com`, fresh: `fresh-${id}@example.com` };
};

const cookiesOf = (headers: Record<string, unknown>) =>
  [headers['set-cookie'] ?? []].flat().map((cookie) => String(cookie).replace(/=[^;]*/, '=…'));

/** The answer with what differs between any two answers (random ids, tokens, nonces, the email) blanked. */
function comparable(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  email: string,
) {
  const blank = (text: string) =>
    text
      .replaceAll(email, 'EMAIL')
      .replace(/nonce-[^']+'/g, "nonce-…'")
      .replace(/nonce="[^"]+"/g, 'nonce="…"')
      .replace(/name="(csrf_token|signup_id)" value="[^"]+"/g, 'name="$1" value="…"');
  const { date: _date, 'set-cookie': _cookies, ...headers } = response.headers;
  return {
    status: response.statusCode,
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, blank(String(value))])),
    cookies: cookiesOf(response.headers),
    body: blank(response.body),
  };
}

describe.each(backends)('sign-up confirms the email with a code (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  // One client request for the pages compared, so only what the server chose can differ.
  const sameRequest = authorizeRequest({ screen_hint: 'signup' }).params;
  const signUpForm = (email: string, password = ATTACKER_PASSWORD, params = sameRequest) =>
    submitFormInBrowser(t.app, params, {
      mode: 'signup',
      email,
      password,
      given_name: 'Mallory',
      family_name: 'Probe',
    });

  const codePageOf = (form: Awaited<ReturnType<typeof signUpForm>>) => ({
    body: form.response.body,
    cookie: form.cookie,
  });

  const pendingRows = (email: string) =>
    t.db.orm.select().from(idpPendingSignups).where(eq(idpPendingSignups.email, email));

  it('the attack: a taken and a new email get the same answer (status, headers, cookies, page)', async () => {
    const { taken, fresh } = emailPair();
    await signUpUser(t.app, { email: taken });
    const { params } = authorizeRequest({ screen_hint: 'signup' });
    const takenAnswer = (await signUpForm(taken, ATTACKER_PASSWORD, params)).response;
    const freshAnswer = (await signUpForm(fresh, ATTACKER_PASSWORD, params)).response;

    expect(takenAnswer.statusCode).toBe(200);
    expect(comparable(takenAnswer, taken)).toEqual(comparable(freshAnswer, fresh));
    expect(takenAnswer.body).toContain(
      `We sent a 6-digit code to <strong>${taken}</strong>. Enter it to finish creating your account.`,
    );
    expect(takenAnswer.body).not.toMatch(/already|exists/i);
    expect(cookiesOf(takenAnswer.headers).join()).not.toContain('idp_session');
    expect(takenAnswer.headers['cache-control']).toBe('no-store');

    // The owner is told; the new address gets its code; neither page signed anyone in.
    const [notice, ...more] = await mailTo(t.db.orm, taken, 2);
    expect(notice?.subject).toMatch(/^You already have a .+ account$/);
    expect(more).toEqual([]);
    expect(await mailedSignUpCode(t.db.orm, fresh)).toMatch(/^\d{6}$/);
  });

  it('a new email: no account until the right code, then signed in and sent back with an authorization code', async () => {
    const { fresh } = emailPair();
    const { params, verifier } = authorizeRequest({ screen_hint: 'signup' });
    const form = await signUpForm(fresh, GOOD_PASSWORD, params);
    expect((await passwordGrant(t.app, fresh, GOOD_PASSWORD)).statusCode).toBe(403);

    const code = await mailedSignUpCode(t.db.orm, fresh);
    const done = await submitSignUpCode(t.app, codePageOf(form), { code });
    expect(done.statusCode).toBe(302);
    const location = new URL(done.headers.location as string);
    expect(location.searchParams.get('state')).toBe(params.state);
    expect(sessionCookie(done.headers['set-cookie'])).toMatch(/^idp_session=/);
    const tokens = (await exchangeCode(t.app, codeFrom(done.headers.location), verifier)).json();
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      email: fresh,
      email_verified: true,
      given_name: 'Mallory',
    });
    expect((await passwordGrant(t.app, fresh, GOOD_PASSWORD)).statusCode).toBe(200);

    // The code is spent: the same page again is over.
    const again = await submitSignUpCode(t.app, codePageOf(form), { code });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This sign-up has expired');
    expect(await pendingRows(fresh)).toEqual([]);
  });

  it('a taken email: every code is refused as a wrong one is, and the account is untouched', async () => {
    const { taken, fresh } = emailPair();
    await signUpUser(t.app, { email: taken });
    const takenPage = codePageOf(await signUpForm(taken));
    const freshPage = codePageOf(await signUpForm(fresh));
    const freshCode = await mailedSignUpCode(t.db.orm, fresh);
    const wrongForFresh = freshCode === '000000' ? '000001' : '000000';

    for (const guess of ['000000', '123456', '999999', freshCode, '654321']) {
      const onTaken = await submitSignUpCode(t.app, takenPage, { code: guess });
      const onFresh = await submitSignUpCode(t.app, freshPage, {
        code: guess === freshCode ? wrongForFresh : guess,
      });
      expect(onTaken.statusCode).toBe(400);
      expect(comparable(onTaken, taken)).toEqual(comparable(onFresh, fresh));
      expect(onTaken.body).toContain('That code is not right');
      expect(cookiesOf(onTaken.headers).join()).not.toContain('idp_session');
    }
    // Five tries spent: both now need a new code, and say so alike.
    const spentTaken = await submitSignUpCode(t.app, takenPage, { code: '111111' });
    const spentFresh = await submitSignUpCode(t.app, freshPage, { code: freshCode });
    expect(comparable(spentTaken, taken)).toEqual(comparable(spentFresh, fresh));
    expect(spentFresh.body).toContain('This code was tried 5 times. Choose Send a new code to get another.');

    expect((await passwordGrant(t.app, taken, ATTACKER_PASSWORD)).statusCode).toBe(403);
    expect((await passwordGrant(t.app, taken, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(await mailTo(t.db.orm, taken)).toHaveLength(1);
  });

  it('a code lasts 15 minutes; Send a new code mails another (the old one stops working), at most 5 in all', async () => {
    const { taken, fresh } = emailPair();
    await signUpUser(t.app, { email: taken });
    const page = codePageOf(await signUpForm(fresh, GOOD_PASSWORD));
    const takenPage = codePageOf(await signUpForm(taken));
    const first = await mailedSignUpCode(t.db.orm, fresh);
    await t.db.orm
      .update(idpPendingSignups)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpPendingSignups.email, fresh));
    const expired = await submitSignUpCode(t.app, page, { code: first });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This code has expired (it works for 15 minutes)');

    const renewals = [];
    for (let send = 2; send <= 5; send += 1) {
      const renewed = await submitSignUpCode(t.app, page, { action: 'resend' });
      const renewedTaken = await submitSignUpCode(t.app, takenPage, { action: 'resend' });
      expect(comparable(renewed, fresh)).toEqual(comparable(renewedTaken, taken));
      expect(renewed.statusCode).toBe(200);
      expect(renewed.body).toContain(`We sent a new code to ${fresh}.`);
      renewals.push(await mailedSignUpCode(t.db.orm, fresh, send));
    }
    const tooMany = await submitSignUpCode(t.app, page, { action: 'resend' });
    const tooManyTaken = await submitSignUpCode(t.app, takenPage, { action: 'resend' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('We have sent 5 codes for this sign-up.');
    expect(comparable(tooMany, fresh)).toEqual(comparable(tooManyTaken, taken));
    // The owner of the taken email heard of each send: the first and four more.
    expect(await mailTo(t.db.orm, taken, 6)).toHaveLength(5);

    const newest = renewals.at(-1) as string;
    const stale = renewals.find((code) => code !== newest) ?? first;
    if (stale !== newest) {
      const old = await submitSignUpCode(t.app, page, { code: stale });
      expect(old.body).toContain('That code is not right');
    }
    const done = await submitSignUpCode(t.app, page, { code: newest });
    expect(done.statusCode).toBe(302);
  });

  it('five wrong tries use a code up; a new code works', async () => {
    const { fresh } = emailPair();
    const page = codePageOf(await signUpForm(fresh, GOOD_PASSWORD));
    const code = await mailedSignUpCode(t.db.orm, fresh);
    const wrong = code === '000000' ? '000001' : '000000';
    const left = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await submitSignUpCode(t.app, page, { code: wrong });
      left.push(/\((\d) tr(?:y|ies) left\)|last try/.exec(answer.body)?.[0]);
    }
    expect(left).toEqual(['(4 tries left)', '(3 tries left)', '(2 tries left)', '(1 try left)', 'last try']);
    const usedUp = await submitSignUpCode(t.app, page, { code });
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.body).toContain('This code was tried 5 times');
    await submitSignUpCode(t.app, page, { action: 'resend' });
    const done = await submitSignUpCode(t.app, page, { code: await mailedSignUpCode(t.db.orm, fresh, 2) });
    expect(done.statusCode).toBe(302);
  });

  it('lists a missing or malformed code at its field, counting no try', async () => {
    const { fresh } = emailPair();
    const page = codePageOf(await signUpForm(fresh, GOOD_PASSWORD));
    const empty = await submitSignUpCode(t.app, page, { code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('<li><a href="#code">Enter the 6-digit code from the email.</a></li>');
    expect(empty.body).toContain('aria-invalid="true"');
    const letters = await submitSignUpCode(t.app, page, { code: '12ab56' });
    expect(letters.body).toContain('Enter the 6-digit code from the email, in numbers only.');
    const [row] = await pendingRows(fresh);
    expect(row?.tries).toBe(0);
    // Spaces as a mail app may copy them are fine.
    const code = await mailedSignUpCode(t.db.orm, fresh);
    const spaced = await submitSignUpCode(t.app, page, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(spaced.statusCode).toBe(302);
  });

  it('a pending sign-up reserves nothing: the mailbox’s owner signs up meanwhile with their own password', async () => {
    const { fresh } = emailPair();
    const attacker = codePageOf(await signUpForm(fresh, ATTACKER_PASSWORD));
    const ownerPage = codePageOf(await signUpForm(fresh, GOOD_PASSWORD));
    // Two codes went to the mailbox, the attacker's and then the owner's: the owner enters theirs.
    const owner = await submitSignUpCode(t.app, ownerPage, {
      code: await mailedSignUpCode(t.db.orm, fresh, 2),
    });
    expect(owner.statusCode).toBe(302);
    expect((await passwordGrant(t.app, fresh, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(t.app, fresh, ATTACKER_PASSWORD)).statusCode).toBe(403);
    // The attacker's page is over once the account exists.
    const late = await submitSignUpCode(t.app, attacker, { code: '000000' });
    expect(late.body).toContain('This sign-up has expired');
  });

  it('keeps neither the code nor the page’s id in clear; a sign-up is forgotten an hour after it started', async () => {
    const { fresh } = emailPair();
    const form = await signUpForm(fresh, GOOD_PASSWORD);
    const code = await mailedSignUpCode(t.db.orm, fresh);
    const pendingId = /name="signup_id" value="([^"]+)"/.exec(form.response.body)?.[1] as string;
    const [row] = await pendingRows(fresh);
    expect(JSON.stringify(row)).not.toContain(pendingId);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.passwordHash).not.toContain(GOOD_PASSWORD);
    await t.db.orm
      .update(idpPendingSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpPendingSignups.email, fresh));
    const late = await submitSignUpCode(t.app, codePageOf(form), { code });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('This sign-up has expired');
    expect(late.body).toContain('Create your account</a>');
    // The next sign-up sweeps it away.
    await signUpForm(emailPair().fresh);
    expect(await pendingRows(fresh)).toEqual([]);
  });

  it('refuses a code page posted cross-site or without its token (login CSRF), creating no account', async () => {
    const { fresh } = emailPair();
    const page = codePageOf(await signUpForm(fresh, GOOD_PASSWORD));
    const code = await mailedSignUpCode(t.db.orm, fresh);
    const crossSite = await submitSignUpCode(t.app, page, { code }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const foreign = await submitSignUpCode(t.app, page, { code }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const noToken = await submitSignUpCode(
      t.app,
      { ...page, body: page.body.replace(/name="csrf_token"/, 'name="x"') },
      { code },
    );
    expect(noToken.statusCode).toBe(403);
    const otherBrowser = await formCsrf(t.app, authorizeRequest().params);
    expect(
      (await submitSignUpCode(t.app, { ...page, cookie: otherBrowser.cookie }, { code })).statusCode,
    ).toBe(403);
    expect((await passwordGrant(t.app, fresh, GOOD_PASSWORD)).statusCode).toBe(403);
    expect((await submitSignUpCode(t.app, page, { code })).statusCode).toBe(302);
  });

  it('the sign-up API keeps Auth0’s behaviour: the same answer for both, the account at once, unconfirmed', async () => {
    const { taken, fresh } = emailPair();
    await signUpUser(t.app, { email: taken });
    const again = await signUpUser(t.app, { email: taken, password: ATTACKER_PASSWORD });
    const created = await signUpUser(t.app, { email: fresh });
    expect(again.response.statusCode).toBe(created.response.statusCode);
    expect(Object.keys(again.response.json()).sort()).toEqual(Object.keys(created.response.json()).sort());
    const tokens = (await passwordGrant(t.app, fresh, GOOD_PASSWORD)).json();
    expect(decodeJwt(tokens.id_token).email_verified).toBe(false);
  });
});

// Counters live in the rate-limit store, not the database: one backend is enough.
describe('wrong sign-up codes are counted as failed log-ins are', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMITS: 'on', IDP_LOGIN_BACKOFF_AFTER: '4' });
  });
  afterAll(async () => t.close());

  it('an address that keeps entering wrong codes is backed off, on any sign-up; another address is not', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const pages = [];
    for (let i = 0; i < 2; i += 1) {
      const email = emailPair().fresh;
      const form = await submitFormInBrowser(
        t.app,
        authorizeRequest().params,
        { mode: 'signup', email, password: GOOD_PASSWORD, given_name: 'A', family_name: 'B' },
        undefined,
        from,
      );
      pages.push({ email, page: { body: form.response.body, cookie: form.cookie } });
    }
    const [first, second] = pages as [(typeof pages)[0], (typeof pages)[0]];
    const wrong = async (entry: typeof first) => {
      const code = await mailedSignUpCode(t.db.orm, entry.email);
      return submitSignUpCode(t.app, entry.page, { code: code === '000000' ? '000001' : '000000' }, from);
    };
    // Four failures are free (three on one sign-up, one on another); the fifth starts the back-off.
    for (const entry of [first, first, first, second, second])
      expect((await wrong(entry)).statusCode).toBe(400);
    const code = await mailedSignUpCode(t.db.orm, second.email);
    const refused = await submitSignUpCode(t.app, second.page, { code }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toContain('Too many wrong codes; try again in 1 seconds.');
    // The right code from another address (the person's phone) is not held back.
    const elsewhere = await submitSignUpCode(
      t.app,
      second.page,
      { code },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(elsewhere.statusCode).toBe(302);
  });
});
