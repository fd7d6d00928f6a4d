import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCreditReport } from '../../../src/server/credit/credit-repository.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

/**
 * Issue 18 item 13: the soft pull runs on a verified identity, so nobody who types a stranger's name and address
 * sees offers priced on the stranger's credit file or the stranger's debts.
 */
describe.each(backends)('the soft pull waits for a verified identity (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: owner }, ...(payload ? { payload } : {}) });
  const pull = (appId: string) => call('POST', `/api/v2/applications/${appId}/credit`);

  async function consented(lastName?: string) {
    const appId = await applicationWith(t.app, owner, prequalAnswers(lastName ? { lastName } : {}));
    const consent = await call('POST', `/api/v2/application/${appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    expect(consent.statusCode).toBe(201);
    return appId;
  }

  /** Nothing from a credit file is served: no report stored, no liabilities, no offers. */
  async function expectNothingFromTheFile(appId: string) {
    expect(await findCreditReport(t.db.orm, Number(appId))).toBeUndefined();
    expect((await call('GET', `/api/v2/applications/${appId}/liabilities`)).statusCode).toBe(404);
    const priced = await call('POST', '/api/v2/pricing/new', { applicationId: appId });
    expect(priced.statusCode).toBe(409);
    expect(priced.json().code).toBe('credit_required');
    const document = (await call('GET', `/api/v2/application/${appId}`)).json();
    expect(document.credit).toBeUndefined();
  }

  it('refuses the pull with 409 identity_unverified while identity is not verified, serving nothing', async () => {
    const appId = await consented();
    const refused = await pull(appId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'identity_unverified',
      message: 'Verify your identity first, so that we check your own credit file.',
    });
    await expectNothingFromTheFile(appId);
  });

  it('refuses it after a verification that failed', async () => {
    const appId = await consented('Idfail');
    expect(await verifyIdentity(t.app, owner, appId, { asIs: true })).toBe('failed');
    expect((await pull(appId)).json().code).toBe('identity_unverified');
    await expectNothingFromTheFile(appId);
  });

  it('pulls once identity is verified, and then serves the liabilities and offers', async () => {
    const appId = await consented();
    expect((await pull(appId)).statusCode).toBe(409);
    expect(await verifyIdentity(t.app, owner, appId)).toBe('passed');
    const pulled = await pull(appId);
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json().status).toBe('ok');
    expect((await call('GET', `/api/v2/applications/${appId}/liabilities`)).json().liabilities.length).toBe(
      pulled.json().liabilityCount,
    );
    const priced = await call('POST', '/api/v2/pricing/new', { applicationId: appId });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().products.length).toBeGreaterThan(0);
  });

  it('pulls the verified person, not a name typed after verifying', async () => {
    const appId = await consented();
    expect(await verifyIdentity(t.app, owner, appId)).toBe('passed');
    // Verified as Rosa Alvarez, then the contact name changed to another person's (the simulated bureau answers a
    // frozen file for the last name Frozen).
    const current = (await call('GET', `/api/v2/application/${appId}`)).json();
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/application/${appId}`,
      headers: { authorization: owner, 'if-match': String(current.version) },
      payload: { contactInfo: { lastName: 'Frozen' } },
    });
    expect(renamed.statusCode).toBe(200);
    const pulled = await pull(appId);
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json().status).toBe('ok');
  });

  it('asks for the consent before the identity (the consent screen has both)', async () => {
    const appId = await applicationWith(t.app, owner, prequalAnswers());
    expect((await pull(appId)).json().code).toBe('consent_required');
  });
});
