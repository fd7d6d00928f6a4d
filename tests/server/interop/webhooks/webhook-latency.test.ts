import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuthorization } from '../../../support/admin-user.ts';
import { signedInUser } from '../../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../../support/test-app.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';
import { addEndpoint } from './webhook-support.ts';

const RECEIVER_DELAY_MS = 1500;
const RUNS = 15;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe.each(backends)('a request that causes an event (%s)', (backend) => {
  let t: TestApp;
  let receiver: Receiver;
  let borrower: string;

  beforeAll(async () => {
    // The worker runs as in production: woken by the commit's notification, and every second.
    t = await createTestApp(backend, { WEBHOOK_SWEEP_INTERVAL_SECONDS: '1' });
    borrower = (await signedInUser(t.app)).authorization;
    receiver = await startReceiver();
    receiver.answer = () => ({ status: 200, delayMs: RECEIVER_DELAY_MS });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const timedCreations = async () => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/application?nmlsId=2000001',
        headers: { authorization: borrower },
      });
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(201);
    }
    return times;
  };

  it('takes no longer with a slow endpoint configured: delivery happens after the answer', async () => {
    await timedCreations(); // warm-up
    const without = await timedCreations();
    await addEndpoint(t.app, await adminAuthorization(t.app, t.db.orm), receiver.url, [
      'application.created',
    ]);
    const withEndpoint = await timedCreations();
    console.info(
      `POST /api/v2/application (${backend}), median of ${RUNS}: ${median(without).toFixed(1)} ms without an endpoint, ` +
        `${median(withEndpoint).toFixed(1)} ms with one (its receiver answering after ${RECEIVER_DELAY_MS} ms)`,
    );
    expect(Math.max(...withEndpoint)).toBeLessThan(RECEIVER_DELAY_MS);
    expect(median(withEndpoint)).toBeLessThan(median(without) * 1.5 + 25);
    await receiver.waitFor(RUNS, 20_000);
    expect(receiver.ids()).toHaveLength(RUNS);
  });
});
