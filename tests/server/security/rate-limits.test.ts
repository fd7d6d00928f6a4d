import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import { createMemoryRateLimitStore } from '../../../src/server/security/rate-limit/rate-limit-store.ts';
import { unsharedRateLimitWarning } from '../../../src/server/security/rate-limit/rate-limit-stores.ts';
import { registerRateLimits } from '../../../src/server/security/rate-limit/rate-limits.ts';
import {
  GOOD_PASSWORD,
  SPA_CLIENT_ID,
  signedInUser,
  signUpUser,
  uniqueEmail,
} from '../../support/identity.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Rate limits keep no database state: one backend is enough here.
const LIMITS = {
  RATE_LIMITS: 'on',
  RATE_LIMIT_SIGNUP_PER_IP: '8',
  RATE_LIMIT_SIGNUP_PER_USER: '1',
  RATE_LIMIT_LOGIN_PER_IP: '3',
  RATE_LIMIT_TOKEN_PER_IP: '100',
  RATE_LIMIT_MUTATION_PER_IP: '5',
  RATE_LIMIT_MUTATION_PER_USER: '2',
  RATE_LIMIT_UPLOAD_URL_PER_IP: '100',
  RATE_LIMIT_UPLOAD_URL_PER_USER: '1',
};

const expectRefused = (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) => {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  return (response.json() as { message: string }).message;
};

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', LIMITS);
  });
  afterAll(async () => t.close());

  const signUp = (email: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/idp/dbconnections/signup',
      remoteAddress,
      payload: {
        client_id: SPA_CLIENT_ID,
        connection: 'Username-Password-Authentication',
        email,
        password: GOOD_PASSWORD,
        given_name: 'Rae',
        family_name: 'Limit',
      },
    });

  it('sign-up: past the per-address limit 429 with Retry-After; another address is not affected', async () => {
    for (let i = 0; i < 8; i += 1) expect((await signUp(uniqueEmail(), '10.0.1.1')).statusCode).toBe(200);
    const message = expectRefused(await signUp(uniqueEmail(), '10.0.1.1'));
    expect(message).toBe(
      `Too many sign-up attempts from this address; try again in ${message.match(/(\d+) seconds/)?.[1]} seconds.`,
    );
    expect((await signUp(uniqueEmail(), '10.0.1.2')).statusCode).toBe(200);
  });

  it('sign-up: the same email again is refused per user, from any address', async () => {
    const email = uniqueEmail();
    expect((await signUp(email, '10.0.2.1')).statusCode).toBe(200);
    expect(expectRefused(await signUp(email.toUpperCase(), '10.0.2.2'))).toMatch(/for this account/);
  });

  it('log-in: attempts are limited per address; the account is not (its failures are, login-protection.test.ts)', async () => {
    const login = (email: string, remoteAddress = '10.0.3.1') =>
      t.app.inject({
        method: 'POST',
        url: '/idp/authorize',
        remoteAddress,
        payload: { mode: 'login', email, password: 'wrong-password', client_id: SPA_CLIENT_ID },
      });
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) expect((await login(uniqueEmail())).statusCode).not.toBe(429);
    expect(expectRefused(await login(email))).toMatch(/^Too many log-in attempts from this address/);
    // The same route spelled another way is the same limit.
    const respelled = await t.app.inject({
      method: 'POST',
      url: '/idp/%61uthorize/',
      remoteAddress: '10.0.3.1',
      payload: { mode: 'login', email, password: 'wrong-password', client_id: SPA_CLIENT_ID },
    });
    expect(respelled.statusCode).toBe(429);
    // The same account from other addresses is not refused by attempts.
    for (let i = 0; i < 4; i += 1) expect((await login(email, `10.0.3.${10 + i}`)).statusCode).not.toBe(429);
  });

  it('token: successful password grants for one username are not limited per account', async () => {
    const { email } = await signUpUser(t.app, {});
    const grant = () =>
      t.app.inject({
        method: 'POST',
        url: '/idp/oauth/token',
        remoteAddress: '10.0.4.1',
        payload: {
          grant_type: 'password',
          client_id: SPA_CLIENT_ID,
          username: email,
          password: GOOD_PASSWORD,
        },
      });
    for (let i = 0; i < 6; i += 1) expect((await grant()).statusCode).toBe(200);
  });

  it('mutations: per user and per address; another user and another address are not affected', async () => {
    // Signed up from their own addresses, so these calls do not count against 10.0.5.1.
    const alice = (await signedInUser(t.app)).authorization;
    const bob = (await signedInUser(t.app)).authorization;
    const carol = (await signedInUser(t.app)).authorization;
    const create = (authorization: string, remoteAddress = '10.0.5.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/application?nmlsId=2000001',
        headers: { authorization },
        remoteAddress,
      });
    expect((await create(alice)).statusCode).toBe(201);
    expect((await create(alice)).statusCode).toBe(201);
    expect(expectRefused(await create(alice))).toMatch(/^Too many changes for this account/);
    expect((await create(bob)).statusCode).toBe(201);
    expect((await create(bob)).statusCode).toBe(201); // the address's 5th
    expect(expectRefused(await create(carol))).toMatch(/^Too many changes from this address/);
    expect((await create(carol, '10.0.5.2')).statusCode).toBe(201);
    // Reads are never limited.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v2/portal',
      headers: { authorization: alice },
    });
    expect(read.statusCode).toBe(200);
  });

  it('upload URLs: their own limit per user', async () => {
    const { authorization } = await signedInUser(t.app);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/portal/999/conditions/1/upload-url?filename=a.pdf&contentType=application/pdf',
        headers: { authorization },
        remoteAddress: '10.0.6.1',
      });
    expect((await ask()).statusCode).toBe(404);
    expect(expectRefused(await ask())).toMatch(/^Too many upload URL requests for this account/);
  });
});

