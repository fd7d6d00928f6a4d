import { describe, expect, it } from 'vitest';
import {
  isValidRoutingNumber,
  maskAccountNumber,
  ROUTING_NUMBER_MESSAGES,
  routingNumberProblem,
} from '../../src/shared/bank-routing.ts';
import { closingSlots, findClosingSlot, isBusinessDay } from '../../src/shared/closing-slots.ts';
import { milestoneColour, milestoneName } from '../../src/shared/loan-milestones.ts';
import { resetSection, submissionProgress } from '../../src/shared/submission-progress.ts';

describe('submission progress (spec 4.4)', () => {
  it('counts the pre- and post-submit sections from the facts', () => {
    expect(submissionProgress({})).toEqual({
      applicant: 0,
      cosigner: 0,
      submit: 0,
      process: 0,
      disclosures: 0,
      schedule: 0,
      money: 0,
    });
    const all = submissionProgress({
      applicant: {
        legal: { firstName: 'Rosa' },
        residence: { current: {} },
        employment: { status: 'Employed' },
      },
      declarations: { bankruptcyIndicator: 'no' },
      military: { selfDeclaredMilitaryServiceIndicator: 'no' },
      demographics: { sex: ['Female'] },
      cosigner: { support: 'no' },
      termsAccepted: true,
      submitted: true,
      eSignConsented: true,
      closingScheduled: true,
      disbursementChosen: true,
    });
    expect(Object.values(all).every((value) => value === 100)).toBe(true);
    expect(submissionProgress({ applicant: { legal: { firstName: 'Rosa' } } }).applicant).toBe(16);
    expect(submissionProgress({ termsAccepted: true }).submit).toBe(50);
  });

  it('resets any section to 0', () => {
    const progress = submissionProgress({ submitted: true, closingScheduled: true });
    expect(resetSection(progress, 'schedule').schedule).toBe(0);
    expect(resetSection(progress, 'schedule').process).toBe(100);
    expect(submissionProgress({ submitted: true }, ['process']).process).toBe(0);
  });
});

describe('bank routing numbers', () => {
  it('accepts nine digits with a valid ABA check digit only', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('02100002')).toBe(false);
    expect(isValidRoutingNumber('02100002a')).toBe(false);
    expect(maskAccountNumber('987654321')).toBe('****4321');
    expect(routingNumberProblem('021000021')).toBeUndefined();
    expect(routingNumberProblem('021000022')).toBe('checksum');
    expect(routingNumberProblem('02100002')).toBe('length');
    expect(ROUTING_NUMBER_MESSAGES.checksum).toContain('not a valid routing number');
  });
});

describe('closing slots', () => {
  it('lists business days only, from the third day on, and finds a listed slot by id', () => {
    const today = new Date('2026-11-20T15:00:00Z');
    const slots = closingSlots('America/New_York', today);
    expect(slots[0]?.date).toBe('2026-11-23');
    expect(slots.map((slot) => slot.date)).not.toContain('2026-11-26'); // Thanksgiving
    expect(slots.map((slot) => slot.date)).not.toContain('2026-11-28'); // Saturday
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(findClosingSlot('2026-11-23T13:00', 'America/New_York', today)).toMatchObject({
      start: '13:00',
      end: '14:00',
    });
    expect(findClosingSlot('2026-11-28T10:00', 'America/New_York', today)).toBeUndefined();
  });
});

describe('milestones (spec 4.9)', () => {
  it('names the six milestones, unknown as step 0, with the spec colours', () => {
    expect(milestoneName(0)).toBe('Application Submitted');
    expect(milestoneName(4)).toBe('Schedule Closing');
    expect(milestoneName(9)).toBe('Application Submitted');
    expect(milestoneColour('Sign Disclosures')).toBe('#B57BEE');
    expect(milestoneColour('Completed')).toBe('#8c8c8f');
  });
});
