/**
 * A submitted application is read-only (issue 17, item 2): the API refuses every change to its answers with 409
 * and a message, and nothing changes; its last path still moves, and the steps that still do work after
 * submission (src/shared/flows/after-submission.ts) may save their own answers. Withdrawn and declined
 * applications are closed the same way.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowCatalog } from '../../../src/server/flows/flow-catalog.ts';
import { stepsAfterSubmission } from '../../../src/shared/flows/after-submission.ts';
import { askedPaths } from '../../../src/shared/flows/step-answers.ts';
import { applicationWith } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { completeApplication, submittedLoan } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const SUBMITTED =
  /^This application was submitted on [A-Z][a-z]+ \d{1,2}, \d{4}; its answers can no longer be changed\.$/;

describe.each(backends)('a submitted application is read-only (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner, ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const read = async (appId: string) => (await call('GET', `/api/v2/application/${appId}`)).json();

  it('refuses PATCH and PUT of answers with 409 naming the answer; nothing changes', async () => {
    const { appId } = await submittedLoan(t.app, owner);
    const before = await read(appId);
    const ifMatch = { 'if-match': `"${before.version}"` };

    const patched = await call(
      'PATCH',
      `/api/v2/application/${appId}`,
      { loan: { loan_amt: 110_000 } },
      ifMatch,
    );
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toMatchObject({
      code: 'application_closed',
      status: 'submitted',
      field: 'loan.loan_amt',
    });
    expect(patched.json().message).toMatch(SUBMITTED);

    const step = await call(
      'PATCH',
      `/api/v2/application/${appId}?step=property/info`,
      { property: { estimatedValue: 500_000 } },
      ifMatch,
    );
    expect(step.statusCode).toBe(409);

    const put = await call(
      'PUT',
      `/api/v2/application/contactInfo/${appId}`,
      { ...before.contactInfo, phone: '6145550199' },
      ifMatch,
    );
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ code: 'application_closed', field: 'contactInfo.phone' });

    const moved = await call(
      'PATCH',
      `/api/v2/application/${appId}`,
      { flowConfig: { flowType: 'long-1' } },
      ifMatch,
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().field).toBe('flowConfig.flowType');

    const after = await read(appId);
    expect(after.version).toBe(before.version);
    expect(after.loan).toEqual(before.loan);
    expect(after.contactInfo).toEqual(before.contactInfo);
    expect(after.flowConfig).toEqual(before.flowConfig);
  });

  it('still records the last path', async () => {
    const { appId } = await submittedLoan(t.app, owner);
    const saved = await call(
      'PATCH',
      `/api/v2/application/${appId}/lastPath`,
      '/2000001/applicant/loan-summary',
      {
        'content-type': 'text/plain',
      },
    );
    expect(saved.statusCode).toBeLessThan(300);
    expect((await read(appId)).lastPath).toBe('/2000001/applicant/loan-summary');
  });

  it('refuses a new offer, payoffs and a new value after submission', async () => {
    const { appId, offer } = await submittedLoan(t.app, owner);
    const chosen = await call('POST', '/api/v2/pricing/offers', {
      applicationId: appId,
      productId: offer.id,
      loanAmount: offer.loanAmount,
    });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json().message).toMatch(SUBMITTED);
    const payoffs = await call('PUT', `/api/v2/applications/${appId}/liabilities/payoffs`, { payoffs: [] });
    expect(payoffs.statusCode).toBe(409);
    const value = await call('PUT', `/api/v2/application/${appId}/propertyValue`, {
      type: 'stated',
      value: 400_000,
    });
    expect(value.statusCode).toBe(409);
  });

  it('closes the consents given before submission with the rest: E-SIGN, disclosures, hard pull', async () => {
    const { flows, steps } = flowCatalog();
    const flow = flows.get('slim-1');
    if (!flow) throw new Error('slim-1 is the flow the data sets are written for');
    const afterwards = stepsAfterSubmission(flow).flatMap((step) => [
      ...askedPaths(steps.get(step.screen)?.schema ?? {}),
    ]);
    expect(afterwards.filter((path) => path.startsWith('consents.'))).toEqual([]);
    const { appId } = await completeApplication(t.app, owner);
    expect((await call('POST', `/api/v2/application/${appId}/submit`)).statusCode).toBe(201);
    const { version } = await read(appId);
    for (const path of ['eSign', 'disclosuresReceived', 'hardCreditPull']) {
      const withdrawn = await call(
        'PATCH',
        `/api/v2/application/${appId}`,
        { consents: { [path]: null } },
        { 'if-match': `"${version}"` },
      );
      expect(withdrawn.statusCode, path).toBe(409);
    }
  });

  it.each(['withdrawn', 'declined'])('a %s application is closed the same way', async (status) => {
    const appId = await applicationWith(t.app, owner, { contactInfo: { phone: '6145550123' } });
    await t.db.orm.execute(sql`UPDATE applications SET status = ${status} WHERE id = ${Number(appId)}`);
    const { version } = await read(appId);
    const patched = await call(
      'PATCH',
      `/api/v2/application/${appId}`,
      { contactInfo: { phone: '6145550199' } },
      { 'if-match': `"${version}"` },
    );
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toMatchObject({
      code: 'application_closed',
      message: `This application was ${status}; its answers can no longer be changed.`,
    });
    expect((await read(appId)).contactInfo.phone).toBe('6145550123');
  });
});
