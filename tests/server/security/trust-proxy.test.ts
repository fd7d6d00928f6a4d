import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { GOOD_PASSWORD, SPA_CLIENT_ID, uniqueEmail } from '../../support/identity.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Issue 19 item 7: a host on the private network claimed X-Forwarded-For: 127.0.0.1 and was believed.
describe('TRUST_PROXY by default believes only a proxy on this machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMITS: 'on', RATE_LIMIT_SIGNUP_PER_IP: '2' });
  });
  afterAll(async () => t.close());

  const signUp = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/idp/dbconnections/signup',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {
        client_id: SPA_CLIENT_ID,
        connection: 'Username-Password-Authentication',
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
        given_name: 'Pat',
        family_name: 'Proxy',
      },
    });

  it('defaults to loopback only', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toBe('loopback,uniquelocal');
  });

  it('a private host claiming to be 127.0.0.1 cannot read the outbox', async () => {
    for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '172.16.4.4', 'fd00::7']) {
      const outbox = await t.app.inject({
        url: '/dev/outbox',
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(outbox.statusCode).toBe(404);
    }
  });

  it('a private host is counted under its own address whatever X-Forwarded-For says', async () => {
    expect((await signUp('192.168.7.7', '127.0.0.1')).statusCode).toBe(200);
    expect((await signUp('192.168.7.7', '198.51.100.1')).statusCode).toBe(200);
    const third = await signUp('192.168.7.7', '198.51.100.2');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many sign-up attempts from this address/);
    // The addresses it claimed were never charged: a client behind the loopback proxy with one of them is not refused.
    expect((await signUp('127.0.0.1', '198.51.100.1')).statusCode).toBe(200);
  });

  it('a proxy on the machine still passes on the client address', async () => {
    expect((await signUp('127.0.0.1', '203.0.113.40')).statusCode).toBe(200);
    expect((await signUp('127.0.0.1', '203.0.113.40')).statusCode).toBe(200);
    expect((await signUp('127.0.0.1', '203.0.113.40')).statusCode).toBe(429);
    expect((await signUp('127.0.0.1', '203.0.113.41')).statusCode).toBe(200);
  });
});
