import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeRequest,
  codeFrom,
  exchangeCode,
  formCsrf,
  logOut,
  registerThroughForm,
  sessionCookie,
  submitForm,
} from '../../support/authorize-flow.ts';
import { GOOD_PASSWORD, SPA_CLIENT_ID, uniqueEmail } from '../../support/identity.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const SAME_ORIGIN = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
const RETURN_TO = 'http://localhost:3000/1464945/login';

// Issue 19 items 2 and 13: login CSRF and log-out by POST. No storage of its own: one backend is enough.
describe('the provider forms refuse cross-site posts (login CSRF)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  const setCookies = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie'] ?? '');

  /** A browser that signed up through the form, holding its session cookie and a code-flow refresh token. */
  async function browserSession(email = uniqueEmail()) {
    const { params, verifier } = authorizeRequest({ screen_hint: 'signup' });
    const signUp = await registerThroughForm(
      t.app,
      t.db.orm,
      params,
      { email, password: GOOD_PASSWORD, given_name: 'Cy', family_name: 'Surf' },
      { headers: SAME_ORIGIN },
    );
    expect(signUp.statusCode).toBe(302);
    const tokens = (await exchangeCode(t.app, codeFrom(signUp.headers.location), verifier)).json();
    return { email, cookie: sessionCookie(signUp.headers['set-cookie']), refreshToken: tokens.refresh_token };
  }

  /** Another browser of the same person, logged in through the form. */
  async function secondBrowser(email: string) {
    const { params, verifier } = authorizeRequest();
    const login = await submitForm(t.app, params, { mode: 'login', email, password: GOOD_PASSWORD });
    const tokens = (await exchangeCode(t.app, codeFrom(login.headers.location), verifier)).json();
    return { cookie: sessionCookie(login.headers['set-cookie']), refreshToken: tokens.refresh_token };
  }

  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/idp/oauth/token',
      payload: { grant_type: 'refresh_token', client_id: SPA_CLIENT_ID, refresh_token: refreshToken },
    });

  const silentLogin = (cookie: string) =>
    t.app.inject({
      url: `/idp/authorize?${authorizeRequest({ prompt: 'none', response_mode: 'web_message' }).query}`,
      headers: { cookie },
    });

  it('a cross-site log-in with the attacker’s credentials gets 403 and no session', async () => {
    const attacker = await browserSession();
    const { params } = authorizeRequest();
    // The attacker's page posts the form as it is (no token: it cannot read the victim's cookie).
    const forged = await t.app.inject({
      method: 'POST',
      url: '/idp/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...CROSS_SITE },
      payload: new URLSearchParams({
        ...params,
        mode: 'login',
        email: attacker.email,
        password: GOOD_PASSWORD,
      }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('not sent from this site');
    expect(setCookies(forged)).not.toContain('idp_session=');
    expect(forged.headers.location).toBeUndefined();
  });

  it('refuses a foreign Origin or Sec-Fetch-Site even with a valid token, and a token of another browser', async () => {
    const { email } = await browserSession();
    const { params } = authorizeRequest();
    const fields = { mode: 'login', email, password: GOOD_PASSWORD };
    const foreign: Record<string, string>[] = [
      CROSS_SITE,
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const response = await submitForm(t.app, params, fields, undefined, headers);
      expect(response.statusCode).toBe(403);
      expect(setCookies(response)).not.toContain('idp_session=');
    }
    const mine = await formCsrf(t.app, params);
    const theirs = await formCsrf(t.app, params);
    const swapped = await t.app.inject({
      method: 'POST',
      url: '/idp/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: mine.cookie },
      payload: new URLSearchParams({ ...params, ...fields, csrf_token: theirs.token }).toString(),
    });
    expect(swapped.statusCode).toBe(403);
    // The real form, posted from its own page, works.
    const real = await submitForm(t.app, params, fields, undefined, SAME_ORIGIN);
    expect(real.statusCode).toBe(302);
    expect(setCookies(real)).toContain('idp_session=');
  });

  it('a cross-site sign-up creates no account', async () => {
    const email = uniqueEmail();
    const { params } = authorizeRequest({ screen_hint: 'signup' });
    const forged = await submitForm(
      t.app,
      params,
      { mode: 'signup', email, password: GOOD_PASSWORD, given_name: 'X', family_name: 'Y' },
      undefined,
      CROSS_SITE,
    );
    expect(forged.statusCode).toBe(403);
    const login = await submitForm(t.app, authorizeRequest().params, {
      mode: 'login',
      email,
      password: GOOD_PASSWORD,
    });
    expect(login.statusCode).toBe(401);
  });

  it('GET /v2/logout logs no one out: it shows the log-out form, auto-submitted only from the own site', async () => {
    const { cookie, refreshToken } = await browserSession();
    const fromSpa = await t.app.inject({
      url: `/idp/v2/logout?returnTo=${encodeURIComponent(RETURN_TO)}`,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(fromSpa.statusCode).toBe(200);
    expect(fromSpa.body).toMatch(/<form[^>]*data-auto-submit/);
    expect(fromSpa.body).toMatch(/<script nonce="[^"]+">/);
    expect(fromSpa.body).toContain(`name="returnTo" value="${RETURN_TO}"`);
    const fromElsewhere = await t.app.inject({
      url: '/idp/v2/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' },
    });
    expect(fromElsewhere.statusCode).toBe(200);
    expect(fromElsewhere.body).not.toMatch(/<form[^>]*data-auto-submit/);
    expect(fromElsewhere.body).toContain('Log out on every device');
    // Still logged in, tokens alive.
    expect((await silentLogin(cookie)).body).toContain('"code"');
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });

  it('a cross-site log-out POST is refused and changes nothing', async () => {
    const { cookie, refreshToken } = await browserSession();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/idp/v2/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...CROSS_SITE },
      payload: 'scope=everywhere',
    });
    expect(forged.statusCode).toBe(403);
    expect((await silentLogin(cookie)).body).toContain('"code"');
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });

  it('log-out ends this browser’s session and its refresh tokens only', async () => {
    const here = await browserSession();
    const there = await secondBrowser(here.email);
    const { post } = await logOut(t.app, here.cookie, { returnTo: RETURN_TO, headers: SAME_ORIGIN });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(RETURN_TO);
    expect(setCookies(post)).toMatch(/idp_session=;/);
    expect((await silentLogin(here.cookie)).body).toContain('login_required');
    expect((await refresh(here.refreshToken)).statusCode).toBe(403);
    // The other browser stays signed in.
    expect((await silentLogin(there.cookie)).body).toContain('"code"');
    expect((await refresh(there.refreshToken)).statusCode).toBe(200);
  });

  it('“log out on every device” ends every session and refresh token of the user', async () => {
    const here = await browserSession();
    const there = await secondBrowser(here.email);
    const { post } = await logOut(t.app, here.cookie, { scope: 'everywhere' });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('You are logged out');
    for (const browser of [here, there]) {
      expect((await silentLogin(browser.cookie)).body).toContain('login_required');
      expect((await refresh(browser.refreshToken)).statusCode).toBe(403);
    }
  });

  it('a returnTo that is not allowed is refused on GET and POST', async () => {
    const { cookie } = await browserSession();
    const get = await t.app.inject({
      url: `/idp/v2/logout?returnTo=${encodeURIComponent('https://evil.example/')}`,
      headers: { cookie },
    });
    expect(get.statusCode).toBe(400);
    const csrf = await logOut(t.app, cookie, { returnTo: RETURN_TO });
    expect(csrf.post.statusCode).toBe(303);
  });
});
