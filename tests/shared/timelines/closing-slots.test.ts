import { describe, expect, it } from 'vitest';
import { closingSlots, findClosingSlot } from '../../../src/shared/closing-slots.ts';

// Monday 23 November 2026, noon in New York.
const now = new Date('2026-11-23T17:00:00Z');

describe('closing slots under the timelines', () => {
  it('start on the third day, on the lender’s open days, federal holidays closed', () => {
    const days = [...new Set(closingSlots('America/New_York', now).map((slot) => slot.date))];
    expect(days.slice(0, 3)).toEqual(['2026-11-27', '2026-11-30', '2026-12-01']);
    const withSaturdays = closingSlots('America/New_York', now, {
      openDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    });
    expect([...new Set(withSaturdays.map((slot) => slot.date))].slice(0, 2)).toEqual([
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(days).not.toContain('2026-12-25');
  });

  it('start no earlier than the date the rules allow, and an earlier slot is not found', () => {
    const slots = closingSlots('America/New_York', now, { notBefore: '2026-12-05' });
    expect(slots[0]?.id).toBe('2026-12-07T10:00');
    expect(
      findClosingSlot('2026-12-04T10:00', 'America/New_York', now, { notBefore: '2026-12-05' }),
    ).toBeUndefined();
    expect(
      findClosingSlot('2026-12-07T13:00', 'America/New_York', now, { notBefore: '2026-12-05' }),
    ).toBeDefined();
  });
});
