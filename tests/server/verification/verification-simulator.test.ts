import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../../../src/server/providers/provider-errors.ts';
import { UnknownVerificationSessionError } from '../../../src/server/providers/verification/verification-provider.ts';
import { createVerificationSimulator } from '../../../src/server/providers/verification/verification-simulator.ts';

const applicant = (lastName: string, appId = '1000123') => ({ appId, firstName: 'Rosa', lastName });

async function identityOutcome(sim: ReturnType<typeof createVerificationSimulator>, lastName: string) {
  const person = applicant(lastName);
  const { userId } = await sim.createUser(person);
  const token = await sim.createLinkToken({
    userId,
    product: 'identity_verification',
    applicant: person,
    returnUrl: 'http://localhost/1/applicant/id',
  });
  const { sessionId } = sim.finishIdentity(token.linkToken, { dateOfBirth: '1980-01-31' });
  return sim.sessionResult(sessionId);
}

async function incomeOutcome(
  sim: ReturnType<typeof createVerificationSimulator>,
  lastName: string,
  appId = '1000123',
) {
  const person = applicant(lastName, appId);
  const { userId } = await sim.createUser(person);
  const token = await sim.createLinkToken({
    userId,
    product: 'income_verification',
    applicant: person,
    returnUrl: 'http://localhost/1/prequal/voi',
  });
  const { sessionId } = sim.finishIncome(token.linkToken, { employerName: 'Harborview Hotels' });
  return sim.sessionResult(sessionId);
}

describe('verification simulator triggers', () => {
  it('passes anyone else with their name and the date of birth entered', async () => {
    const result = await identityOutcome(createVerificationSimulator(), 'Alvarez');
    expect(result).toMatchObject({
      status: 'passed',
      identity: { firstName: 'Rosa', lastName: 'Alvarez', dateOfBirth: '1980-01-31' },
    });
  });

  it('fails Idfail in any case', async () => {
    expect((await identityOutcome(createVerificationSimulator(), 'IDFAIL')).status).toBe('failed');
  });

  it('asks Idretry to retry once, then passes', async () => {
    const sim = createVerificationSimulator();
    expect((await identityOutcome(sim, 'Idretry')).status).toBe('retry');
    expect((await identityOutcome(sim, 'Idretry')).status).toBe('passed');
  });

  it('is down for Idvdown (identity) and Voidown (income) only', async () => {
    const sim = createVerificationSimulator();
    await expect(identityOutcome(sim, 'Idvdown')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(incomeOutcome(sim, 'Voidown')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await incomeOutcome(sim, 'Idvdown')).status).toBe('passed');
  });

  it('finds no payroll for Voifail', async () => {
    expect(await incomeOutcome(createVerificationSimulator(), 'Voifail')).toMatchObject({
      status: 'failed',
      employers: [],
    });
  });

  it('derives the same employer from the same application, in whole dollars', async () => {
    const first = await incomeOutcome(createVerificationSimulator(), 'Alvarez', '1000555');
    const again = await incomeOutcome(createVerificationSimulator(), 'Alvarez', '1000555');
    expect(first).toMatchObject({ status: 'passed' });
    if (first.product !== 'income_verification' || again.product !== 'income_verification') throw new Error();
    expect(first.employers).toEqual(again.employers);
    const [employer] = first.employers;
    expect(employer?.employerName).toBe('Harborview Hotels');
    expect(Number.isInteger(employer?.monthlyBase)).toBe(true);
    expect(employer?.monthlyBase).toBeGreaterThanOrEqual(4000);
    expect(employer?.startDate).toMatch(/^20(1\d|2[01])-\d{2}-01$/);
  });

  it('spends a token once, and knows no made-up session', async () => {
    const sim = createVerificationSimulator();
    const person = applicant('Alvarez');
    const token = await sim.createLinkToken({
      userId: 'u',
      product: 'identity_verification',
      applicant: person,
      returnUrl: 'http://localhost/x',
    });
    sim.finishIdentity(token.linkToken, { dateOfBirth: '1980-01-31' });
    expect(() => sim.finishIdentity(token.linkToken, { dateOfBirth: '1980-01-31' })).toThrow(
      UnknownVerificationSessionError,
    );
    await expect(sim.sessionResult('idv-sess-madeup')).rejects.toBeInstanceOf(
      UnknownVerificationSessionError,
    );
  });
});
