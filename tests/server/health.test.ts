import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(backends)('health and runtime config on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  it('answers /healthz and pings the database on /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: backend });
  });

  it('gives the SPA its identity settings and no secrets', async () => {
    const response = await t.app.inject('/config.json');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.auth).toEqual({
      domain: 'http://localhost:3000/idp',
      clientId: 'lending-spa',
      audience: 'https://api.lending.local/',
      scope: 'openid profile email read:applications',
      portalTokenCache: 'localstorage',
    });
    expect(body.apiBaseUrl).toBe('/api');
    expect(body.provider.legalName).toBe('Keystone Home Lending, LLC');
    const text = response.body;
    for (const secret of ['"d":', 'password', 'DATABASE_URL', 'BEGIN PRIVATE'])
      expect(text).not.toContain(secret);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/v2/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/v2/nothing-here');
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 from /readyz and keeps serving /healthz', async () => {
    const t = await createTestApp('pglite');
    await t.db.close();
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe('Database is not reachable');
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    await t.app.close();
  });
});
