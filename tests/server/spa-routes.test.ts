import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpaRoutes, STUDIO_PAGE_FILE } from '../../src/server/routes/spa-routes.ts';

describe('serving the built SPA', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    mkdirSync(path.join(dist, path.dirname(STUDIO_PAGE_FILE)), { recursive: true });
    writeFileSync(path.join(dist, STUDIO_PAGE_FILE), '<!doctype html><title>studio</title>');
    mkdirSync(path.join(dist, 'studio-assets'));
    writeFileSync(path.join(dist, 'studio-assets', 'studio-screen-abc123.js'), 'console.log(2)');
    // As the build writes them (vite.config.ts): the file, then .br and .gz beside it.
    const bundle = Buffer.from(`export const rows = [${'"a repeated row of text",'.repeat(400)}];`);
    writeFileSync(path.join(dist, 'assets', 'react-abc123.js'), bundle);
    writeFileSync(path.join(dist, 'assets', 'react-abc123.js.br'), brotliCompressSync(bundle));
    writeFileSync(path.join(dist, 'assets', 'react-abc123.js.gz'), gzipSync(bundle, { level: 9 }));
    app = Fastify({ logger: false });
    await registerSpaRoutes(app, dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const html = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

  it.each(['/', '/2000001/property/address', '/abc/xyz', '/1464945/portal/loans/12?appId=9'])(
    'answers %s with index.html (history fallback)',
    async (url) => {
      const response = await html(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>app</title>');
    },
  );

  it.each(['/studio', '/studio/', '/2000001/studio', '/2000001/studio?flow=slim-1'])(
    'answers %s with the flow studio’s own page, not the SPA’s',
    async (url) => {
      const response = await html(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>studio</title>');
    },
  );

  it.each(['/2000001/studio/property', '/2000001/property/studio', '/abc/studio'])(
    'answers %s, which is not a studio address, with the SPA',
    async (url) => {
      expect((await html(url)).body).toContain('<title>app</title>');
    },
  );

  it.each(['/assets/index-abc123.js', '/studio-assets/studio-screen-abc123.js'])(
    'serves hashed assets as immutable (%s)',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  const fileBytes = (name: string) => readFileSync(path.join(dist, 'assets', name));
  it.each([
    ['br, gzip', 'br', 'react-abc123.js.br'],
    ['gzip, deflate, br, zstd', 'br', 'react-abc123.js.br'],
    ['gzip', 'gzip', 'react-abc123.js.gz'],
    ['identity', undefined, 'react-abc123.js'],
    [undefined, undefined, 'react-abc123.js'],
  ])(
    'answers Accept-Encoding %s with the file compressed at build (%s)',
    async (accepted, encoding, sent) => {
      const response = await app.inject({
        url: '/assets/react-abc123.js',
        headers: accepted === undefined ? {} : { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const bytes = fileBytes(sent);
      expect(Number(response.headers['content-length'])).toBe(bytes.length);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('sends a file the build did not compress as it is, to every client', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe('console.log(1)');
  });

  it('serves other files, which must be revalidated', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('User-agent: *');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file outside the build folder', async () => {
    const response = await app.inject('/..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });

  it('answers a missing file or API path with a 404, not the app', async () => {
    expect((await html('/assets/missing.js')).statusCode).toBe(404);
    const api = await html('/api/v2/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('Not Found');
  });
});
