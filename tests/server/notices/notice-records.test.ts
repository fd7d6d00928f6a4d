/**
 * Notices of action kept (issue 18, item 8): a decline's notice stored with its decision date, 30-day due date and
 * 25-month retention, listed for the borrower and the operator; an offer of less than asked is a counteroffer
 * whose notice is given once 90 days pass unaccepted, and none when its terms are accepted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticesOfAction } from '../../../src/server/db/schema.ts';
import { addMonths } from '../../../src/server/notices/notice-records.ts';
import { pricingRunsOf } from '../../../src/server/pricing/pricing-runs.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { formatLongDate } from '../../../src/shared/format.ts';
import { ECOA_NOTICE } from '../../../src/shared/notices/notice-texts.ts';
import { FORM_C1_REASONS } from '../../../src/shared/pricing/decline-reasons.ts';
import type { SimulatorScenario } from '../../../src/shared/simulator-scenario.ts';
import { adminAuthorization } from '../../support/admin-user.ts';
import { applicationWith, prequalAnswers } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { chooseScenario } from '../../support/simulator-scenario.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

const DAY = 86_400_000;
const mortgage = { type: 'Mortgage', balance: 180_000 } as const;
/** 90% of 250,000 less the 180,000 that stays: at most 45,000 of the 60,000 asked. */
const COUNTEROFFER: SimulatorScenario = {
  credit: { score: 780, tradelines: [mortgage] },
  avm: { value: 250_000 },
};
const DECLINE: SimulatorScenario = { credit: { score: 610 }, avm: { value: 650_000 } };

