import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { registerSpaRoutes } from '../../../src/server/routes/spa-routes.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe('answers with personal data are not cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('sends Cache-Control: no-store on every answer about a user or an application, errors included', async () => {
    const user = await signedInUser(t.app);
    const authorization = user.authorization;
    const appId = await applicationWith(t.app, authorization, prequalAnswers());
    const answers = [
      await t.app.inject({ url: '/api/v2/me', headers: { authorization } }),
      await t.app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/application?nmlsId=2000001',
        headers: { authorization },
      }),
      await t.app.inject({ url: `/api/v2/application/${appId}` }),
      await t.app.inject({ url: '/api/v2/no-such-thing', headers: { authorization } }),
      await t.app.inject({ url: '/idp/userinfo', headers: { authorization } }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
    expect(answers[1]?.statusCode).toBe(200);
  });

  it('leaves the public branding and runtime config to their own caching', async () => {
    const logo = await t.app.inject({ url: '/api/v2/branding/2000001/logo' });
    if (logo.statusCode === 200) expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject({ url: '/config.json' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('source maps are not served publicly', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const spa = async (options?: { serveSourceMaps?: boolean }) => {
    const app = Fastify({ logger: false });
    await registerSpaRoutes(app, dist, {}, options);
    return app;
  };

  it('answers 404 for a *.map by default, and serves it when SERVE_SOURCE_MAPS=true', async () => {
    const production = await spa();
    const refused = await production.inject('/assets/index-abc123.js.map');
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('secret.ts');
    expect((await production.inject('/assets/index-abc123.js')).statusCode).toBe(200);
    const staging = await spa({ serveSourceMaps: true });
    expect((await staging.inject('/assets/index-abc123.js.map')).statusCode).toBe(200);
    expect(loadConfig({}).serveSourceMaps).toBe(false);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
  });

  it('builds hidden maps: the bundles do not point at them', () => {
    expect(readFileSync(path.resolve('vite.config.ts'), 'utf8')).toMatch(/sourcemap: 'hidden'/);
  });
});

describe('slow request bodies time out', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { REQUEST_TIMEOUT_MS: '500' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t.close());

  it('defaults to 30 seconds, and answers 408 to a body still unsent after REQUEST_TIMEOUT_MS', async () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /idp/oauth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"grant',
        );
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      setTimeout(() => socket.destroy(new Error('no answer within 5 s')), 5000).unref();
    });
    const waited = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(waited).toBeGreaterThanOrEqual(450);
    expect(waited).toBeLessThan(3000);
  });
});
