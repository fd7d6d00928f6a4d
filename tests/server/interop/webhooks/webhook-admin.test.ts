import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../../../src/server/interop/webhooks/webhook-signature.ts';
import { adminAuthorization } from '../../../support/admin-user.ts';
import { applicationWith, prequalAnswers } from '../../../support/application.ts';
import { signedInUser } from '../../../support/identity.ts';
import { rowsOf } from '../../../support/portal.ts';
import { backends, createTestApp, type TestApp } from '../../../support/test-app.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';
import { addEndpoint, WORKER_OFF } from './webhook-support.ts';

const ENDPOINTS = '/api/v2/admin/webhooks/endpoints';
const DELIVERIES = '/api/v2/admin/webhooks/deliveries';

describe.each(backends)('the webhook admin API (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let borrower: string;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await createTestApp(backend, WORKER_OFF);
    admin = await adminAuthorization(t.app, t.db.orm);
    borrower = (await signedInUser(t.app)).authorization;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, authorization = admin) =>
    t.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const newApplication = () => applicationWith(t.app, borrower, prequalAnswers());
  const deliveriesOf = async (query: string) =>
    (await call('GET', `${DELIVERIES}?${query}`)).json().deliveries;

  it('answers 401 without a token and 403 to a borrower, on every webhook route', async () => {
    const routes: [method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object][] = [
      ['GET', ENDPOINTS],
      ['POST', ENDPOINTS, { url: receiver.url }],
      ['PATCH', `${ENDPOINTS}/1`, { enabled: false }],
      ['POST', `${ENDPOINTS}/1/rotate-secret`, {}],
      ['GET', DELIVERIES],
      ['POST', `${DELIVERIES}/1/replay`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, '')).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, borrower)).statusCode, `${method} ${url}`).toBe(403);
    }
    const listed = rowsOf<{ n: number }>(
      await t.db.orm.execute(sql`SELECT count(*)::int AS n FROM webhook_endpoints`),
    );
    expect(listed[0]?.n).toBe(0);
  });

  it('refuses a bad URL or event type with a 400 naming the field, and writes nothing', async () => {
    const refusals: [payload: object, field: string, message: RegExp][] = [
      [{ url: 'not a url' }, 'body.url', /https:\/\//],
      [{ url: 'ftp://hooks.example.com/in' }, 'body.url', /https:\/\//],
      [{ url: 'http://hooks.example.com/in' }, 'body.url', /https:\/\//],
      [{ url: 'https://user:pw@hooks.example.com/in' }, 'body.url', /user name/],
      [{}, 'body.url', /required/],
      [{ url: receiver.url, events: ['loan.exploded'] }, 'body.events.0', /must be one of/],
      [{ url: receiver.url, secret: 'mine' }, 'body.secret', /not allowed/],
    ];
    for (const [payload, field, message] of refusals) {
      const response = await call('POST', ENDPOINTS, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().message).toMatch(message);
    }
    expect((await call('GET', ENDPOINTS)).json().endpoints).toEqual([]);
  });

  it('adds an endpoint, answers its secret once, lists it without, and sends it the events it asked for', async () => {
    const added = await call('POST', ENDPOINTS, {
      url: receiver.url,
      events: ['application.created'],
      description: 'LOS',
    });
    expect(added.statusCode).toBe(201);
    const { endpoint, secret } = added.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = (await call('GET', ENDPOINTS)).json().endpoints;
    expect(listed).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        url: receiver.url,
        events: ['application.created'],
        enabled: true,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const stored = rowsOf<{ secret: string }>(
      await t.db.orm.execute(sql`SELECT secret FROM webhook_endpoints`),
    );
    expect(stored[0]?.secret).not.toContain(secret);

    receiver.received.length = 0;
    const appId = await newApplication();
    await t.app.webhooks.deliverDue();
    expect(receiver.received.map((request) => request.event.type)).toEqual(['application.created']);
    expect(receiver.received[0]?.event.data.applicationId).toBe(appId);
    expect(receiver.allSignedWith(secret)).toBe(true);

    // Disabled: new events are not sent to it.
    expect(
      (await call('PATCH', `${ENDPOINTS}/${endpoint.id}`, { enabled: false })).json().endpoint.enabled,
    ).toBe(false);
    receiver.received.length = 0;
    await newApplication();
    await t.app.webhooks.deliverDue();
    expect(receiver.received).toEqual([]);
    expect(
      (await call('PATCH', `${ENDPOINTS}/${endpoint.id}`, { url: 'http://example.com/x' })).json().field,
    ).toBe('body.url');
    expect((await call('PATCH', `${ENDPOINTS}/999999`, { enabled: true })).statusCode).toBe(404);
  });

  it('rotates a secret: both secrets sign while the old one is valid, then only the new one', async () => {
    const { id, secret: old } = await addEndpoint(t.app, admin, `${receiver.url}?rotation`);
    const rotated = await call('POST', `${ENDPOINTS}/${id}/rotate-secret`, { previousSecretValidHours: 24 });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(old);
    expect(rotated.json().endpoint.previousSecretExpiresAt).toBeTruthy();
    receiver.received.length = 0;
    await newApplication();
    await t.app.webhooks.deliverDue();
    const [request] = receiver.received;
    expect(request?.signature.split(',')).toHaveLength(2);
    expect(receiver.allSignedWith(old)).toBe(true);
    expect(receiver.allSignedWith(fresh)).toBe(true);

    const again = (
      await call('POST', `${ENDPOINTS}/${id}/rotate-secret`, { previousSecretValidHours: 0 })
    ).json();
    receiver.received.length = 0;
    await newApplication();
    await t.app.webhooks.deliverDue();
    expect(receiver.received[0]?.signature.split(',')).toHaveLength(1);
    expect(receiver.allSignedWith(again.secret)).toBe(true);
    expect(receiver.allSignedWith(fresh)).toBe(false);
    expect(
      (await call('POST', `${ENDPOINTS}/${id}/rotate-secret`, { previousSecretValidHours: 500 })).json()
        .field,
    ).toBe('body.previousSecretValidHours');
  });

  it('logs every attempt, filters the log by event, endpoint and status, and replays one delivery', async () => {
    const failing = await startReceiver();
    try {
      failing.answer = () => ({ status: 500 });
      const { id: endpointId } = await addEndpoint(t.app, admin, failing.url, ['application.created']);
      await newApplication();
      await t.app.webhooks.deliverDue();
      const [failed] = await deliveriesOf(`endpointId=${endpointId}`);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
      expect(failed.log).toEqual([expect.objectContaining({ attempt: 1, responseStatus: 500 })]);
      expect(await deliveriesOf(`endpointId=${endpointId}&status=delivered`)).toEqual([]);

      failing.answer = () => ({ status: 200 });
      const replayed = await call('POST', `${DELIVERIES}/${failed.id}/replay`);
      expect(replayed.statusCode).toBe(202);
      await t.app.webhooks.deliverDue();
      const [done] = await deliveriesOf(`eventId=${failed.event.id}&endpointId=${endpointId}`);
      expect(done).toMatchObject({ id: failed.id, status: 'delivered', attempts: 2 });
      expect(done.log.map((attempt: { responseStatus: number }) => attempt.responseStatus)).toEqual([
        500, 200,
      ]);

      // A delivered one replayed: sent again with the same event id.
      await call('POST', `${DELIVERIES}/${failed.id}/replay`);
      await t.app.webhooks.deliverDue();
      expect(failing.received.map((request) => request.id)).toEqual([
        failed.event.id,
        failed.event.id,
        failed.event.id,
      ]);
      const bodies = new Set(failing.received.map((request) => request.body));
      expect(bodies.size).toBe(1);
      expect((await call('POST', `${DELIVERIES}/999999/replay`)).statusCode).toBe(404);
      expect((await call('GET', `${DELIVERIES}?status=lost`)).json().field).toBe('query.status');
      expect((await call('GET', `${DELIVERIES}?eventId=42`)).json().field).toBe('query.eventId');
    } finally {
      await failing.close();
    }
  });

  it('allows only https URLs off this machine when the server does not run on localhost (production)', async () => {
    const production = await createTestApp(backend, {
      ...WORKER_OFF,
      PUBLIC_URL: 'https://lender.example.com',
    });
    try {
      const token = await adminAuthorization(production.app, production.db.orm);
      const post = (url: string) =>
        production.app.inject({
          method: 'POST',
          url: ENDPOINTS,
          headers: { authorization: token },
          payload: { url },
        });
      for (const url of [
        'http://localhost:4000/hooks',
        'http://127.0.0.1:4000/hooks',
        'https://localhost/hooks',
        'https://169.254.169.254/latest/meta-data',
        'https://10.0.0.8/hooks',
        'https://[::1]/hooks',
        'https://[fd00::1]/hooks',
      ]) {
        const response = await post(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().field).toBe('body.url');
      }
      expect((await post('https://los.lender.example.com/hooks')).statusCode).toBe(201);
    } finally {
      await production.close();
    }
  });

  it('verifies as a receiver would: a changed body, another secret or an old timestamp fail', () => {
    const secret = 'whsec_receiver-test-secret-0123456789';
    const body = '{"id":"evt_1","type":"application.created"}';
    const now = 1_800_000_000;
    const signed = `v1=${createHmac('sha256', secret).update(`${now}.${body}`).digest('hex')}`;
    const check = (overrides: { body?: string; secret?: string; timestamp?: number; at?: number }) =>
      verifyWebhookSignature(
        overrides.secret ?? secret,
        { timestamp: String(overrides.timestamp ?? now), signature: signed },
        overrides.body ?? body,
        overrides.at ?? now,
      ).ok;
    expect(check({})).toBe(true);
    expect(check({ body: `${body} ` })).toBe(false);
    expect(check({ secret: `${secret}x` })).toBe(false);
    expect(check({ timestamp: now + 1 })).toBe(false);
    expect(check({ at: now + 301 })).toBe(false);
    expect(check({ at: now + 299 })).toBe(true);
  });
});
