/**
 * Rate lock and offer life (issue 18, item 7): accepting terms takes a lock stored with them and written to the
 * loan; an ended lock, or unlocked terms priced on a rate sheet no longer in force, are refused at submit with a
 * 409 naming it and priced again; every pricing run is kept with its inputs, offers and reasons.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_SHEET_FILE } from '../../../src/server/config.ts';
import { adminAuthorization } from '../../support/admin-user.ts';
import { signedInUser } from '../../support/identity.ts';
import { completeApplication, consentToSubmit } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';

const DAY = 86_400_000;
const dayAfter = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The shipped rate sheet with some fields changed, as a file RATE_SHEET can name. */
function sheetFile(change: Record<string, unknown>): string {
  const sheet = { ...JSON.parse(readFileSync(DEFAULT_RATE_SHEET_FILE, 'utf8')), ...change };
  sheet.$schema = path.resolve(path.dirname(DEFAULT_RATE_SHEET_FILE), sheet.$schema);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sheet-')), 'rate-sheet.json');
  writeFileSync(file, JSON.stringify(sheet));
  return file;
}

describe.each(backends)('rate lock and offer life (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  /** Days the app's clock runs ahead of the real one. */
  let ahead = 0;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_SHEET: sheetFile({ rateLock: { periodDays: 30 } }) }, undefined, {
      now: () => new Date(Date.now() + ahead * DAY),
    });
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: owner }, ...(payload ? { payload } : {}) });
  const accept = (appId: string, productId: string) =>
    call('POST', `/api/v2/application/${appId}/loan_terms`, { productId, accepted: true });
  const submit = (appId: string) => call('POST', `/api/v2/application/${appId}/submit`);

  it('accepting terms returns and stores a lock: its date, last day and the terms it holds; the loan shows them', async () => {
    ahead = 0;
    const { appId, offer } = await completeApplication(t.app, owner);
    const accepted = await accept(appId, offer.id);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const lock = {
      lockedOn: dayAfter(0),
      expiresOn: dayAfter(30),
      periodDays: 30,
      endsWithRateSheet: false,
      rateSheet: { name: t.rateSheet.name, effectiveDate: t.rateSheet.effectiveDate, expirationDate: null },
      terms: {
        productId: offer.id,
        interestRate: offer.rate,
        apr: offer.apr,
        originationFee: offer.originationFee,
        loanAmount: offer.loanAmount,
        monthlyPayment: offer.monthlyPayment,
      },
    };
    expect(accepted.json().lock).toMatchObject(lock);
    expect((await call('GET', `/api/v2/application/${appId}/loan_terms`)).json()).toMatchObject({ lock });

    // Accepting again the next day keeps the lock it has: it is never extended that way.
    ahead = 1;
    expect((await accept(appId, offer.id)).json().lock.expiresOn).toBe(dayAfter(30));
    const loan = await submit(appId);
    expect(loan.statusCode, loan.body).toBe(201);
    expect(loan.json()).toMatchObject({ rateLockDate: dayAfter(0), rateLockExpiration: dayAfter(30) });
    expect((await call('GET', `/api/v2/application/${appId}/loan`)).json().rateLockExpiration).toBe(
      dayAfter(30),
    );
  });

  it('submitting after the lock has expired is refused with 409 lock_expired; the terms are priced again and locked anew', async () => {
    ahead = 0;
    const { appId, offer } = await completeApplication(t.app, owner);
    expect((await accept(appId, offer.id)).statusCode).toBe(201);
    ahead = 31;
    const refused = await submit(appId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lock_expired' });
    expect(refused.json().message).toBe(
      `Your 30-day rate lock expired on ${longDate(dayAfter(30))}. Review your terms on today's rates before you submit.`,
    );
    expect((await call('GET', `/api/v2/application/${appId}/loan`)).statusCode).toBe(409);
    expect((await call('GET', `/api/v2/application/${appId}/loan_terms`)).json().stale).toMatchObject({
      code: 'lock_expired',
    });

    const repriced = await call('POST', '/api/v2/pricing/reprice', { applicationId: appId });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().product).toMatchObject({ id: offer.id, loanAmount: offer.loanAmount });
    const terms = (await call('GET', `/api/v2/application/${appId}/loan_terms`)).json();
    expect(terms).toMatchObject({ stale: null, accepted: null, lock: null });
    const relocked = await accept(appId, offer.id);
    expect(relocked.json().lock).toMatchObject({ lockedOn: dayAfter(31), expiresOn: dayAfter(61) });
    // New terms: their disclosures are read again before submission.
    await consentToSubmit(t.app, owner, appId);
    expect((await submit(appId)).json()).toMatchObject({ rateLockDate: dayAfter(31) });
  });

  it('a newer rate sheet in force: unlocked terms are refused at submit (409 rate_sheet_changed), locked ones hold', async () => {
    ahead = 0;
    const unlocked = await completeApplication(t.app, owner);
    const locked = await completeApplication(t.app, owner);
    expect((await accept(locked.appId, locked.offer.id)).statusCode).toBe(201);
    const before = t.rateSheet.effectiveDate;
    // The operator puts a new sheet in force (the server reads its sheet at start; here it is swapped in place).
    t.rateSheet.effectiveDate = dayAfter(0);
    try {
      const refused = await submit(unlocked.appId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'rate_sheet_changed' });
      expect(refused.json().message).toBe(
        `These terms were priced on the rates effective ${longDate(before)}; the rates effective ${longDate(dayAfter(0))} have replaced them. Review your terms on today's rates before you submit.`,
      );
      expect((await accept(unlocked.appId, unlocked.offer.id)).json().code).toBe('rate_sheet_changed');
      expect((await submit(locked.appId)).statusCode).toBe(201);

      const repriced = await call('POST', '/api/v2/pricing/reprice', { applicationId: unlocked.appId });
      expect(repriced.statusCode, repriced.body).toBe(200);
      expect((await accept(unlocked.appId, unlocked.offer.id)).json().lock.rateSheet.effectiveDate).toBe(
        dayAfter(0),
      );
      await consentToSubmit(t.app, owner, unlocked.appId);
      expect((await submit(unlocked.appId)).statusCode).toBe(201);
    } finally {
      t.rateSheet.effectiveDate = before;
    }
  });

  it('choosing the same offer again on a sheet that prices it differently lets the lock go: its terms are accepted anew', async () => {
    ahead = 0;
    const { appId, offer } = await completeApplication(t.app, owner);
    expect((await accept(appId, offer.id)).statusCode).toBe(201);
    const before = { effectiveDate: t.rateSheet.effectiveDate };
    t.rateSheet.effectiveDate = dayAfter(0);
    for (const each of t.rateSheet.products) each.baseRatePercent += 0.5;
    try {
      const again = await call('POST', '/api/v2/pricing/offers', {
        applicationId: appId,
        productId: offer.id,
        loanAmount: offer.loanAmount,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().product.rate).toBe(offer.rate + 0.5);
      expect((await call('GET', `/api/v2/application/${appId}/loan_terms`)).json()).toMatchObject({
        interestRate: offer.rate + 0.5,
        accepted: null,
        lock: null,
      });
    } finally {
      t.rateSheet.effectiveDate = before.effectiveDate;
      for (const each of t.rateSheet.products) each.baseRatePercent -= 0.5;
    }
  });

  it('keeps every pricing run with its inputs, rate sheet, offers and reasons, listed for an operator', async () => {
    ahead = 0;
    const { appId, offer } = await completeApplication(t.app, owner);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/applications/${appId}/pricing-runs`,
      headers: { authorization: await adminAuthorization(t.app, t.db.orm) },
    });
    expect(listed.statusCode).toBe(200);
    const runs = listed.json().runs as Record<string, unknown>[];
    expect(runs.every((run) => run.applicationId === appId && typeof run.pricedAt === 'string')).toBe(true);
    expect(runs.map((run) => run.kind)).toEqual(['new', 'offers']);
    expect(runs[0]).toMatchObject({
      inputs: { creditScore: expect.any(Number), propertyValueCents: expect.any(Number) },
      rateSheet: { name: t.rateSheet.name, effectiveDate: t.rateSheet.effectiveDate },
      declines: [],
      ineligibleReasons: [],
    });
    expect(runs[1]?.amounts).toEqual({ loanAmountCents: offer.loanAmount * 100 });
    expect(((runs[0]?.offers ?? []) as { id: string }[]).map((product) => product.id)).toContain(offer.id);
  });
});

describe.each(backends)('a rate sheet with an expiration date (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let ahead = 0;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_SHEET: sheetFile({ expirationDate: dayAfter(10) }) }, undefined, {
      now: () => new Date(Date.now() + ahead * DAY),
    });
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: owner }, ...(payload ? { payload } : {}) });

  it('ends a lock with the sheet, and refuses submit once the sheet has expired (409 naming it)', async () => {
    const { appId, offer } = await completeApplication(t.app, owner);
    const accepted = await call('POST', `/api/v2/application/${appId}/loan_terms`, {
      productId: offer.id,
      accepted: true,
    });
    expect(accepted.json().lock).toMatchObject({
      expiresOn: dayAfter(10),
      endsWithRateSheet: true,
      periodDays: 45,
    });
    ahead = 11;
    const refused = await call('POST', `/api/v2/application/${appId}/submit`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lock_expired' });
    expect(refused.json().message).toBe(
      `Your rate lock ended on ${longDate(dayAfter(10))}, when the rates it was taken on expired. Review your terms on today's rates before you submit.`,
    );
    // No rates are in force to lock again on.
    await call('POST', '/api/v2/pricing/reprice', { applicationId: appId });
    const again = await call('POST', `/api/v2/application/${appId}/loan_terms`, {
      productId: offer.id,
      accepted: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('rate_sheet_expired');
  });
});
