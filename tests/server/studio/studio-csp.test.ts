// The studio's page compiles edited step schemas with Ajv in the browser: 'unsafe-eval' on that page, never on
// any other.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PAGE_FILE } from '../../../src/server/routes/spa-routes.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const scriptSrc = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1);

describe("the studio page's Content Security Policy", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    mkdirSync(path.join(dist, path.dirname(STUDIO_PAGE_FILE)), { recursive: true });
    writeFileSync(
      path.join(dist, STUDIO_PAGE_FILE),
      '<!doctype html><title>Flow studio</title><div id="root"></div>',
    );
    t = await createTestApp('pglite', { STUDIO: 'write' }, dist);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

  it.each(['/studio', '/studio/', '/2000001/studio', '/2000001/studio/', '/studio?flow=x'])(
    '%s: the studio’s own page, whose scripts may eval',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Flow studio</title>');
      expect(scriptSrc(response.headers['content-security-policy'])).toEqual(["'self'", "'unsafe-eval'"]);
    },
  );

  it.each([
    '/',
    '/2000001/login',
    '/2000001/portal',
    '/studios',
    '/2000001/studio-x',
    '/studio/x',
    '/abc/studio',
    '/2000001/property/studio',
  ])('%s: no eval', async (url) => {
    const response = await page(url);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>app</title>');
    expect(scriptSrc(response.headers['content-security-policy'])).toEqual(["'self'"]);
  });

  it('keeps the API answers under /api/studio at the policy of things that are not pages', async () => {
    const response = await t.app.inject('/api/studio/sources');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});
