import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/identity.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(backends)('saving a step: its answers are checked against its screen (%s)', (backend) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  async function newApplication(flowType = 'slim-1') {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v2/application?nmlsId=2000001&flowType=${flowType}`,
      headers: { authorization: owner },
    });
    return created.json().data.appId as string;
  }
  const save = (appId: string, version: number, body: unknown, step?: string, section?: string) =>
    t.app.inject({
      method: section ? 'PUT' : 'PATCH',
      url: `/api/v2/application/${section ? `${section}/` : ''}${appId}`,
      query: step === undefined ? {} : { step },
      headers: { authorization: owner, 'if-match': `"${version}"` },
      payload: body as Record<string, unknown>,
    });
  const versionOf = async (appId: string) =>
    (await t.app.inject({ url: `/api/v2/application/${appId}`, headers: { authorization: owner } })).json()
      .version as number;

  it('refuses a step the application flow does not have, naming step, and writes nothing', async () => {
    const appId = await newApplication();
    for (const step of ['applicant/nowhere', 'applicant/social']) {
      const refused = await save(appId, 1, { loan: { loan_amt: 60000 } }, step);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'step' });
      expect(refused.json().message).toContain(step);
    }
    expect(await versionOf(appId)).toBe(1);
  });

  it('refuses the SSN screen without an SSN, naming the field, where the data schema alone would not', async () => {
    const appId = await newApplication();
    expect((await save(appId, 1, { loan: { loan_amt: 60000 } })).statusCode).toBe(200);
    const refused = await save(appId, 2, { loan: { loan_amt: 65000 } }, 'applicant/verify');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'applicant.legal.ssn' });
    expect(await versionOf(appId)).toBe(2);
  });

  it('accepts the SSN, and the masked SSN it reads back when the borrower saves the step again', async () => {
    const appId = await newApplication('long-1');
    const saved = await save(appId, 1, { applicant: { legal: { ssn: '123456789' } } }, 'applicant/social');
    expect(saved.statusCode).toBe(200);
    const masked = saved.json().applicant.legal.ssn;
    expect(masked).toBe('*****6789');
    const again = await save(appId, 2, { applicant: { legal: { ssn: masked } } }, 'applicant/social');
    expect(again.statusCode).toBe(200);
    expect(again.json().applicant.legal.ssn).toBe('*****6789');
  });

  it('checks a section PUT the same way', async () => {
    const appId = await newApplication();
    const refused = await save(appId, 1, { income: { source: 'Employed' } }, 'applicant/verify', 'applicant');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('applicant.legal.ssn');
    const saved = await save(appId, 1, { legal: { ssn: '123456789' } }, 'applicant/verify', 'applicant');
    expect(saved.statusCode).toBe(200);
  });

  it('requires a follow-up exactly when its condition holds', async () => {
    const appId = await newApplication('long-1');
    const legal = {
      firstName: 'Ken',
      lastName: 'Okafor',
      dateOfBirth: '1958-11-21',
      citizenship: 'USCitizen',
      maritalStatus: 'Unmarried',
    };
    const withDependents = await save(
      appId,
      1,
      { applicant: { legal: { ...legal, dependentsCount: 2 } } },
      'applicant/legal',
    );
    expect(withDependents.statusCode).toBe(400);
    expect(withDependents.json().field).toBe('applicant.legal.dependentAges');
    const none = await save(
      appId,
      1,
      { applicant: { legal: { ...legal, dependentsCount: 0 } } },
      'applicant/legal',
    );
    expect(none.statusCode).toBe(200);
    const answered = await save(
      appId,
      2,
      { applicant: { legal: { dependentsCount: 2, dependentAges: [4, 9] } } },
      'applicant/legal',
    );
    expect(answered.statusCode).toBe(200);
  });

  it('checks only the answers of the step it names', async () => {
    const appId = await newApplication();
    // Prequalification answers are missing entirely; the SSN screen does not ask for them.
    const saved = await save(appId, 1, { applicant: { legal: { ssn: '123456789' } } }, 'applicant/verify');
    expect(saved.statusCode).toBe(200);
    const loanAmount = await save(appId, 2, { loan: { purpose: 'HomeImprovement' } }, 'property/loan-amount');
    expect(loanAmount.statusCode).toBe(400);
    expect(loanAmount.json().field).toMatch(/^loan\./);
  });
});
