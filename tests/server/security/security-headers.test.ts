import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/server/config.ts';
import { spaContentSecurityPolicy } from '../../../src/server/security/security-headers.ts';
import { authorizeRequest } from '../../support/authorize-flow.ts';
import { signedInUser } from '../../support/identity.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name as string, values]),
  );

describe('security headers on every response', () => {
  let t: TestApp;
  let dist: string;
  let authorization: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><meta property="csp-nonce" content="__CSP_NONCE__"><title>app</title>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', {}, dist);
    authorization = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const responses = {
    'the SPA page': () => t.app.inject({ url: '/2000001/portal', headers: { accept: 'text/html' } }),
    'a script file': () => t.app.inject('/assets/index-abc123.js'),
    'an API answer': () => t.app.inject({ url: '/api/v2/portal', headers: { authorization } }),
    'an API refusal': () => t.app.inject('/api/v2/portal'),
    'an unknown API route': () => t.app.inject('/api/v2/nothing-here'),
    'runtime configuration': () => t.app.inject('/config.json'),
    'the identity provider': () => t.app.inject('/idp/.well-known/openid-configuration'),
    "the identity provider's log-in page": () =>
      t.app.inject(`/idp/authorize?${authorizeRequest({ prompt: 'login' }).query}`),
    "the identity provider's silent answer": () =>
      t.app.inject(
        `/idp/authorize?${authorizeRequest({ prompt: 'none', response_mode: 'web_message' }).query}`,
      ),
  };

  it.each(Object.keys(responses))(
    '%s: HSTS, nosniff, a referrer policy, framing refused and a CSP',
    async (name) => {
      const response = await responses[name as keyof typeof responses]();
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBeTruthy();
      expect(['DENY', 'SAMEORIGIN']).toContain(response.headers['x-frame-options']);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.has('frame-ancestors')).toBe(true);
    },
  );

  it("gives the SPA a policy that runs only this origin's scripts, no eval, no plugins, no framing", async () => {
    const csp = directives((await responses['the SPA page']()).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows styles only with a fresh nonce, the one the page hands to emotion', async () => {
    const nonces = [];
    for (const _ of [1, 2]) {
      const response = await responses['the SPA page']();
      const nonce = /property="csp-nonce" content="([^"]+)"/.exec(response.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(directives(response.headers['content-security-policy']).get('style-src')).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
      ]);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it.each(["the identity provider's log-in page", "the identity provider's silent answer"] as const)(
    '%s: its inline style or script runs only with the nonce it carries',
    async (name) => {
      const response = await responses[name]();
      expect(response.statusCode).toBe(200);
      const nonce = /<(?:style|script) nonce="([^"]+)"/.exec(response.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual([`'nonce-${nonce}'`]);
      expect(csp.get('style-src')).toEqual([`'nonce-${nonce}'`]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    },
  );

  it('adds the Auth0 tenant where the SDK talks to it', async () => {
    const auth0 = spaContentSecurityPolicy(
      { identity: { mode: 'auth0', domain: 'lender.us.auth0.com' } } as Config,
      'n0nce',
    );
    for (const name of ['connect-src', 'frame-src', 'form-action'])
      expect(directives(auth0).get(name)).toEqual(["'self'", 'https://lender.us.auth0.com']);
  });

  it('lets nothing run in an API answer', async () => {
    const csp = directives((await responses['an API answer']()).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
  });

  it('keeps the stricter policy of a page that sets its own', async () => {
    const response = await t.app.inject('/disclosures/not-a-real-token-aaaaaaaaaaaa');
    expect(directives(response.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });
});