describe.each(backends)('notices of action kept (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let intruder: string;
  let admin: string;
  let ahead = 0;
  const today = () => new Date(Date.now() + ahead * DAY).toISOString().slice(0, 10);
  const plusDays = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  beforeAll(async () => {
    // Each instance gives due counteroffers their notices every second here (an hour by default).
    t = await createTestApp(backend, { NOTICE_SWEEP_INTERVAL_SECONDS: '1' }, undefined, {
      now: () => new Date(Date.now() + ahead * DAY),
    });
    owner = (await signedInUser(t.app)).authorization;
    intruder = (await signedInUser(t.app)).authorization;
    admin = await adminAuthorization(t.app, t.db.orm);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, authorization = owner) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const listUrl = (appId: string) => `/api/v2/application/${appId}/notices-of-action`;
  const adminList = async (status: string, appId: string) =>
    (await call('GET', `/api/v2/admin/notices-of-action?status=${status}`, undefined, admin))
      .json()
      .notices.filter((notice: { applicationId: string }) => notice.applicationId === appId);

  async function priced(scenario: SimulatorScenario) {
    const appId = await applicationWith(t.app, owner, prequalAnswers());
    await call('POST', `/api/v2/application/${appId}/consents`, {
      kind: SOFT_CREDIT_PULL_CONSENT.kind,
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await chooseScenario(t.app, owner, appId, scenario);
    await verifyIdentity(t.app, owner, appId);
    expect((await call('POST', `/api/v2/applications/${appId}/credit`)).statusCode).toBe(200);
    const pricing = await call('POST', '/api/v2/pricing/new', { applicationId: appId });
    expect(pricing.statusCode, pricing.body).toBe(200);
    return { appId, pricing: pricing.json() };
  }

  it('a decline: its notice is stored with the decision date, the 30-day due date and 25 months of retention', async () => {
    ahead = 0;
    const { appId } = await priced(DECLINE);
    const listed = await call('GET', listUrl(appId));
    expect(listed.statusCode).toBe(200);
    const [given] = listed.json().notices;
    expect(listed.json().notices).toHaveLength(1);
    expect(given).toMatchObject({
      action: 'denied',
      status: 'issued',
      decidedOn: today(),
      dueOn: plusDays(today(), 30),
      retainUntil: addMonths(today(), 25),
      notice: { action: { taken: 'denied' }, ecoa: { statement: ECOA_NOTICE } },
    });
    expect(given.principalReasons).toEqual(given.notice.principalReasons);
    // The run that declined is kept with its declines and reasons.
    const [run] = await pricingRunsOf(t.db.orm, Number(appId));
    expect(run?.declines).toEqual([{ code: 'creditScore', score: 610, minimumScore: 640 }]);
    expect(run?.ineligibleReasons.length).toBeGreaterThan(0);
    expect(run?.offers).toEqual([]);
    expect(given.issuedAt.slice(0, 10)).toBe(today());
    expect(await adminList('issued', appId)).toEqual([given]);
    // The portal's card of the application links to it.
    const cards = (await call('GET', '/api/v2/portal')).json().loans;
    expect(cards.find((card: { appId: string }) => card.appId === appId)).toMatchObject({
      kind: 'application',
      noticeOfAction: { issuedOn: today(), action: 'denied' },
    });
    // The kept record outlives any clean-up: the database refuses to delete it before its retention ends.
    await expect(
      t.db.orm.delete(noticesOfAction).where(eq(noticesOfAction.applicationId, Number(appId))),
    ).rejects.toThrow();
    expect((await call('GET', listUrl(appId))).json().notices).toHaveLength(1);
  });

  it('is the owner’s only: another borrower gets 404, a borrower the operator list 403', async () => {
    ahead = 0;
    const { appId } = await priced(DECLINE);
    expect((await call('GET', listUrl(appId), undefined, intruder)).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/admin/notices-of-action', undefined, owner)).statusCode).toBe(403);
    const bad = await call('GET', '/api/v2/admin/notices-of-action?status=sent', undefined, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
  });

  it('an offer of less than asked, not accepted: pending with its 90-day due date, then given as a counteroffer notice', async () => {
    ahead = 0;
    const { appId, pricing } = await priced(COUNTEROFFER);
    expect(pricing.products.length).toBeGreaterThan(0);
    expect(pricing.limitedBy).toBe('combinedLoanToValue');
    const decidedOn = today();
    expect((await call('GET', listUrl(appId))).json().notices).toEqual([]);
    expect(await adminList('pending', appId)).toMatchObject([
      { action: 'counteroffer', decidedOn, dueOn: plusDays(decidedOn, 90), issuedAt: null, notice: null },
    ]);

    ahead = 89;
    expect((await call('GET', listUrl(appId))).json().notices).toEqual([]);
    ahead = 90;
    const [given] = (await call('GET', listUrl(appId))).json().notices;
    expect(given).toMatchObject({
      action: 'counteroffer',
      status: 'issued',
      decidedOn,
      dueOn: plusDays(decidedOn, 90),
      retainUntil: addMonths(today(), 25),
      principalReasons: [FORM_C1_REASONS.collateral],
      notice: {
        action: { taken: 'counteroffer' },
        counteroffer: { requestedAmount: 60_000, offeredAmount: 45_000, limitedBy: 'combinedLoanToValue' },
        creditor: { name: expect.any(String) },
        credit: { score: { value: 780 } },
      },
    });
    expect(given.notice.explanations[0]).toBe(
      `You asked for $60,000; on ${formatLongDate(decidedOn)} we offered at most $45,000, and that offer was not accepted.`,
    );
    expect((await call('GET', `/api/v2/application/${appId}/notice-of-action`)).json().notice).toEqual(
      given.notice,
    );
    expect(await adminList('pending', appId)).toEqual([]);
  });

  it('a counteroffer not accepted gets its notice on its 90th day though nobody reads a list', async () => {
    ahead = 0;
    const { appId } = await priced(COUNTEROFFER);
    const stored = async () =>
      (
        await t.db.orm
          .select({ status: noticesOfAction.status, notice: noticesOfAction.notice })
          .from(noticesOfAction)
          .where(eq(noticesOfAction.applicationId, Number(appId)))
      )[0];
    ahead = 89;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await stored())?.status).toBe('pending');
    ahead = 90;
    await expect.poll(async () => (await stored())?.status, { timeout: 5_000 }).toBe('issued');
    expect((await stored())?.notice).toMatchObject({ action: { taken: 'counteroffer' } });
  });

  it('a counteroffer whose terms are accepted needs no notice', async () => {
    ahead = 0;
    const { appId, pricing } = await priced(COUNTEROFFER);
    const [offer] = pricing.products;
    const chosen = await call('POST', '/api/v2/pricing/offers', {
      applicationId: appId,
      productId: offer.id,
      loanAmount: offer.loanAmount,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const accepted = await call('POST', `/api/v2/application/${appId}/loan_terms`, {
      productId: offer.id,
      accepted: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    ahead = 100;
    expect((await call('GET', listUrl(appId))).json().notices).toEqual([]);
    expect(await adminList('accepted', appId)).toMatchObject([{ action: 'counteroffer', notice: null }]);
  });
});
