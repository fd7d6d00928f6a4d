import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

type Product = 'identity_verification' | 'income_verification';

describe.each(backends)('identity and income verification (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
    stranger = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, authorization = owner) =>
    t.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const read = async (appId: string) => (await call('GET', `/api/v2/application/${appId}`)).json();
  const createToken = (
    appId: string,
    product: Product,
    returnPath = '/1464945/applicant/id?appId=1',
    auth = owner,
  ) => call('POST', '/api/v2/idv/create-token', { appId, product, returnPath }, auth);

  /** Opens the hosted page of a new link token, submits `form` there, and follows the redirect's query. */
  async function hostedPage(appId: string, product: Product, form: Record<string, string>) {
    const token = await createToken(
      appId,
      product,
      `/1464945/${product === 'identity_verification' ? 'applicant/id' : 'prequal/voi'}?appId=${appId}`,
    );
    expect(token.statusCode).toBe(200);
    const { linkToken, hostedUrl, expiresAt } = token.json().data;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const opened = await t.app.inject({ method: 'GET', url: hostedUrl });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Verification service (simulator)');
    const page = product === 'identity_verification' ? 'identity' : 'income';
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/verification-sim/${page}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: linkToken, ...form }).toString(),
    });
    return submitted;
  }

  async function verifiedSession(appId: string, product: Product, form: Record<string, string>) {
    const submitted = await hostedPage(appId, product, form);
    expect(submitted.statusCode).toBe(303);
    const location = new URL(submitted.headers.location as string, 'http://localhost');
    expect(location.searchParams.get('appId')).toBe(appId);
    return location.searchParams.get('verificationSession') as string;
  }

  const identityForm = { dateOfBirth: '1984-06-02', ssnLast4: '6789', action: 'verify' };
  const incomeForm = { employer: 'Lakeside Software', action: 'connect' };
  const verifyId = (appId: string, sessionId: unknown, auth = owner) =>
    call('POST', `/api/v2/application/${appId}/borrower/verify-id`, { sessionId }, auth);
  const verifyIncome = (appId: string, sessionId: unknown, auth = owner) =>
    call('POST', `/api/v2/application/${appId}/borrower/verify-income`, { sessionId }, auth);

  describe('create-user', () => {
    it('creates the provider user once and returns the same one again', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const first = await call('GET', `/api/v2/idv/create-user/${appId}`);
      expect(first.statusCode).toBe(200);
      const { userId } = first.json().data;
      expect(userId).toMatch(/^sim-user-/);
      expect((await call('GET', `/api/v2/idv/create-user/${appId}`)).json().data.userId).toBe(userId);
    });

    it('answers 404 for another borrower’s application and 401 without a token', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      expect((await call('GET', `/api/v2/idv/create-user/${appId}`, undefined, stranger)).statusCode).toBe(
        404,
      );
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/v2/idv/create-user/${appId}` });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('create-token', () => {
    it('refuses a bad body naming the field', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      expect((await createToken('x1', 'identity_verification')).json().field).toBe('appId');
      const badProduct = await call('POST', '/api/v2/idv/create-token', {
        appId,
        product: 'credit',
        returnPath: '/a',
      });
      expect(badProduct.statusCode).toBe(400);
      expect(badProduct.json().field).toBe('product');
      for (const returnPath of ['https://evil.example/x', '//evil.example/x', 'applicant/id', '/a b']) {
        const refused = await createToken(appId, 'identity_verification', returnPath);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().field).toBe('returnPath');
      }
    });

    it('answers 404 for another borrower’s application', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      expect((await createToken(appId, 'identity_verification', '/a', stranger)).statusCode).toBe(404);
    });

    it('answers 502 with a readable message when the service is down (Idvdown, Voidown), storing nothing', async () => {
      for (const [lastName, product] of [
        ['Idvdown', 'identity_verification'],
        ['Voidown', 'income_verification'],
      ] as const) {
        const appId = await applicationWith(t.app, owner, prequalAnswers({ lastName }));
        const before = await read(appId);
        const refused = await createToken(appId, product);
        expect(refused.statusCode).toBe(502);
        expect(refused.json().message).toMatch(/verification service did not answer/);
        const after = await read(appId);
        expect(after.verification).toBeUndefined();
        expect(after.version).toBe(before.version);
      }
    });
  });

  describe('identity: verify-id', () => {
    it('passes: writes the verified name and date of birth as a new version, locks them, and prefills', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const before = await read(appId);
      const sessionId = await verifiedSession(appId, 'identity_verification', identityForm);
      const verified = await verifyId(appId, sessionId);
      expect(verified.statusCode).toBe(200);
      const document = verified.json();
      expect(document.version).toBe(before.version + 1);
      expect(document.applicant.legal).toMatchObject({
        firstName: 'Rosa',
        lastName: 'Alvarez',
        dateOfBirth: '1984-06-02',
      });
      expect(document.verification.identity).toMatchObject({
        status: 'passed',
        lockedFields: [
          'applicant.legal.firstName',
          'applicant.legal.lastName',
          'applicant.legal.dateOfBirth',
        ],
      });
      const prefill = await call('GET', `/api/v2/idv/identity/verification/${appId}`);
      expect(prefill.json().data).toMatchObject({
        status: 'passed',
        firstName: 'Rosa',
        lastName: 'Alvarez',
        dateOfBirth: '1984-06-02',
      });
      expect(
        (await call('GET', `/api/v2/idv/identity/verification/${appId}`, undefined, stranger)).statusCode,
      ).toBe(404);
      const again = await verifyId(
        appId,
        await verifiedSession(appId, 'identity_verification', identityForm),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('already_verified');
    });

    it('refuses a write that changes a locked field, naming it, and accepts other changes', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const sessionId = await verifiedSession(appId, 'identity_verification', identityForm);
      const { version } = (await verifyId(appId, sessionId)).json();
      const patch = (payload: object) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v2/application/${appId}`,
          headers: { authorization: owner, 'if-match': `"${version}"` },
          payload,
        });
      const refused = await patch({ applicant: { legal: { lastName: 'Someone' } } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('applicant.legal.lastName');
      const removed = await patch({ applicant: { legal: { dateOfBirth: null } } });
      expect(removed.json().field).toBe('applicant.legal.dateOfBirth');
      const accepted = await patch({
        applicant: { legal: { lastName: 'Alvarez', maritalStatus: 'Married' } },
      });
      expect(accepted.statusCode).toBe(200);
    });

    it('fails for Idfail: stored as failed, nothing locked, the answers untouched', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers({ lastName: 'Idfail' }));
      const before = await read(appId);
      const sessionId = await verifiedSession(appId, 'identity_verification', identityForm);
      const document = (await verifyId(appId, sessionId)).json();
      expect(document.verification.identity).toMatchObject({ status: 'failed', lockedFields: [] });
      expect(document.version).toBe(before.version);
      expect(document.applicant.legal).toBeUndefined();
    });

    it('asks Idretry to try again once, then passes', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers({ lastName: 'Idretry' }));
      const first = (
        await verifyId(appId, await verifiedSession(appId, 'identity_verification', identityForm))
      ).json();
      expect(first.verification.identity.status).toBe('retry');
      const second = (
        await verifyId(appId, await verifiedSession(appId, 'identity_verification', identityForm))
      ).json();
      expect(second.verification.identity.status).toBe('passed');
      expect(second.applicant.legal.lastName).toBe('Idretry');
    });

    it('refuses a bad session id, someone else’s session, another product’s session, and a stranger', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const other = await applicationWith(t.app, owner, prequalAnswers());
      for (const bad of [undefined, 42, 'short', 'has spaces in it']) {
        const refused = await verifyId(appId, bad);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().field).toBe('sessionId');
      }
      expect((await verifyId(appId, 'idv-sess-unknown0000')).json().field).toBe('sessionId');
      const othersSession = await verifiedSession(other, 'identity_verification', identityForm);
      expect((await verifyId(appId, othersSession)).statusCode).toBe(400);
      const incomeSession = await verifiedSession(appId, 'income_verification', incomeForm);
      expect((await verifyId(appId, incomeSession)).statusCode).toBe(400);
      const mine = await verifiedSession(appId, 'identity_verification', identityForm);
      expect((await verifyId(appId, mine, stranger)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/v2/application/${appId}/someone/verify-id`, { sessionId: mine }))
          .statusCode,
      ).toBe(400);
      expect((await read(appId)).verification.identity).toBeUndefined();
    });

    it('re-shows the hosted page with messages for a bad date of birth or SSN digits, and cancels back', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const bad = await hostedPage(appId, 'identity_verification', {
        dateOfBirth: '2020-02-30',
        ssnLast4: '12',
        action: 'verify',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Enter your date of birth');
      expect(bad.body).toContain('Enter the last four digits');
      const cancelled = await hostedPage(appId, 'identity_verification', { action: 'cancel' });
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe(`/1464945/applicant/id?appId=${appId}&verificationCancelled=1`);
      const unknown = await t.app.inject({ method: 'GET', url: '/verification-sim/identity?token=nope' });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('income: verify-income', () => {
    it('passes: prefills the primary employment and stated income, and locks the employment fields', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const sessionId = await verifiedSession(appId, 'income_verification', incomeForm);
      const response = await verifyIncome(appId, sessionId);
      expect(response.statusCode).toBe(200);
      const document = response.json();
      const { employers } = document.verification.income;
      expect(document.verification.income.status).toBe('passed');
      expect(employers).toHaveLength(1);
      const [employer] = employers;
      expect(employer.employerName).toBe('Lakeside Software');
      expect(document.applicant.employment).toEqual({
        status: 'Employed',
        primary: {
          employerName: 'Lakeside Software',
          position: employer.position,
          startDate: employer.startDate,
          monthlyIncome: { base: employer.monthlyBase, overtime: employer.monthlyOvertime },
        },
      });
      expect(document.applicant.income).toEqual({
        source: 'Employed',
        statedAnnualIncome: 12 * (employer.monthlyBase + employer.monthlyOvertime),
      });
      expect(document.verification.income.lockedFields).toContain(
        'applicant.employment.primary.employerName',
      );
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/v2/application/${appId}`,
        headers: { authorization: owner, 'if-match': `"${document.version}"` },
        payload: { applicant: { employment: { primary: { monthlyIncome: { base: 99999 } } } } },
      });
      expect(refused.json().field).toBe('applicant.employment.primary.monthlyIncome.base');
    });

    it('finds no payroll for Voifail: failed, nothing written', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers({ lastName: 'Voifail' }));
      const before = await read(appId);
      const document = (
        await verifyIncome(appId, await verifiedSession(appId, 'income_verification', incomeForm))
      ).json();
      expect(document.verification.income).toMatchObject({
        status: 'failed',
        employers: [],
        lockedFields: [],
      });
      expect(document.version).toBe(before.version);
      expect(document.applicant.employment).toBeUndefined();
    });

    it('refuses a bad body, an identity session and a stranger', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      expect((await verifyIncome(appId, '')).json().field).toBe('sessionId');
      const identity = await verifiedSession(appId, 'income_verification', incomeForm);
      expect((await verifyIncome(appId, identity, stranger)).statusCode).toBe(404);
      const idSession = await verifiedSession(appId, 'identity_verification', identityForm);
      expect((await verifyIncome(appId, idSession)).statusCode).toBe(400);
    });

    it('asks to pick an employer when none is chosen', async () => {
      const appId = await applicationWith(t.app, owner, prequalAnswers());
      const none = await hostedPage(appId, 'income_verification', { action: 'connect' });
      expect(none.statusCode).toBe(400);
      expect(none.body).toContain('Choose your employer from the list.');
    });
  });
});

