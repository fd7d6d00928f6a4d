import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { addBusinessDays, addCalendarDays, SPECIFIC } from '../../../src/shared/timelines/business-days.ts';
import { loanEstimateDueDate, rescissionPeriod } from '../../../src/shared/timelines/closing-timeline.ts';
import { dateIn } from '../../../src/shared/zoned-time.ts';
import { adminAuthorization } from '../../support/admin-user.ts';
import { applicationWith } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { consentToSubmit, dataSet } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

interface Offer {
  id: string;
  creditType: string;
  loanAmount: number;
  originationFee: number;
  cashToBorrower: number;
  apr: number;
}
interface Slot {
  id: string;
  date: string;
}

const TEXAS_HOME = {
  street: '1200 Barton Springs Road',
  unit: '',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
};

describe.each(backends)('TRID and the right to cancel (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: owner }, ...(payload ? { payload } : {}) });
  const app = (appId: string, path: string) => `/api/v2/application/${appId}${path}`;

  /** slim-1's minimal borrower (optionally elsewhere), priced, with the first offer of the kind asked, submitted. */
  async function submitted(creditType: 'closed-end' | 'open-end', address?: Record<string, string>) {
    const answers = dataSet('slim-1', 'minimal') as { property: { address: unknown } };
    if (address) answers.property.address = address;
    const appId = await applicationWith(t.app, owner, answers);
    await call('POST', app(appId, '/consents'), {
      kind: 'soft-credit-pull',
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentity(t.app, owner, appId);
    await call('POST', `/api/v2/applications/${appId}/credit`);
    const priced = (await call('POST', '/api/v2/pricing/new', { applicationId: appId })).json();
    const offer = (priced.products as Offer[]).find((product) => product.creditType === creditType);
    if (!offer) throw new Error(`no ${creditType} offer: ${JSON.stringify(priced.ineligibleReasons)}`);
    const chosen = await call('POST', '/api/v2/pricing/offers', {
      applicationId: appId,
      productId: offer.id,
      loanAmount: offer.loanAmount,
    });
    expect(chosen.statusCode).toBe(200);
    const before = (await call('GET', app(appId, '/timeline'))).json();
    await consentToSubmit(t.app, owner, appId);
    const submit = await call('POST', app(appId, '/submit'));
    expect(submit.statusCode).toBe(201);
    return { appId, offer, before };
  }

  const slotsOf = async (appId: string) =>
    (await call('GET', app(appId, '/closing/slots'))).json() as {
      slots: Slot[];
      earliestDate: string;
      earliestBecause: string | null;
    };

  it('records the six-piece moment once, with the Loan Estimate due 3 general business days later', async () => {
    const { appId } = await submitted('closed-end');
    const timeline = (await call('GET', app(appId, '/timeline'))).json();
    const completeAt = timeline.trid.applicationCompleteAt as string;
    expect(Date.now() - Date.parse(completeAt)).toBeLessThan(120_000);
    expect(timeline.trid).toMatchObject({
      applies: true,
      missing: [],
      loanEstimateDue: loanEstimateDueDate(dateIn('America/New_York', new Date(completeAt))),
    });
    // Another credit pull and another read leave the moment where it was.
    await call('POST', `/api/v2/applications/${appId}/credit`);
    expect((await call('GET', app(appId, '/timeline'))).json().trid.applicationCompleteAt).toBe(completeAt);
  });

  it('previews the breakdown of the chosen fixed loan, then issues it at submission: fees, cash, amount financed, APR', async () => {
    const { appId, offer, before } = await submitted('closed-end');
    expect(before.trid.loanEstimate.status).toBe('preview');
    const estimate = (await call('GET', app(appId, '/timeline'))).json().trid.loanEstimate;
    const today = dateIn('America/New_York');
    const receivedOn = addBusinessDays(today, 3, SPECIFIC);
    expect(estimate).toMatchObject({
      status: 'issued',
      sentOn: today,
      method: 'electronic',
      receivedOn,
      earliestConsummation: addBusinessDays(today, 7, SPECIFIC),
    });
    const fee = Math.round(offer.originationFee * 100);
    const loan = Math.round(offer.loanAmount * 100);
    const b = estimate.breakdown;
    // The configured settlement agent (150.00, a finance charge), title (275.00) and recording (99.00) fees.
    expect(b.thirdPartyFeesCents).toBe(52_400);
    expect(b.closingCostsCents).toBe(fee + 52_400);
    expect(b.amountFinancedCents).toBe(loan - fee - 15_000);
    expect(b.cashToBorrowerCents).toBe(Math.round(offer.cashToBorrower * 100) - 52_400);
    expect(b.financeChargeCents).toBe(b.totalOfPaymentsCents - b.amountFinancedCents);
    expect(b.totalOfPaymentsCents).toBe(b.monthlyPaymentCents * (b.termMonths - 1) + b.finalPaymentCents);
    expect(b.apr).toBeGreaterThan(offer.apr);
    expect(b.apr - offer.apr).toBeLessThan(0.125);
    expect(before.trid.loanEstimate.breakdown).toEqual(b);
  });

  it('lists closing slots from the 7th business day after the Loan Estimate was sent, and refuses an earlier one', async () => {
    const { appId } = await submitted('closed-end');
    const { loanEstimate } = (await call('GET', app(appId, '/timeline'))).json().trid;
    const slots = await slotsOf(appId);
    expect(slots.earliestDate).toBe(loanEstimate.earliestConsummation);
    expect(slots.earliestBecause).toBe('the 7th business day after your Loan Estimate was sent');
    expect(String(slots.slots[0]?.date) >= loanEstimate.earliestConsummation).toBe(true);
    const early = `${addCalendarDays(dateIn('America/New_York'), 4)}T10:00`;
    const refused = await call('PUT', app(appId, '/closing'), { slotId: early });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(
      `slotId must be on or after ${loanEstimate.earliestConsummation}`,
    );
    expect((await call('GET', app(appId, '/loan'))).json().closingAppointment ?? null).toBeNull();
  });

  it('gives a line of credit (outside TRID) slots from the third day, then the notice and period of the right to cancel', async () => {
    const { appId } = await submitted('open-end');
    const timeline = (await call('GET', app(appId, '/timeline'))).json();
    expect(timeline.trid).toMatchObject({ applies: false, loanEstimate: null });
    expect(timeline.rescission).toBeNull();
    const slots = await slotsOf(appId);
    expect(slots.earliestDate).toBe(addCalendarDays(dateIn('America/New_York'), 3));
    expect(slots.earliestBecause).toBeNull();

    const notYet = await call('POST', app(appId, '/disbursement/release'));
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('closing_not_held');

    const [slot] = slots.slots;
    expect((await call('PUT', app(appId, '/closing'), { slotId: slot?.id })).statusCode).toBe(200);
    await call('PUT', app(appId, '/disbursement'), { method: 'check' });
    const { rescission } = (await call('GET', app(appId, '/timeline'))).json();
    const period = rescissionPeriod(slot?.date as string);
    expect(rescission).toMatchObject({ closingDate: slot?.date, ...period, openEnd: true });
    const text = JSON.stringify(rescission.notice);
    expect(rescission.notice.title).toBe('Notice of your right to cancel');
    expect(text).toContain('security interest on your home');
    expect(text).toContain('within three business days');
    expect(text).toContain(
      'Keystone Home Lending, LLC, 100 Market Street, Suite 400, Philadelphia, PA 19106',
    );
    const ends = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${period.endsOn}T12:00:00Z`));
    expect(text).toContain(`no later than midnight of ${ends}`);

    const refused = await call('POST', app(appId, '/disbursement/release'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'rescission_period', moneyFrom: period.moneyFrom });
    expect(refused.json().message).toContain(period.endsOn);
  });

  it('holds a Texas home’s closing to 12 days after the application and the Texas notice', async () => {
    const { appId } = await submitted('open-end', TEXAS_HOME);
    const slots = await slotsOf(appId);
    const twelfth = addCalendarDays(dateIn('America/New_York'), 12);
    expect(slots.earliestDate).toBe(twelfth);
    expect(slots.earliestBecause).toContain('12 days');
    expect(slots.slots.every((slot) => slot.date >= twelfth)).toBe(true);
    const refused = await call('PUT', app(appId, '/closing'), {
      slotId: `${addCalendarDays(twelfth, -1)}T10:00`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^slotId must be on or after/);
  });

  it('refuses a processor’s closing before the earliest date, and counts the period from a closing they set', async () => {
    const { appId } = await submitted('closed-end');
    const admin = await adminAuthorization(t.app, t.db.orm);
    const { id: loanId } = (await call('GET', app(appId, '/loan'))).json();
    const { loanEstimate } = (await call('GET', app(appId, '/timeline'))).json().trid;
    const at = (day: string) => ({
      dateTime: `${day}T15:00:00.000Z`,
      dateTimeEnd: `${day}T16:00:00.000Z`,
      location: '418 Maple Avenue, Columbus, OH 43215',
      closerName: 'Dana Whitfield',
      closerPhone: '(614) 555-0188',
      closerEmail: 'dana.whitfield@example.com',
    });
    const set = (day: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v2/admin/loans/${loanId}/appointments/closing`,
        headers: { authorization: admin },
        payload: at(day),
      });
    const early = await set(addCalendarDays(loanEstimate.earliestConsummation, -1));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain(
      `dateTime must be on or after ${loanEstimate.earliestConsummation}`,
    );
    expect((await set(loanEstimate.earliestConsummation)).statusCode).toBe(200);
    const { rescission } = (await call('GET', app(appId, '/timeline'))).json();
    expect(rescission).toMatchObject({
      closingDate: loanEstimate.earliestConsummation,
      ...rescissionPeriod(loanEstimate.earliestConsummation),
      openEnd: false,
    });
  });

  it('answers 404 for someone else’s timeline and release', async () => {
    const { appId } = await submitted('open-end');
    const stranger = (await signedInUser(t.app)).authorization;
    for (const [method, path] of [
      ['GET', '/timeline'],
      ['POST', '/disbursement/release'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: app(appId, path),
        headers: { authorization: stranger },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
