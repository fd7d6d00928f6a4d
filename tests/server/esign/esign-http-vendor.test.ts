import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const SECRET = 'webhook-secret-of-at-least-32-characters';

describe('ESIGN_PROVIDER=http: the vendor hosts the page and calls back signed', () => {
  let vendor: Server;
  const envelopes: Record<string, unknown>[] = [];
  let t: TestApp;
  let borrower: string;
  let appId: string;

  beforeAll(async () => {
    vendor = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        envelopes.push({ path: request.url, auth: request.headers.authorization, body: JSON.parse(body) });
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            envelopeId: `env-${envelopes.length}`,
            signingUrl: `https://sign.example.com/s/${envelopes.length}`,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    const port = (vendor.address() as AddressInfo).port;
    t = await createTestApp('pglite', {
      ESIGN_PROVIDER: 'http',
      ESIGN_API_URL: `http://127.0.0.1:${port}`,
      ESIGN_API_KEY: 'vendor-key',
      ESIGN_WEBHOOK_SECRET: SECRET,
    });
    borrower = (await signedInUser(t.app)).authorization;
    appId = (await submittedLoan(t.app, borrower)).appId;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => vendor.close(resolve));
  });

  const item = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/application/${appId}/loan`,
        headers: { authorization: borrower },
      })
    )
      .json()
      .sign.find((entry: { code: string }) => entry.code === 'initial-disclosures') as {
      id: string;
      status: string;
    };
  const callback = (body: object, secret = SECRET) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/esign/callback',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-esign-signature': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
      },
    });
  };

  it('creates one envelope per item and sends the borrower to the vendor’s page', async () => {
    const link = new URL((await item()).id).pathname;
    const first = await t.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('https://sign.example.com/s/1');
    expect(envelopes[0]).toMatchObject({
      path: '/envelopes',
      auth: 'Bearer vendor-key',
      body: { documentTitle: 'Sign your initial disclosures', signer: { name: 'Rosa Idfail' } },
    });
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toBe('https://sign.example.com/s/1');
    expect(envelopes).toHaveLength(1);
  });

  it('refuses a callback with a bad signature and signs on a good one', async () => {
    expect((await callback({ envelopeId: 'env-1', status: 'completed' }, 'x'.repeat(40))).statusCode).toBe(
      401,
    );
    expect((await item()).status).toBe('OPEN');
    expect((await callback({ envelopeId: 'env-404', status: 'completed' })).statusCode).toBe(404);
    const done = await callback({ envelopeId: 'env-1', status: 'completed', signerName: 'Rosa Idfail' });
    expect(done.statusCode).toBe(204);
    expect((await item()).status).toBe('SIGNED');
  });

  it('serves no simulator page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/esign-sim/1.x' })).statusCode).toBe(404);
  });
});
