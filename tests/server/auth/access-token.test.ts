import { base64url, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKeys } from '../../../src/server/idp/signing-keys.ts';
import { API_AUDIENCE, signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const ISSUER = 'http://localhost:3000/idp/';

describe.each(backends)('bearer tokens on the API (%s)', (backend) => {
  let t: TestApp;
  let userId: string;
  let validToken: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const user = await signedInUser(t.app);
    validToken = user.tokens.access_token;
    userId = JSON.parse(Buffer.from(validToken.split('.')[1] as string, 'base64url').toString()).sub;
  });
  afterAll(async () => t.close());

  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v2/me', headers: authorization ? { authorization } : {} });

  /** A token like the provider's, signed with our real key unless told otherwise. */
  async function forge(change: {
    claims?: Record<string, unknown>;
    key?: CryptoKey;
    kid?: string;
    exp?: number;
  }) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ scope: 'openid profile email read:applications', ...change.claims })
      .setProtectedHeader({ alg: 'RS256', kid: change.kid ?? t.signingKeys?.kid })
      .setIssuer((change.claims?.iss as string) ?? ISSUER)
      .setAudience((change.claims?.aud as string) ?? API_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt(now - 10)
      .setExpirationTime(change.exp ?? now + 600)
      .sign(change.key ?? (t.signingKeys?.privateKey as CryptoKey));
  }

  it('accepts a token the provider issued', async () => {
    const response = await me(`Bearer ${validToken}`);
    expect(response.statusCode).toBe(200);
    // No language chosen yet on the account (PUT /api/v2/me/locale).
    expect(response.json()).toEqual({
      sub: userId,
      scope: 'openid profile email read:applications',
      locale: null,
    });
  });

  it('refuses a missing token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('No access token available for API call');
  });

  it('refuses an expired token, past the 60 s leeway', async () => {
    const expired = await forge({ exp: Math.floor(Date.now() / 1000) - 120 });
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('allows a token that expired within the 60 s leeway', async () => {
    const justExpired = await forge({ exp: Math.floor(Date.now() / 1000) - 20 });
    expect((await me(`Bearer ${justExpired}`)).statusCode).toBe(200);
  });

  it('refuses a token for another audience', async () => {
    expect((await me(`Bearer ${await forge({ claims: { aud: 'https://other.api/' } })}`)).statusCode).toBe(
      401,
    );
  });

  it('refuses a token from another issuer', async () => {
    expect((await me(`Bearer ${await forge({ claims: { iss: 'https://evil.example/' } })}`)).statusCode).toBe(
      401,
    );
  });

  it('refuses an HS256 token, even one keyed with the public key', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(t.signingKeys?.publicJwk));
    const hs = await new SignJWT({ scope: 'openid' })
      .setProtectedHeader({ alg: 'HS256', kid: t.signingKeys?.kid })
      .setIssuer(ISSUER)
      .setAudience(API_AUDIENCE)
      .setSubject(userId)
      .setExpirationTime('10m')
      .sign(secret);
    expect((await me(`Bearer ${hs}`)).statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url.encode(
      JSON.stringify({
        iss: ISSUER,
        aud: API_AUDIENCE,
        sub: userId,
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    );
    expect((await me(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('refuses a token signed by any other key, with or without our key id', async () => {
    const { keys: other } = await generateSigningKeys();
    expect((await me(`Bearer ${await forge({ key: other.privateKey })}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${await forge({ key: other.privateKey, kid: other.kid })}`)).statusCode).toBe(
      401,
    );
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = validToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = base64url.encode(JSON.stringify({ ...claims, sub: 'someone-else' }));
    expect((await me(`Bearer ${header}.${tampered}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses the ID token, which is meant for the SPA, not the API', async () => {
    const user = await signedInUser(t.app);
    expect((await me(`Bearer ${user.tokens.id_token}`)).statusCode).toBe(401);
  });
});
