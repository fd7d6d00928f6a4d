import { describe, expect, it } from 'vitest';
import { closingSlots, findClosingSlot } from '../../src/shared/closing-slots.ts';
import { US_STATES } from '../../src/shared/us-states.ts';
import { dateIn, timeZoneLabel, zonedIso } from '../../src/shared/zoned-time.ts';

describe('wall times in a time zone', () => {
  it.each([
    ['2026-07-14', '10:00', 'America/Los_Angeles', '2026-07-14T10:00:00-07:00'], // PDT
    ['2026-12-03', '10:00', 'America/Los_Angeles', '2026-12-03T10:00:00-08:00'], // PST
    ['2026-07-14', '15:30', 'America/New_York', '2026-07-14T15:30:00-04:00'],
    ['2026-12-03', '15:30', 'America/New_York', '2026-12-03T15:30:00-05:00'],
    ['2026-07-14', '10:00', 'America/Phoenix', '2026-07-14T10:00:00-07:00'], // no daylight saving time
    ['2026-12-03', '10:00', 'America/Phoenix', '2026-12-03T10:00:00-07:00'],
    ['2026-07-14', '13:00', 'Pacific/Honolulu', '2026-07-14T13:00:00-10:00'],
    ['2026-07-14', '13:00', 'America/Anchorage', '2026-07-14T13:00:00-08:00'],
    // The days the clocks change in 2026: 8 March (spring forward at 2:00) and 1 November (fall back at 2:00).
    ['2026-03-08', '10:00', 'America/Chicago', '2026-03-08T10:00:00-05:00'],
    ['2026-03-07', '10:00', 'America/Chicago', '2026-03-07T10:00:00-06:00'],
    ['2026-11-01', '10:00', 'America/Denver', '2026-11-01T10:00:00-07:00'],
    ['2026-10-31', '10:00', 'America/Denver', '2026-10-31T10:00:00-06:00'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedIso(date, time, zone)).toBe(iso);
    // The same instant read back on that zone's clock is the wall time asked for.
    const wall = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));
    expect(wall).toBe(`${date}, ${time}`);
  });

  it('names the calendar date at the place: late evening in Portland is already tomorrow in UTC', () => {
    const instant = new Date('2026-11-20T06:30:00Z');
    expect(dateIn('America/Los_Angeles', instant)).toBe('2026-11-19');
    expect(dateIn('America/New_York', instant)).toBe('2026-11-20');
  });

  it('labels every zone a state is on in the borrower’s words', () => {
    expect(timeZoneLabel('America/Los_Angeles')).toBe('Pacific time');
    expect(timeZoneLabel('America/New_York')).toBe('Eastern time');
    for (const state of Object.values(US_STATES)) {
      const zones = [state.timeZone, ...('zones' in state ? state.zones.map((zone) => zone[2]) : [])];
      for (const zone of zones) expect(timeZoneLabel(zone), zone).not.toContain('/');
    }
  });
});

describe('closing slots at the property', () => {
  it('start from the property’s own date and find a slot only in its zone’s list', () => {
    // 22:30 on Thursday 19 November in Portland is already Friday 20 November in New York.
    const now = new Date('2026-11-20T06:30:00Z');
    const portland = closingSlots('America/Los_Angeles', now);
    const newYork = closingSlots('America/New_York', now);
    expect(portland[0]?.date).toBe('2026-11-23'); // Sunday 22 is no business day
    expect(newYork[0]?.date).toBe('2026-11-23');
    expect(portland.at(-1)?.date).toBe('2026-12-11'); // the 24th day after 19 November is a Sunday
    expect(newYork.at(-1)?.date).toBe('2026-12-14'); // the 24th day after 20 November (a Monday)
    expect(findClosingSlot('2026-12-14T10:00', 'America/Los_Angeles', now)).toBeUndefined();
    expect(findClosingSlot('2026-12-14T10:00', 'America/New_York', now)).toMatchObject({ start: '10:00' });
  });
});
