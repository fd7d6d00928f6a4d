import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowCatalog } from '../../../src/server/flows/flow-catalog.ts';
import { SOFT_CREDIT_PULL_CONSENT } from '../../../src/shared/consents.ts';
import { factPath } from '../../../src/shared/flows/flow-facts.ts';
import { adminAuthorization } from '../../support/admin-user.ts';
import { applicationWith } from '../../support/application.ts';
import { signedInUser } from '../../support/identity.ts';
import { consentToSubmit, dataSet } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp } from '../../support/test-app.ts';
import { verifyIdentity } from '../../support/verified-identity.ts';

const FLOW = 'slim-1'; // the data set's flow; the address goes where that flow's propertyAddress fact says
const PORTLAND = { street: '1120 SW 5th Avenue', unit: '', city: 'Portland', state: 'OR', zip: '97204' };
const PACIFIC = 'America/Los_Angeles';

/** The wall time of an instant on a zone's clock, `YYYY-MM-DD HH:MM`. */
const wallTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(', ', ' ');

/** The data set with its property moved to `address`, at the flow's own path for it. */
function answersAt(address: typeof PORTLAND) {
  const answers = dataSet(FLOW, 'minimal');
  const path = factPath(flowCatalog().flows.get(FLOW)?.facts.propertyAddress);
  if (!path) throw new Error(`${FLOW} says nowhere where its property's address is`);
  const keys = path.split('.');
  let parent = answers as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    parent[key] ??= {};
    parent = parent[key] as Record<string, unknown>;
  }
  parent[keys.at(-1) as string] = address;
  return answers;
}

