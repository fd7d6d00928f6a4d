import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpRefreshTokens } from '../../../src/server/db/schema.ts';
import { hashToken } from '../../../src/server/idp/secrets.ts';
import { decodeJwt, mailTo } from '../../support/authorize-flow.ts';
import { GOOD_PASSWORD, passwordGrant, SPA_CLIENT_ID, signUpUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(backends)('tokens, refresh rotation and log-out (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/idp/oauth/token',
      payload: { grant_type: 'refresh_token', client_id: SPA_CLIENT_ID, refresh_token: refreshToken },
    });

  async function offlineUser() {
    const { email, password } = await signUpUser(t.app);
    const tokens = (
      await passwordGrant(t.app, email, password, 'openid profile email offline_access')
    ).json();
    return { email, refreshToken: tokens.refresh_token as string };
  }

  it('rotates refresh tokens: each use returns a new one and fresh tokens', async () => {
    const { refreshToken } = await offlineUser();
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().refresh_token;
    expect(next).toBeTruthy();
    expect(next).not.toBe(refreshToken);
    expect(decodeJwt(first.json().access_token).scope).toContain('offline_access');
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is used again', async () => {
    const { refreshToken } = await offlineUser();
    const rotated = (await refresh(refreshToken)).json().refresh_token;
    const replay = await refresh(refreshToken);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Unknown or invalid refresh token.',
    });
    // The legitimate holder's newer token is revoked as well: the family is compromised.
    expect((await refresh(rotated)).statusCode).toBe(403);
  });

  it('ends a family at its absolute lifetime, however often it was rotated', async () => {
    const { refreshToken } = await offlineUser();
    const rotated = (await refresh(refreshToken)).json().refresh_token;
    await t.db.orm
      .update(idpRefreshTokens)
      .set({ familyExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(idpRefreshTokens.tokenHash, hashToken(rotated)));
    expect((await refresh(rotated)).statusCode).toBe(403);
  });

  it('refuses unknown refresh tokens and grants', async () => {
    expect((await refresh('made-up')).statusCode).toBe(403);
    const unknownGrant = await t.app.inject({
      method: 'POST',
      url: '/idp/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: SPA_CLIENT_ID },
    });
    expect(unknownGrant.statusCode).toBe(400);
    expect(unknownGrant.json().error).toBe('unsupported_grant_type');
  });

  it('accepts form-encoded token requests too', async () => {
    const { email, password } = await signUpUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/idp/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: SPA_CLIENT_ID,
        username: email,
        password,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password on the password grant', async () => {
    const { email } = await signUpUser(t.app);
    const response = await passwordGrant(t.app, email, 'Not-The-Password-9');
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe('Wrong email or password.');
  });

  it('does not send the user to a returnTo address that is not allowed', async () => {
    const response = await t.app.inject(
      `/idp/v2/logout?returnTo=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('serves userinfo for a valid access token and refuses others', async () => {
    const { email, password } = await signUpUser(t.app, { given_name: 'Uma', family_name: 'Info' });
    const { access_token } = (await passwordGrant(t.app, email, password)).json();
    const info = await t.app.inject({
      url: '/idp/userinfo',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(info.json()).toMatchObject({ email, given_name: 'Uma', family_name: 'Info', name: 'Uma Info' });
    expect(
      (await t.app.inject({ url: '/idp/userinfo', headers: { authorization: 'Bearer nope' } })).statusCode,
    ).toBe(401);
  });

  it('publishes discovery and the public key set, with no private key parts', async () => {
    const discovery = (await t.app.inject('/idp/.well-known/openid-configuration')).json();
    expect(discovery.issuer).toBe('http://localhost:3000/idp/');
    expect(discovery.jwks_uri).toBe('http://localhost:3000/idp/.well-known/jwks.json');
    const jwks = (await t.app.inject('/idp/.well-known/jwks.json')).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: t.signingKeys?.kid });
    for (const part of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(jwks.keys[0]).not.toHaveProperty(part);
  });

  it('answers CORS preflights from allowed origins with the Auth0-Client header allowed', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/idp/oauth/token',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,auth0-client',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Auth0-Client');
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/idp/oauth/token',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(backends)('sign-up through the database connection (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  it('creates a user it can then log in', async () => {
    const { response, email } = await signUpUser(t.app, { given_name: 'Noor', family_name: 'Haddad' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email,
      email_verified: false,
      given_name: 'Noor',
      family_name: 'Haddad',
    });
    expect((await passwordGrant(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a duplicate email, whatever its case, as a new one, changes nothing and mails the owner', async () => {
    const { email, response: first } = await signUpUser(t.app);
    const again = await signUpUser(t.app, { email: email.toUpperCase(), password: 'Other-Password-77' });
    expect(again.response.statusCode).toBe(first.statusCode);
    expect(Object.keys(again.response.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(again.response.json()).toMatchObject({ email, email_verified: false });
    expect(again.response.json()._id).not.toBe(first.json()._id);
    expect((await passwordGrant(t.app, email, 'Other-Password-77')).statusCode).toBe(403);
    expect(await mailTo(t.db.orm, email)).toHaveLength(1);
  });

  it.each([
    [{ password: 'alllowercase1' }, 'invalid_password', 'password'],
    [{ email: 'not-an-email' }, 'invalid_body', 'email'],
    [{ given_name: ' ' }, 'invalid_body', 'given_name'],
    [{ connection: 'google-oauth2' }, 'invalid_connection', undefined],
  ])('refuses %o', async (override, code, field) => {
    const { response } = await signUpUser(t.app, override as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    if (field) expect(response.json().field).toBe(field);
  });

  it('stores only a scrypt hash of the password', async () => {
    const { email } = await signUpUser(t.app);
    const rows = await t.db.withSession((run) =>
      run<{ password_hash: string }>(`SELECT password_hash FROM idp_users WHERE email = '${email}'`),
    );
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(rows[0]?.password_hash).not.toContain(GOOD_PASSWORD);
  });
});

describe('the password grant can be turned off', () => {
  it('answers unauthorized_client when IDP_PASSWORD_GRANT=false', async () => {
    const t = await createTestApp('pglite', { IDP_PASSWORD_GRANT: 'false' });
    try {
      const { email, password } = await signUpUser(t.app);
      const response = await passwordGrant(t.app, email, password);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('unauthorized_client');
    } finally {
      await t.close();
    }
  });
});
