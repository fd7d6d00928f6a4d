import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../../src/shared/consents.ts';
import { adminAuthorization } from '../../../support/admin-user.ts';
import { applicationWith, prequalAnswers } from '../../../support/application.ts';
import { signedInUser } from '../../../support/identity.ts';
import { completeApplication, submittedLoan } from '../../../support/loan.ts';
import { chooseScenario } from '../../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp } from '../../../support/test-app.ts';
import { verifyIdentity } from '../../../support/verified-identity.ts';
import { submittedDocument } from '../../admin/admin-support.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';
import { addEndpoint, eventTypesOf, makeAllDue, WORKER_OFF } from './webhook-support.ts';

describe.each(backends)('webhook events from the outbox (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let borrower: string;
  let receiver: Receiver;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp(backend, WORKER_OFF);
    admin = await adminAuthorization(t.app, t.db.orm);
    borrower = (await signedInUser(t.app)).authorization;
    receiver = await startReceiver();
    secret = (await addEndpoint(t.app, admin, receiver.url)).secret;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, authorization: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it('sends a journey’s events signed, in order, each with its own id', async () => {
    receiver.received.length = 0;
    const { appId } = await completeApplication(t.app, borrower);
    const submitted = await call('POST', `/api/v2/application/${appId}/submit`, borrower);
    expect(submitted.statusCode).toBe(201);
    const loan = submitted.json();
    const task = loan.tasks[0];
    expect(
      (
        await call('PUT', `/api/v2/admin/loans/${loan.id}/conditions/${task.id}`, admin, {
          status: 'RECEIVED',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/v2/admin/loans/${loan.id}/milestone/advance`, admin)).statusCode).toBe(
      200,
    );

    const written = await eventTypesOf(t.db.orm, appId);
    expect(written[0]).toBe('application.created');
    expect(written).toContain('application.prequalified');
    expect(written.slice(-3)).toEqual([
      'application.submitted',
      'condition.status_changed',
      'milestone.changed',
    ]);

    await t.app.webhooks.deliverDue();
    const ours = receiver.received.filter((request) => request.event.data.applicationId === appId);
    expect(ours.map((request) => request.event.type)).toEqual(written);
    expect(new Set(ours.map((request) => request.id)).size).toBe(ours.length);
    for (const request of ours) {
      expect(request.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(request.event.id).toBe(request.id);
    }
    expect(receiver.allSignedWith(secret)).toBe(true);
    expect(receiver.allSignedWith('whsec_not-the-endpoints-secret-at-all')).toBe(false);
    const milestone = ours.at(-1)?.event.data;
    expect(milestone).toMatchObject({ loanId: String(loan.id), from: 0, to: 1 });
    const condition = ours.at(-2)?.event.data;
    expect(condition).toMatchObject({ conditionId: String(task.id), to: 'RECEIVED', kind: 'task' });
  });

  it('writes no event for a change that fails, and the event once the change succeeds', async () => {
    const { appId } = await completeApplication(t.app, borrower);
    // The submission's transaction fails after the loan row (and so its event) was written.
    await t.db.orm.execute(sql`
      CREATE FUNCTION test_refuse_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END; $$`);
    await t.db.orm.execute(sql`
      CREATE TRIGGER test_refuse_tasks BEFORE INSERT ON loan_tasks FOR EACH ROW EXECUTE FUNCTION test_refuse_tasks()`);
    try {
      const failed = await call('POST', `/api/v2/application/${appId}/submit`, borrower);
      expect(failed.statusCode).toBe(500);
      expect(await eventTypesOf(t.db.orm, appId)).not.toContain('application.submitted');
    } finally {
      await t.db.orm.execute(sql`DROP TRIGGER test_refuse_tasks ON loan_tasks`);
      await t.db.orm.execute(sql`DROP FUNCTION test_refuse_tasks()`);
    }
    expect((await call('POST', `/api/v2/application/${appId}/submit`, borrower)).statusCode).toBe(201);
    const types = await eventTypesOf(t.db.orm, appId);
    expect(types.filter((type) => type === 'application.submitted')).toHaveLength(1);
  });

  it('holds a loan’s later events while an earlier one is pending, and sends other loans’ meanwhile', async () => {
    receiver.received.length = 0;
    const first = await applicationWith(t.app, borrower, prequalAnswers());
    let refuseFirst = true;
    receiver.answer = (request) =>
      refuseFirst && request.event.data.applicationId === first ? { status: 503 } : { status: 200 };
    const second = await applicationWith(t.app, borrower, prequalAnswers());
    // A second event of the first application: a pricing run with an offer, written as the pricing route does.
    await t.db.orm.execute(sql`
      INSERT INTO pricing_runs (application_id, kind, inputs, rate_sheet, offers, declines, ineligible_reasons, limited_by, max_limits)
      VALUES (${Number(first)}, 'new', '{}', '{}', '[{"id":"x"}]', '[]', '[]', 'none', '{}')`);
    await t.app.webhooks.deliverDue();
    const firstIds = () =>
      receiver.received
        .filter((request) => request.event.data.applicationId === first)
        .map((r) => r.event.type);
    expect(firstIds()).toEqual(['application.created']);
    expect(receiver.received.some((request) => request.event.data.applicationId === second)).toBe(true);

    refuseFirst = false;
    await makeAllDue(t.db.orm);
    await t.app.webhooks.deliverDue();
    expect(firstIds()).toEqual(['application.created', 'application.created', 'application.prequalified']);
    expect(await eventTypesOf(t.db.orm, first)).toEqual(['application.created', 'application.prequalified']);
  });

  it('sends a document’s upload and a decline’s notice of action', async () => {
    receiver.received.length = 0;
    receiver.answer = () => ({ status: 200 });
    const { appId, loan } = await submittedLoan(t.app, borrower);
    const document = await submittedDocument(t, Number(loan.id), Number(loan.tasks[0].id), 'stub.pdf');

    const declined = await applicationWith(t.app, borrower, prequalAnswers());
    await call('POST', `/api/v2/application/${declined}/consents`, borrower, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await chooseScenario(t.app, borrower, declined, {
      credit: { score: 600, tradelines: [] },
      avm: { value: 650_000 },
    });
    await verifyIdentity(t.app, borrower, declined);
    expect((await call('POST', `/api/v2/applications/${declined}/credit`, borrower)).statusCode).toBe(200);
    const priced = await call('POST', '/api/v2/pricing/new', borrower, { applicationId: declined });
    expect(priced.json().products).toEqual([]);
    // The borrower's reading of the notice gives it (recorded once, however often it is read).
    await call('GET', `/api/v2/application/${declined}/notice-of-action`, borrower);
    await call('GET', `/api/v2/application/${declined}/notice-of-action`, borrower);

    await t.app.webhooks.deliverDue();
    const of = (id: string, type: string) =>
      receiver.received.filter(
        (request) => request.event.data.applicationId === id && request.event.type === type,
      );
    expect(of(appId, 'document.uploaded').map((request) => request.event.data)).toEqual([
      expect.objectContaining({
        documentId: String(document.id),
        filename: 'stub.pdf',
        loanId: String(loan.id),
      }),
    ]);
    const notices = of(declined, 'notice_of_action.issued');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.event.data).toMatchObject({ action: 'denied' });
    expect(of(declined, 'application.prequalified')).toEqual([]);
  });
});