describe.each(backends)('closing at the property, on its clock (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = (await signedInUser(t.app)).authorization;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, authorization = owner) =>
    t.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A submitted loan on a home at `address`. */
  async function loanOn(address = PORTLAND) {
    const appId = await applicationWith(t.app, owner, answersAt(address));
    await call('POST', `/api/v2/application/${appId}/consents`, {
      kind: 'soft-credit-pull',
      textVersion: SOFT_CREDIT_PULL_CONSENT.version,
    });
    await verifyIdentity(t.app, owner, appId);
    await call('POST', `/api/v2/applications/${appId}/credit`);
    const offer = (await call('POST', '/api/v2/pricing/new', { applicationId: appId })).json().products[0];
    const chosen = await call('POST', '/api/v2/pricing/offers', {
      applicationId: appId,
      productId: offer.id,
      loanAmount: offer.loanAmount,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await consentToSubmit(t.app, owner, appId);
    const submitted = await call('POST', `/api/v2/application/${appId}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(201);
    return { appId, loan: submitted.json() as { id: string; milestone: number } };
  }

  const eventsOf = async (appId: string) => {
    const result = await t.db.orm.execute(
      sql`SELECT e.kind, e.detail FROM loan_events e JOIN loans l ON l.id = e.loan_id WHERE l.application_id = ${Number(appId)} ORDER BY e.id`,
    );
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      kind: string;
      detail: Record<string, unknown>;
    }[];
  };

  it('offers a Portland, OR home Pacific time slots and stores the booking with that day’s Pacific offset', async () => {
    const { appId } = await loanOn();
    const listed = (await call('GET', `/api/v2/application/${appId}/closing/slots`)).json();
    expect(listed.timeZone).toBe(PACIFIC);
    const today = wallTime(new Date().toISOString(), PACIFIC).slice(0, 10);
    expect(listed.slots[0].date > today).toBe(true);
    const slot = listed.slots.at(-1);
    const booked = await call('PUT', `/api/v2/application/${appId}/closing`, { slotId: slot.id });
    expect(booked.statusCode, booked.body).toBe(200);
    const appointment = booked.json().closingAppointment;
    expect(appointment.timeZone).toBe(PACIFIC);
    // ISO with the offset of that day in Portland (-07:00 in daylight saving time, -08:00 otherwise)...
    expect(appointment.dateTime).toMatch(new RegExp(`^${slot.date}T${slot.start}:00-0[78]:00$`));
    // ...which is the slot's wall time on Portland's clock, whatever the date.
    expect(wallTime(appointment.dateTime, PACIFIC)).toBe(`${slot.date} ${slot.start}`);
    expect(wallTime(appointment.dateTimeEnd, PACIFIC)).toBe(`${slot.date} ${slot.end}`);
    expect(appointment.location).toBe('1120 SW 5th Avenue, Portland, OR 97204');
  });

  it('moves the loan to Schedule Closing, with a loan event, and the portal shows it; booking again moves nothing', async () => {
    const { appId, loan } = await loanOn();
    expect(loan.milestone).toBe(0);
    const { slots } = (await call('GET', `/api/v2/application/${appId}/closing/slots`)).json();
    const booked = (
      await call('PUT', `/api/v2/application/${appId}/closing`, { slotId: slots[0].id })
    ).json();
    expect(booked).toMatchObject({ milestone: 4, status: 'Schedule Closing' });
    const events = await eventsOf(appId);
    expect(events.map((event) => event.kind)).toEqual([
      'submitted',
      'closing-scheduled',
      'milestone-changed',
    ]);
    expect(events[2]?.detail).toMatchObject({ from: 0, to: 4 });

    const cards = (await call('GET', '/api/v2/portal')).json().loans as { id: string; status: string }[];
    expect(cards.find((card) => card.id === loan.id)?.status).toBe('Schedule Closing');
    const summary = (await call('GET', `/api/v2/portal/${loan.id}/loan`)).json();
    expect(summary).toMatchObject({ milestone: 4, status: 'Schedule Closing' });
    expect(summary.closingAppointment).toMatchObject({ slotId: slots[0].id, timeZone: PACIFIC });

    const again = await call('PUT', `/api/v2/application/${appId}/closing`, { slotId: slots[3].id });
    expect(again.json()).toMatchObject({ milestone: 4 });
    expect((await eventsOf(appId)).map((event) => event.kind)).toEqual([
      'submitted',
      'closing-scheduled',
      'milestone-changed',
      'closing-scheduled',
    ]);
  });

  it('never moves a loan back: a Completed loan stays Completed when a closing is booked', async () => {
    const { appId, loan } = await loanOn();
    const admin = await adminAuthorization(t.app, t.db.orm);
    const completed = await call('PUT', `/api/v2/admin/loans/${loan.id}/milestone`, { milestone: 5 }, admin);
    expect(completed.statusCode, completed.body).toBe(200);
    const { slots } = (await call('GET', `/api/v2/application/${appId}/closing/slots`)).json();
    const booked = (
      await call('PUT', `/api/v2/application/${appId}/closing`, { slotId: slots[0].id })
    ).json();
    expect(booked).toMatchObject({ milestone: 5, status: 'Completed' });
    expect((await eventsOf(appId)).filter((event) => event.kind === 'milestone-changed')).toHaveLength(1);
  });

  it('shows an appointment a processor set without a zone on the property’s clock', async () => {
    const { loan } = await loanOn();
    const admin = await adminAuthorization(t.app, t.db.orm);
    const set = await call(
      'PUT',
      `/api/v2/admin/loans/${loan.id}/appointments/appraisal`,
      {
        dateTime: '2026-12-03T18:00:00Z',
        dateTimeEnd: '2026-12-03T19:00:00Z',
        location: '1120 SW 5th Avenue, Portland, OR 97204',
        closerName: 'Marcus Lee, certified appraiser',
        closerPhone: '(503) 555-0188',
        closerEmail: 'appraisals@example.com',
      },
      admin,
    );
    expect(set.statusCode, set.body).toBe(200);
    const summary = (await call('GET', `/api/v2/portal/${loan.id}/loan`)).json();
    expect(summary.appraisalAppointment).toMatchObject({
      dateTime: '2026-12-03T18:00:00.000Z',
      timeZone: PACIFIC,
    });
  });

  it('offers a Columbus, OH home Eastern time slots', async () => {
    const { appId } = await loanOn({ ...PORTLAND, city: 'Columbus', state: 'OH', zip: '43215' });
    const listed = (await call('GET', `/api/v2/application/${appId}/closing/slots`)).json();
    expect(listed.timeZone).toBe('America/New_York');
  });
});
