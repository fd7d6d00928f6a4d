/**
 * Closing at the property: the slots on its clock (the time zone of the property's state, from the flow's
 * `propertyAddress` fact), the booked appointment stored as ISO times with that day's offset and its zone, and the
 * milestone it moves (spec 4.9: a booked closing is the loan at Schedule Closing, never a step back).
 */
import {
  type ClosingRules,
  type ClosingSlot,
  closingSlots,
  earliestClosingDate,
  findClosingSlot,
} from '../../shared/closing-slots.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { MILESTONES } from '../../shared/loan-milestones.ts';
import { zonedIso } from '../../shared/zoned-time.ts';
import type { LoanOfficer } from '../branding/officer-repository.ts';
import type { Orm } from '../db/database.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { type ApplicationAnswers, formatAddress } from './disbursement.ts';
import type { LenderCalendar } from './lender-calendar.ts';
import { advanceMilestone, type LoanRow, updateLoan } from './loan-repository.ts';
import { loanText, refusalDay } from './loan-texts.ts';
import { propertyTimeZone, WITHOUT_STATE } from './property-time-zone.ts';
import { type ClosingLimit, closingLimits } from './trid-timeline.ts';

const SCHEDULE_CLOSING = MILESTONES.indexOf('Schedule Closing');

type TimelineApplication = Parameters<typeof closingLimits>[0];

/** The lender's open days and the earliest date TRID and Texas allow, with the rule that binds (its reason in `locale`). */
function closingRules(
  application: TimelineApplication,
  loan: LoanRow,
  lender: LenderCalendar,
  locale: Locale,
): ClosingRules & { binding?: ClosingLimit } {
  const [binding] = closingLimits(application, loan, lender, locale);
  return { openDays: lender.openDays, ...(binding ? { notBefore: binding.date, binding } : {}) };
}

/**
 * GET …/closing/slots: the slots at the property, in its zone, the first day allowed and why (in `locale`), what is
 * booked.
 */
export function closingSlotsView(
  application: TimelineApplication,
  loan: LoanRow,
  lender: LenderCalendar,
  locale: Locale,
  now: Date = new Date(),
) {
  const timeZone = propertyTimeZone(application);
  const rules = closingRules(application, loan, lender, locale);
  return {
    timeZone,
    slots: closingSlots(timeZone, now, rules),
    earliestDate: earliestClosingDate(timeZone, now, rules.notBefore),
    earliestBecause:
      rules.binding && rules.binding.date >= earliestClosingDate(timeZone, now) ? rules.binding.why : null,
    closingAppointment: loan.closingAppointment,
  };
}

/** The closing at the property with the loan officer as the contact (spec 2.8's appointment fields). */
export function closingAppointment(
  slot: ClosingSlot,
  application: ApplicationAnswers,
  officer: LoanOfficer | undefined,
): Record<string, unknown> {
  const timeZone = propertyTimeZone(application);
  return {
    slotId: slot.id,
    dateTime: zonedIso(slot.date, slot.start, timeZone),
    dateTimeEnd: zonedIso(slot.date, slot.end, timeZone),
    timeZone,
    location: formatAddress(applicationFacts(application.flowType, application.data).propertyAddress),
    closerName: officer?.fullName ?? 'Your loan officer',
    closerPhone: officer?.phone ?? null,
    closerEmail: officer?.email ?? null,
  };
}

/**
 * Books the slot as the loan's closing appointment and moves a loan at an earlier milestone to Schedule Closing,
 * each with its loan event (the portal hears of both). A problem in words (in `locale`) when the slot is not one of
 * the property's slots now, naming the earliest date when it is before it.
 */
export async function bookClosing(
  orm: Orm,
  application: TimelineApplication,
  loan: LoanRow,
  slotId: string,
  officer: LoanOfficer | undefined,
  actor: string,
  lender: LenderCalendar,
  locale: Locale,
  now: Date = new Date(),
): Promise<{ loan: LoanRow } | { problem: string }> {
  const timeZone = propertyTimeZone(application);
  const rules = closingRules(application, loan, lender, locale);
  const slot = findClosingSlot(slotId, timeZone, now, rules);
  if (!slot) {
    const t = loanText(locale);
    const earliest = earliestClosingDate(timeZone, now, rules.notBefore);
    if (!/^\d{4}-\d{2}-\d{2}/.test(slotId) || slotId.slice(0, 10) >= earliest)
      return { problem: t('refusal.slot.unknown') };
    const day = refusalDay(locale, earliest);
    return {
      problem:
        rules.binding?.date === earliest
          ? t('refusal.slot.tooEarlyBecause', { earliest: day, because: rules.binding.why })
          : t('refusal.slot.tooEarly', { earliest: day }),
    };
  }
  const appointment = closingAppointment(slot, application, officer);
  const booked = await updateLoan(orm, loan.id, { closingAppointment: appointment }, actor, {
    kind: 'closing-scheduled',
    detail: { slotId: slot.id, dateTime: appointment.dateTime },
  });
  const moved = await advanceMilestone(orm, loan.id, SCHEDULE_CLOSING, actor, {
    because: 'closing-scheduled',
  });
  return { loan: moved ?? booked };
}

/** An appointment as the summary shows it: with the zone of the property when it was stored without one. */
export function appointmentView(
  appointment: Record<string, unknown> | null,
  application: ApplicationAnswers | undefined,
): Record<string, unknown> | null {
  if (!appointment || typeof appointment.timeZone === 'string') return appointment;
  return { ...appointment, timeZone: application ? propertyTimeZone(application) : WITHOUT_STATE };
}
