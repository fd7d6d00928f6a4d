import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerDataCipher } from '../../../src/server/applications/sensitive-fields.ts';
import { DataCipher, dataKey } from '../../../src/server/crypto/data-encryption.ts';
import { type Database, openDatabase } from '../../../src/server/db/database.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import { verificationSimulatorRecords } from '../../../src/server/db/schema.ts';
import { ProviderUnavailableError } from '../../../src/server/providers/provider-errors.ts';
import { createScenarioStore } from '../../../src/server/providers/simulator-scenarios.ts';
import { createSimulatorRecords } from '../../../src/server/providers/verification/simulator-records.ts';
import { UnknownVerificationSessionError } from '../../../src/server/providers/verification/verification-provider.ts';
import { createVerificationSimulator } from '../../../src/server/providers/verification/verification-simulator.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase('memory://');
  await migrate(db);
  registerDataCipher(db.orm, new DataCipher(dataKey(randomBytes(32))));
});
afterAll(() => db?.close());
beforeEach(async () => {
  await db.orm.delete(verificationSimulatorRecords);
});

/** A simulator as an API instance has it: its records and the testers' scenarios in the database. */
const newSimulator = () =>
  createVerificationSimulator(createSimulatorRecords(db.orm), createScenarioStore(db.orm).read);

const applicant = (lastName: string, appId = '1000123') => ({ appId, firstName: 'Rosa', lastName });

async function identityOutcome(sim: ReturnType<typeof newSimulator>, lastName: string) {
  const person = applicant(lastName);
  const { userId } = await sim.createUser(person);
  const token = await sim.createLinkToken({
    userId,
    product: 'identity_verification',
    applicant: person,
    returnUrl: 'http://localhost/1/applicant/id',
  });
  const { sessionId } = await sim.finishIdentity(token.linkToken, { dateOfBirth: '1980-01-31' });
  return sim.sessionResult(sessionId);
}

async function incomeOutcome(sim: ReturnType<typeof newSimulator>, lastName: string, appId = '1000123') {
  const person = applicant(lastName, appId);
  const { userId } = await sim.createUser(person);
  const token = await sim.createLinkToken({
    userId,
    product: 'income_verification',
    applicant: person,
    returnUrl: 'http://localhost/1/prequal/voi',
  });
  const { sessionId } = await sim.finishIncome(token.linkToken, { employerName: 'Harborview Hotels' });
  return sim.sessionResult(sessionId);
}

describe('verification simulator triggers', () => {
  it('passes anyone else with their name and the date of birth entered', async () => {
    const result = await identityOutcome(newSimulator(), 'Alvarez');
    expect(result).toMatchObject({
      status: 'passed',
      identity: { firstName: 'Rosa', lastName: 'Alvarez', dateOfBirth: '1980-01-31' },
    });
  });

  it('fails Idfail in any case', async () => {
    expect((await identityOutcome(newSimulator(), 'IDFAIL')).status).toBe('failed');
  });

  it('asks Idretry to retry once, then passes', async () => {
    const sim = newSimulator();
    expect((await identityOutcome(sim, 'Idretry')).status).toBe('retry');
    expect((await identityOutcome(sim, 'Idretry')).status).toBe('passed');
  });

  it('is down for Idvdown (identity) and Voidown (income) only', async () => {
    const sim = newSimulator();
    await expect(identityOutcome(sim, 'Idvdown')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(incomeOutcome(sim, 'Voidown')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await incomeOutcome(sim, 'Idvdown')).status).toBe('passed');
  });

  it('finds no payroll for Voifail', async () => {
    expect(await incomeOutcome(newSimulator(), 'Voifail')).toMatchObject({
      status: 'failed',
      employers: [],
    });
  });

  it('derives the same employer from the same application, in whole dollars', async () => {
    const first = await incomeOutcome(newSimulator(), 'Alvarez', '1000555');
    const again = await incomeOutcome(newSimulator(), 'Alvarez', '1000555');
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
    const sim = newSimulator();
    const person = applicant('Alvarez');
    const token = await sim.createLinkToken({
      userId: 'u',
      product: 'identity_verification',
      applicant: person,
      returnUrl: 'http://localhost/x',
    });
    await sim.finishIdentity(token.linkToken, { dateOfBirth: '1980-01-31' });
    await expect(sim.finishIdentity(token.linkToken, { dateOfBirth: '1980-01-31' })).rejects.toBeInstanceOf(
      UnknownVerificationSessionError,
    );
    await expect(sim.sessionResult('idv-sess-madeup')).rejects.toBeInstanceOf(
      UnknownVerificationSessionError,
    );
  });

  it('is one service for every API instance: a link made through one is finished and read on another', async () => {
    const [first, second] = [newSimulator(), newSimulator()];
    const person = applicant('Idretry', '1000777');
    const { userId } = await first.createUser(person);
    const link = { userId, product: 'identity_verification' as const, applicant: person, returnUrl: '/x' };
    const token = await first.createLinkToken(link);
    expect((await second.openLink(token.linkToken))?.applicant.lastName).toBe('Idretry');
    const { sessionId } = await second.finishIdentity(token.linkToken, { dateOfBirth: '1980-01-31' });
    expect((await first.sessionResult(sessionId)).status).toBe('retry');
    // The attempt counted on the second instance: the next attempt, through the first, passes.
    const again = await first.createLinkToken(link);
    const retried = await first.finishIdentity(again.linkToken, { dateOfBirth: '1980-01-31' });
    expect((await second.sessionResult(retried.sessionId)).status).toBe('passed');
  });
});
