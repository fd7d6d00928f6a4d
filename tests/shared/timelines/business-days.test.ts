import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  federalHolidays,
  general,
  isBusinessDay,
  SPECIFIC,
} from '../../../src/shared/timelines/business-days.ts';
import {
  earliestConsummationAfterLoanEstimate,
  loanEstimateDueDate,
  receivedDate,
  rescissionPeriod,
  texasEarliestClosing,
} from '../../../src/shared/timelines/closing-timeline.ts';

describe('DOMAIN.md 6 worked examples (2026: Thanksgiving Thursday 26 November, Christmas Friday 25 December)', () => {
  it('closing Friday 27 November: the right to cancel ends Tuesday 1 December, money Wednesday 2 December', () => {
    expect(rescissionPeriod('2026-11-27')).toEqual({ endsOn: '2026-12-01', moneyFrom: '2026-12-02' });
  });

  it('Loan Estimate delivered in person Friday 27 November: consummation Saturday 5 December at the earliest', () => {
    expect(receivedDate('2026-11-27', 'in-person')).toBe('2026-11-27');
    expect(earliestConsummationAfterLoanEstimate('2026-11-27')).toBe('2026-12-05');
  });

  it('sent electronically Friday 27 November without proof: received Tuesday 1 December', () => {
    expect(receivedDate('2026-11-27', 'electronic')).toBe('2026-12-01');
    expect(receivedDate('2026-11-27', 'mail')).toBe('2026-12-01');
  });

  it('six pieces Monday 23 November at a lender open Monday to Friday: Loan Estimate due Friday 27 November', () => {
    expect(loanEstimateDueDate('2026-11-23')).toBe('2026-11-27');
  });

  it('closing Wednesday 23 December: rescission ends Monday 28 December', () => {
    expect(rescissionPeriod('2026-12-23').endsOn).toBe('2026-12-28');
  });
});

describe('the two definitions', () => {
  it('specific counts Saturdays but not Sundays or holidays; general counts the lender’s open days', () => {
    expect(isBusinessDay('2026-11-28', SPECIFIC)).toBe(true);
    expect(isBusinessDay('2026-11-29', SPECIFIC)).toBe(false);
    expect(isBusinessDay('2026-11-26', SPECIFIC)).toBe(false);
    expect(isBusinessDay('2026-11-28', general())).toBe(false);
    expect(isBusinessDay('2026-11-28', general(['Monday', 'Saturday']))).toBe(true);
    expect(isBusinessDay('2026-11-26', general(['Thursday']))).toBe(false);
  });

  it('a lender also open on Saturdays has the Loan Estimate due a day earlier', () => {
    const sixDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
    expect(loanEstimateDueDate('2026-11-25', sixDays)).toBe('2026-11-30');
    expect(loanEstimateDueDate('2026-11-25')).toBe('2026-12-01');
  });

  it('zero business days is the day itself', () => {
    expect(addBusinessDays('2026-11-29', 0, SPECIFIC)).toBe('2026-11-29');
  });
});

describe('federal holidays of 5 USC 6103(a), observed', () => {
  it('2026: eleven days, Independence Day on a Saturday observed Friday 3 July', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(isBusinessDay('2026-07-04', SPECIFIC)).toBe(true);
    expect(isBusinessDay('2026-07-03', SPECIFIC)).toBe(false);
  });

  it('Independence Day 2027 on a Sunday is observed Monday 5 July', () => {
    expect(federalHolidays(2027).has('2027-07-05')).toBe(true);
    expect(federalHolidays(2027).has('2027-07-04')).toBe(false);
  });

  it('Christmas 2027 on a Saturday is observed Friday 24 December; New Year 2028 on a Saturday on 31 December 2027', () => {
    expect(federalHolidays(2027).has('2027-12-24')).toBe(true);
    expect(federalHolidays(2027).has('2027-12-31')).toBe(true);
    expect(federalHolidays(2028).has('2027-12-31')).toBe(false);
    expect(isBusinessDay('2027-12-31', SPECIFIC)).toBe(false);
  });

  it('Juneteenth 2027 on a Saturday is observed Friday 18 June; Veterans Day 2029 on a Sunday, Monday 12 November', () => {
    expect(federalHolidays(2027).has('2027-06-18')).toBe(true);
    expect(federalHolidays(2029).has('2029-11-12')).toBe(true);
  });
});

describe('Texas 12 days', () => {
  it('counts from the later of the application and the notice', () => {
    expect(texasEarliestClosing('2026-11-23', '2026-11-20')).toBe('2026-12-05');
    expect(texasEarliestClosing('2026-11-20', '2026-11-23')).toBe('2026-12-05');
  });
});
