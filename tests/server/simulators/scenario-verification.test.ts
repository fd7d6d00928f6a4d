import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatorScenario } from '../../../src/shared/simulator-scenario.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { chooseScenario } from '../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

type Product = 'identity_verification' | 'income_verification';

describe.each(backends)('what the verification simulator answers by scenario (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: owner }, payload });
  const createToken = (appId: string, product: Product) =>
    post('/api/v2/idv/create-token', { appId, product, returnPath: `/1464945/verify?appId=${appId}` });

  async function applicationChoosing(scenario: SimulatorScenario, lastName?: string) {
    const appId = await applicationWith(t.app, owner, prequalAnswers(lastName ? { lastName } : {}));
    await chooseScenario(t.app, owner, appId, scenario);
    return appId;
  }

  /** Goes through the hosted page of `product` as the borrower would, then asks the API to verify the session. */
  async function verify(appId: string, product: Product) {
    const token = (await createToken(appId, product)).json().data;
    const identity = product === 'identity_verification';
    const form: Record<string, string> = identity
      ? { dateOfBirth: '1984-06-02', ssnLast4: '6789', action: 'verify' }
      : { employer: 'Lakeside Software', action: 'connect' };
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/verification-sim/${identity ? 'identity' : 'income'}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: token.linkToken, ...form }).toString(),
    });
    const sessionId = new URL(submitted.headers.location as string, 'http://localhost').searchParams.get(
      'verificationSession',
    );
    const verb = identity ? 'verify-id' : 'verify-income';
    const document = (await post(`/api/v2/application/${appId}/borrower/${verb}`, { sessionId })).json();
    return identity ? document.verification.identity : document.verification.income;
  }

  it('passes identity when chosen, over the Idfail trigger', async () => {
    const appId = await applicationChoosing({ identity: 'pass' }, 'Idfail');
    expect(await verify(appId, 'identity_verification')).toMatchObject({ status: 'passed' });
  });

  it('fails identity when chosen, as Idfail does', async () => {
    const appId = await applicationChoosing({ identity: 'fail' });
    expect(await verify(appId, 'identity_verification')).toMatchObject({
      status: 'failed',
      lockedFields: [],
    });
  });

  it('asks to try identity again once when chosen, then passes, as Idretry does', async () => {
    const appId = await applicationChoosing({ identity: 'retry' });
    expect((await verify(appId, 'identity_verification')).status).toBe('retry');
    expect((await verify(appId, 'identity_verification')).status).toBe('passed');
  });

  it('fails income when chosen, as Voifail does; passes it over the Voifail trigger', async () => {
    const failed = await applicationChoosing({ income: 'fail' });
    expect(await verify(failed, 'income_verification')).toMatchObject({ status: 'failed', employers: [] });
    const passed = await applicationChoosing({ income: 'pass' }, 'Voifail');
    const income = await verify(passed, 'income_verification');
    expect(income.status).toBe('passed');
    expect(income.employers[0].employerName).toBe('Lakeside Software');
  });

  it.each([
    ['identity', 'identity_verification', 'Idvdown'],
    ['income', 'income_verification', 'Voidown'],
  ] as const)(
    'answers an unavailable %s service with the 502 of the %s trigger',
    async (part, product, lastName) => {
      const chosen = await applicationChoosing({ [part]: 'unavailable' });
      const triggered = await applicationChoosing({}, lastName);
      const answer = await createToken(chosen, product);
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual((await createToken(triggered, product)).json());
      const other = product === 'identity_verification' ? 'income_verification' : 'identity_verification';
      expect((await createToken(chosen, other)).statusCode).toBe(200);
    },
  );
});
