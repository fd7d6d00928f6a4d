// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../src/client/api/loan-api.ts';
import { AppointmentCard } from '../../../src/client/loans/loan-cards.tsx';
import { loadPortalWords } from '../../support/portal-words.ts';
import { cleanup, render } from '../layout/render.tsx';

beforeAll(() => loadPortalWords());
afterEach(cleanup);

describe('an appointment card', () => {
  const appointment: Appointment = {
    dateTime: '2026-12-03T10:00:00-08:00',
    dateTimeEnd: '2026-12-03T11:00:00-08:00',
    timeZone: 'America/Los_Angeles',
    location: '1120 SW 5th Avenue, Portland, OR 97204',
    closerName: 'Dana Whitfield',
    closerPhone: '(503) 555-0188',
    closerEmail: 'closings@example.com',
  };

  it('shows the time on the clock of the property, with its zone', async () => {
    await render(<AppointmentCard title="Closing appointment" appointment={appointment} />);
    // ICU joins the date and the time with ", " or " at " depending on its version.
    expect(document.body.textContent?.replace(/\s/g, ' ')).toMatch(
      /Thursday, December 3(,| at) 10:00 AM PST/,
    );
  });

  it('keeps daylight saving time of the day', async () => {
    await render(
      <AppointmentCard
        title="Closing appointment"
        appointment={{ ...appointment, dateTime: '2026-07-14T13:00:00-07:00' }}
      />,
    );
    expect(document.body.textContent?.replace(/\s/g, ' ')).toMatch(/Tuesday, July 14(,| at) 1:00 PM PDT/);
  });
});