describe('verification through the production adapter, service unreachable', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      VERIFICATION_PROVIDER: 'http',
      VERIFICATION_API_URL: 'http://127.0.0.1:9/verification',
      VERIFICATION_API_KEY: 'test-key',
    });
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  it('answers 502 on every provider call and writes nothing; the simulator pages are not served', async () => {
    const appId = await applicationWith(t.app, owner, prequalAnswers());
    const headers = { authorization: owner };
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/v2/application/${appId}`, headers })
    ).json();
    const user = await t.app.inject({ method: 'GET', url: `/api/v2/idv/create-user/${appId}`, headers });
    expect(user.statusCode).toBe(502);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v2/idv/create-token',
      headers,
      payload: { appId, product: 'identity_verification', returnPath: '/1464945/applicant/id' },
    });
    expect(token.statusCode).toBe(502);
    for (const call of ['verify-id', 'verify-income']) {
      const verify = await t.app.inject({
        method: 'POST',
        url: `/api/v2/application/${appId}/borrower/${call}`,
        headers,
        payload: { sessionId: 'idv-sess-0123456789' },
      });
      expect(verify.statusCode).toBe(502);
      expect(verify.json().message).toMatch(/enter your details yourself/);
    }
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/v2/application/${appId}`, headers })
    ).json();
    expect(after.version).toBe(before.version);
    expect(after.verification).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/verification-sim/identity?token=x' });
    expect(page.statusCode).toBe(404);
  });
});
