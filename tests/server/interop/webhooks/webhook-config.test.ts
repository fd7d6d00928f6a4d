import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/server/config.ts';
import { syncConfiguredEndpoints } from '../../../../src/server/interop/webhooks/webhook-endpoints.ts';
import { adminAuthorization } from '../../../support/admin-user.ts';
import { applicationWith, prequalAnswers } from '../../../support/application.ts';
import { signedInUser } from '../../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../../support/test-app.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';
import { WORKER_OFF } from './webhook-support.ts';

const SECRET = 'whsec_configured-secret-0123456789abcdef';
const endpoints = (value: unknown) => ({ WEBHOOK_ENDPOINTS: JSON.stringify(value) });

describe('WEBHOOK_* configuration', () => {
  it.each([
    ['not JSON', { WEBHOOK_ENDPOINTS: '{url:' }, /WEBHOOK_ENDPOINTS must be a JSON array/],
    [
      'an ftp URL',
      endpoints([{ url: 'ftp://x.example.com', secret: SECRET }]),
      /entry 1: url must be an https/,
    ],
    [
      'a short secret',
      endpoints([{ url: 'https://x.example.com', secret: 'short' }]),
      /entry 1: secret must be/,
    ],
    [
      'an unknown event',
      endpoints([{ url: 'https://x.example.com', secret: SECRET, events: ['loan.lost'] }]),
      /entry 1: events must be a list of application.created/,
    ],
    [
      'the same URL twice',
      endpoints([
        { url: 'https://x.example.com', secret: SECRET },
        { url: 'https://x.example.com', secret: SECRET },
      ]),
      /entry 2: url https:\/\/x.example.com is listed twice/,
    ],
    [
      'a bad interval',
      { WEBHOOK_SWEEP_INTERVAL_SECONDS: 'soon' },
      /WEBHOOK_SWEEP_INTERVAL_SECONDS must be a whole/,
    ],
    [
      'http:// in production',
      {
        PUBLIC_URL: 'https://lender.example.com',
        ...endpoints([{ url: 'http://127.0.0.1:9/x', secret: SECRET }]),
      },
      /entry 1: url must be an https:\/\/ URL$/,
    ],
  ])('stops start-up naming the variable for %s', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads endpoints and the retry policy', () => {
    const config = loadConfig({
      ...endpoints([{ url: 'https://los.example.com/in', secret: SECRET, events: ['milestone.changed'] }]),
      WEBHOOK_RETRY_BASE_SECONDS: '5',
    });
    expect(config.webhooks.endpoints).toEqual([
      { url: 'https://los.example.com/in', secret: SECRET, events: ['milestone.changed'] },
    ]);
    expect(config.webhooks.retry).toEqual({ baseSeconds: 5, maxSeconds: 21600, windowHours: 72 });
  });
});

describe.each(backends)('endpoints from WEBHOOK_ENDPOINTS (%s)', (backend) => {
  let t: TestApp;
  let receiver: Receiver;
  let admin: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp(backend, {
      ...WORKER_OFF,
      ...endpoints([{ url: receiver.url, secret: SECRET }]),
    });
    admin = await adminAuthorization(t.app, t.db.orm);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('are listed as env, sent every event signed with their secret, changed only through the environment', async () => {
    const listed = await t.app.inject({
      url: '/api/v2/admin/webhooks/endpoints',
      headers: { authorization: admin },
    });
    const [endpoint] = listed.json().endpoints;
    expect(endpoint).toMatchObject({ source: 'env', url: receiver.url, enabled: true, events: [] });
    const borrower = (await signedInUser(t.app)).authorization;
    await applicationWith(t.app, borrower, prequalAnswers());
    await t.app.webhooks.deliverDue();
    expect(receiver.received.map((request) => request.event.type)).toEqual(['application.created']);
    expect(receiver.allSignedWith(SECRET)).toBe(true);
    for (const url of [
      `/api/v2/admin/webhooks/endpoints/${endpoint.id}`,
      `/api/v2/admin/webhooks/endpoints/${endpoint.id}/rotate-secret`,
    ]) {
      const response = await t.app.inject({
        method: url.endsWith('secret') ? 'POST' : 'PATCH',
        url,
        headers: { authorization: admin },
        payload: url.endsWith('secret') ? {} : { enabled: false },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/WEBHOOK_ENDPOINTS/);
    }

    // A later start without it in the list: disabled, sent nothing more.
    await syncConfiguredEndpoints(t.db.orm, []);
    receiver.received.length = 0;
    await applicationWith(t.app, borrower, prequalAnswers());
    await t.app.webhooks.deliverDue();
    expect(receiver.received).toEqual([]);
    const after = await t.app.inject({
      url: '/api/v2/admin/webhooks/endpoints',
      headers: { authorization: admin },
    });
    expect(after.json().endpoints[0]).toMatchObject({ id: endpoint.id, enabled: false });
  });
});
