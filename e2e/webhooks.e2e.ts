// Issue 21, item 3: a lender's webhook receiver hears a whole journey. A borrower registers in the browser, answers
// and is priced (through the API), submits, uploads a document to a to-do in the portal; a processor marks another
// condition received and advances the milestone. The receiver (WEBHOOK_ENDPOINTS, on this machine) gets every event
// of the application exactly once by event id, in order, each signed with the endpoint's secret; the admin API's
// delivery log shows every delivery delivered. Behind two instances (E2E_DATABASE_URL) both instances' workers deliver.

import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../tests/server/interop/webhooks/webhook-receiver.ts';
import { loadDataSet } from './support/flow-walker.ts';
import { type Borrower, type Journey, registerBorrower, startJourney } from './support/journey.ts';
import { chooseFirstOfferThroughApi, consentToSubmitThroughApi } from './support/submission.ts';
import { borrowerToken, passwordToken, saveAnswers } from './support/verification.ts';

const OFFICER = '2000001';
const DEMO_PROCESSOR = { email: 'demo.processor@example.com', password: 'Demo-Processor-2026' };
const SECRET = `whsec_${randomBytes(32).toString('base64url')}`;
const data = loadDataSet('slim-1', 'minimal');
const pdf = fileURLToPath(new URL('../tests/fixtures/documents/sample-document.pdf', import.meta.url));

let receiver: Receiver;
let journey: Journey;
let borrower: Borrower;

beforeAll(async () => {
  receiver = await startReceiver();
  journey = await startJourney({
    WEBHOOK_ENDPOINTS: JSON.stringify([{ url: receiver.url, secret: SECRET }]),
    WEBHOOK_SWEEP_INTERVAL_SECONDS: '1',
  });
});

afterAll(async () => {
  await borrower?.context.close();
  await journey?.stop();
  await receiver?.close();
});

async function call(token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await borrower.page.request.fetch(`${journey.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

describe('webhooks of a whole journey', () => {
  it('reach the lender’s receiver once each, in order, signed', async () => {
    borrower = await registerBorrower(journey, { officerId: OFFICER, prefix: 'webhooks' });
    const { page, appId } = borrower;
    const base = journey.server.baseUrl;
    const token = await borrowerToken(page, base, borrower.email);
    await saveAnswers(page, base, token, appId, data);
    await chooseFirstOfferThroughApi(page, base, token, appId, 'closed-end');
    await consentToSubmitThroughApi(page, base, token, appId);
    const loan = await call(token, 'POST', `/api/v2/application/${appId}/submit`);

    // The borrower uploads to the first to-do in the portal.
    await page.goto(`${base}/${OFFICER}/portal/loans/${loan.id}/todos`);
    await page.getByRole('heading', { level: 1, name: 'My To-Do List' }).waitFor();
    const item = page
      .getByRole('region', { name: /^Tasks/ })
      .getByRole('listitem')
      .first();
    await item.getByRole('button', { name: /^Start/ }).click();
    const panel = page.getByRole('region', { name: /Upload documents/ });
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Choose Files' }).click();
    await (await chooser).setFiles([pdf]);
    await panel.getByRole('listitem').first().waitFor();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: 'uploaded' }).waitFor();

    // The processor marks the last condition received and advances the milestone.
    const processor = await passwordToken(page, base, DEMO_PROCESSOR.email, DEMO_PROCESSOR.password);
    const summary = await call(processor, 'GET', `/api/v2/admin/loans/${loan.id}`);
    const condition = summary.tasks.at(-1);
    await call(processor, 'PUT', `/api/v2/admin/loans/${loan.id}/conditions/${condition.id}`, {
      status: 'RECEIVED',
    });
    await call(processor, 'POST', `/api/v2/admin/loans/${loan.id}/milestone/advance`);

    const ours = () => receiver.received.filter((request) => request.event.data.applicationId === appId);
    const logged = async () =>
      (
        (await call(processor, 'GET', '/api/v2/admin/webhooks/deliveries?limit=1000')).deliveries as {
          id: string;
          applicationId: string;
          status: string;
          event: { id: string; type: string };
        }[]
      )
        .filter((delivery) => delivery.applicationId === appId)
        .sort((a, b) => Number(a.id) - Number(b.id));
    const until = Date.now() + 30_000;
    let deliveries = await logged();
    while (deliveries.some((delivery) => delivery.status !== 'delivered') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      deliveries = await logged();
    }
    expect(deliveries.every((delivery) => delivery.status === 'delivered')).toBe(true);
    const types = deliveries.map((delivery) => delivery.event.type);
    for (const type of [
      'application.created',
      'application.prequalified',
      'application.submitted',
      'document.uploaded',
      'condition.status_changed',
      'milestone.changed',
    ])
      expect(types, type).toContain(type);
    expect(types[0]).toBe('application.created');
    expect(types.at(-1)).toBe('milestone.changed');
    // Exactly once by event id, in the order the events were written, each signed with the endpoint's secret.
    expect(ours().map((request) => request.id)).toEqual(deliveries.map((delivery) => delivery.event.id));
    expect(receiver.allSignedWith(SECRET)).toBe(true);
  });
});