describe('rate limit window', () => {
  // A bare server with one mutation route: the window is about the counters, not the routes behind them.
  async function server(env: Record<string, string>) {
    const config = loadConfig({ ...LIMITS, ...env });
    const app = Fastify({ trustProxy: config.trustProxy });
    registerRateLimits(app, config.rateLimits, createMemoryRateLimitStore());
    app.post('/api/v2/thing', async () => ({ ok: true }));
    await app.ready();
    return app;
  }
  const post = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/v2/thing' });

  it('resets after the window', async () => {
    const app = await server({ RATE_LIMIT_WINDOW_SECONDS: '1' });
    for (let i = 0; i < 5; i += 1) expect((await post(app)).statusCode).toBe(200);
    expect(expectRefused(await post(app))).toMatch(/try again in 1 seconds/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await post(app)).statusCode).toBe(200);
    await app.close();
  });

  it('a client reaching the server directly cannot choose its address with X-Forwarded-For; a configured private proxy can', async () => {
    const app = await server({ TRUST_PROXY: 'loopback,uniquelocal' });
    const spoofed = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/thing',
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
    for (let i = 0; i < 5; i += 1) expect((await spoofed(i)).statusCode).toBe(200);
    expect((await spoofed(9)).statusCode).toBe(429);
    const viaProxy = await app.inject({
      method: 'POST',
      url: '/api/v2/thing',
      remoteAddress: '10.20.0.2',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(viaProxy.statusCode).toBe(429); // the proxy's client is the address that ran out
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    await app.close();
  });

  it('RATE_LIMITS=off limits nothing', async () => {
    const app = await server({ RATE_LIMITS: 'off' });
    for (let i = 0; i < 8; i += 1) expect((await post(app)).statusCode).toBe(200);
    await app.close();
  });
});

describe('rate limit configuration', () => {
  it('has defaults a borrower never meets and names a bad variable', () => {
    const { rateLimits, redisUrl } = loadConfig({});
    expect(rateLimits).toMatchObject({ enabled: true, windowSeconds: 60 });
    expect(rateLimits.limits.mutation).toEqual({ perIp: 3000, perUser: 300 });
    expect(redisUrl).toBeUndefined();
    expect(() => loadConfig({ RATE_LIMIT_TOKEN_PER_USER: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_TOKEN_PER_USER: 'many' })).toThrow(/RATE_LIMIT_TOKEN_PER_USER/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
  });
});

describe('the start-up warning about limits counted per process', () => {
  const settings = (env: Record<string, string>) =>
    loadConfig({ PUBLIC_URL: 'http://localhost:3000', ...env });

  it('warns on PostgreSQL without Redis, naming REDIS_URL', () => {
    expect(unsharedRateLimitWarning(settings({}), 'postgres')).toMatch(/REDIS_URL/);
  });

  it('is silent with Redis, with the limits off, or on the embedded database', () => {
    expect(
      unsharedRateLimitWarning(settings({ REDIS_URL: 'redis://127.0.0.1:6379' }), 'postgres'),
    ).toBeUndefined();
    expect(unsharedRateLimitWarning(settings({ RATE_LIMITS: 'off' }), 'postgres')).toBeUndefined();
    expect(unsharedRateLimitWarning(settings({}), 'pglite')).toBeUndefined();
  });
});
