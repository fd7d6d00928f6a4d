// The bytes a browser gets for the built SPA's files: the build's brotli or gzip file as it is, with the
// Content-Encoding and Vary that say so, or the file itself to a client that accepts neither (issue 17, item 15).
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startEmbeddedServer } from './support/server.ts';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is kept as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

let server: RunningServer;
let assets: string[] = [];

describe('the SPA’s files on the wire', () => {
  beforeAll(async () => {
    server = await startEmbeddedServer();
    // Everything the log-in page names (entry, its preloads, styles) and the largest chunk of all.
    const page = (await rawGet(`${server.baseUrl}/2000001/login`, {})).body.toString();
    // Styles are linked; scripts are named to the script loader (data-entry, data-preload), which starts them.
    assets = [...page.matchAll(/\/(assets\/[^"\s]+\.(?:js|css))/g)].map((match) => match[1] as string);
    expect(assets.length).toBeGreaterThan(10);
  });
  afterAll(async () => server?.stop());

  it.each([
    ['br, gzip', 'br', '.br'],
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['', undefined, ''],
  ])(
    'answers Accept-Encoding "%s" with the %s file made at build, byte for byte',
    async (accepted, encoding, suffix) => {
      let wire = 0;
      let plain = 0;
      for (const asset of assets) {
        const response = await rawGet(
          `${server.baseUrl}/${asset}`,
          accepted ? { 'accept-encoding': accepted } : {},
        );
        expect(response.status, asset).toBe(200);
        // A file too small to shrink (a catalogue of a few words) has no compressed copy: it goes as it is.
        const compressed = suffix !== '' && existsSync(join(DIST, `${asset}${suffix}`));
        if (suffix && !compressed) expect(readFileSync(join(DIST, asset)).length, asset).toBeLessThan(256);
        expect(response.headers['content-encoding'], asset).toBe(compressed ? encoding : undefined);
        expect(String(response.headers.vary), asset).toContain('accept-encoding');
        expect(response.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
        const file = readFileSync(join(DIST, `${asset}${compressed ? suffix : ''}`));
        expect(Number(response.headers['content-length']), asset).toBe(file.length);
        expect(response.body.equals(file), asset).toBe(true);
        wire += response.body.length;
        plain += readFileSync(join(DIST, asset)).length;
      }
      console.log(
        `log-in page's ${assets.length} files with Accept-Encoding "${accepted}": ${wire} bytes on the wire (${plain} uncompressed)`,
      );
      if (encoding) expect(wire).toBeLessThan(plain / 2.5);
    },
  );
});
