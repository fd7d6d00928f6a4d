// Who may call the flow studio: STUDIO=write serves this machine only (socket peer and client address loopback,
// a local Host, a save from its own origin); STUDIO=read shows the files to an admin token and saves nothing;
// STUDIO=off has no studio.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ONLY_MESSAGE } from '../../../src/server/studio/studio-access.ts';
import { adminAuthorization } from '../../support/admin-user.ts';
import { signedInUser } from '../../support/identity.ts';
import { flowFilesIn, studioTestApp, textIn } from '../../support/studio-root.ts';
import type { TestApp } from '../../support/test-app.ts';

const SOURCES = '/api/studio/sources';
const FILES = '/api/studio/files';
const RUN = '/api/studio/cases/run';

describe('STUDIO=write: this machine only', () => {
  let t: TestApp;
  let root: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // As under npm run dev: the browser is at Vite's origin, which proxies to the API.
    ({ t, root, close } = await studioTestApp({
      STUDIO: 'write',
      PORT: '3000',
      PUBLIC_URL: 'http://localhost:5173',
    }));
  });
  afterAll(async () => close?.());

  it('serves a client on this machine without a token', async () => {
    const response = await t.app.inject({ url: SOURCES, remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().writable).toBe(true);
    const ipv6 = await t.app.inject({ url: SOURCES, remoteAddress: '::1', headers: { host: '[::1]:3000' } });
    expect(ipv6.statusCode).toBe(200);
  });

  it('refuses (403) another machine, whatever X-Forwarded-For claims', async () => {
    const other = await t.app.inject({ url: SOURCES, remoteAddress: '192.168.1.20' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain('this machine');
    const claimsLoopback = await t.app.inject({
      url: SOURCES,
      remoteAddress: '192.168.1.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(claimsLoopback.statusCode).toBe(403);
    // A proxy on this machine forwarding someone else's request.
    const forwarded = await t.app.inject({
      url: SOURCES,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('refuses (403) a Host that is not this machine (a name rebound to 127.0.0.1)', async () => {
    const response = await t.app.inject({ url: SOURCES, headers: { host: 'evil.example:3000' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('Host');
  });

  it('saves from its own origin or from a client that sends none, never from another origin', async () => {
    const [file = ''] = flowFilesIn(root);
    const before = textIn(root, file);
    // An empty save of a file as it is: reaches the handler, which checks the version.
    const body = { files: [{ file, text: before }], base: { [file]: null } };
    const foreign = await t.app.inject({
      method: 'PUT',
      url: FILES,
      payload: body,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toContain('https://evil.example');
    const otherPort = await t.app.inject({
      method: 'POST',
      url: RUN,
      payload: { flowType: 'x' },
      headers: { origin: 'http://localhost:9999' },
    });
    expect(otherPort.statusCode).toBe(403);
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://localhost:3000',
      undefined,
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: FILES,
        payload: body,
        headers: origin ? { origin } : {},
      });
      // Past the access rules: the handler answers that the file exists (null base), nothing written.
      expect(response.statusCode, `${origin}: ${response.body}`).toBe(409);
    }
    expect(textIn(root, file)).toBe(before);
  });
});

describe('STUDIO=read (the default): admin tokens read, nobody saves', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  let admin: string;
  let borrower: string;
  beforeAll(async () => {
    ({ t, close } = await studioTestApp({}));
    admin = await adminAuthorization(t.app, t.db.orm);
    borrower = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => close?.());

  it('shows the files to an admin token, read-only', async () => {
    const response = await t.app.inject({ url: SOURCES, headers: { authorization: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.json().writable).toBe(false);
    expect(response.json().checker.flows.length).toBeGreaterThan(0);
  });

  it('refuses a caller without a token (401) and a borrower (403)', async () => {
    expect((await t.app.inject(SOURCES)).statusCode).toBe(401);
    const response = await t.app.inject({ url: SOURCES, headers: { authorization: borrower } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('admin');
  });

  it('answers every save and case run 403: read-only, even for an admin', async () => {
    const save = await t.app.inject({
      method: 'PUT',
      url: FILES,
      payload: { files: [], base: {} },
      headers: { authorization: admin },
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().message).toBe(READ_ONLY_MESSAGE);
    const run = await t.app.inject({
      method: 'POST',
      url: RUN,
      payload: { flowType: 'x' },
      headers: { authorization: admin },
    });
    expect(run.statusCode).toBe(403);
    expect(run.json().message).toBe('The studio is read-only on this server.');
  });
});

describe('STUDIO=off', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await studioTestApp({ STUDIO: 'off' }));
  });
  afterAll(async () => close?.());

  it('has no studio (404)', async () => {
    expect((await t.app.inject(SOURCES)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: FILES, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: RUN, payload: {} })).statusCode).toBe(404);
  });
});
