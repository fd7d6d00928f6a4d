/**
 * Closing at the property: the slots on its clock (the time zone of the property's state, from the flow's
 * `propertyAddress` fact), the booked appointment stored as ISO times with that day's offset and its zone, and the
 * milestone it moves (spec 4.9: a booked closing is the loan at Schedule Closing, never a step back).
 */
import { type ClosingSlot, closingSlots, findClosingSlot } from '../../shared/closing-slots.ts';
import { MILESTONES } from '../../shared/loan-milestones.ts';
import { isUsStateCode, timeZoneOf } from '../../shared/us-states.ts';
import { zonedIso } from '../../shared/zoned-time.ts';
import type { LoanOfficer } from '../branding/officer-repository.ts';
import type { Orm } from '../db/database.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { type ApplicationAnswers, formatAddress } from './disbursement.ts';
import { advanceMilestone, type LoanRow, updateLoan } from './loan-repository.ts';

const SCHEDULE_CLOSING = MILESTONES.indexOf('Schedule Closing');

/**
 * Submission needs the property's address, so a loan always has its state; an application without one (never a
 * loan) is on the provider's clock.
 */
const WITHOUT_STATE = 'America/New_York';

/** The IANA time zone of the application's property. */
export function propertyTimeZone(application: ApplicationAnswers): string {
  const address = applicationFacts(application.flowType, application.data).propertyAddress;
  return isUsStateCode(address?.state) ? timeZoneOf(address.state, address.zip) : WITHOUT_STATE;
}

/** GET …/closing/slots: the slots at the property, in its zone, and what is booked. */
export function closingSlotsView(application: ApplicationAnswers, loan: LoanRow) {
  const timeZone = propertyTimeZone(application);
  return { timeZone, slots: closingSlots(timeZone), closingAppointment: loan.closingAppointment };
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
 * each with its loan event (the portal hears of both). Undefined when the slot is not one of the property's slots
 * now.
 */
export async function bookClosing(
  orm: Orm,
  application: ApplicationAnswers,
  loan: LoanRow,
  slotId: string,
  officer: LoanOfficer | undefined,
  actor: string,
): Promise<LoanRow | undefined> {
  const slot = findClosingSlot(slotId, propertyTimeZone(application));
  if (!slot) return undefined;
  const appointment = closingAppointment(slot, application, officer);
  const booked = await updateLoan(orm, loan.id, { closingAppointment: appointment }, actor, {
    kind: 'closing-scheduled',
    detail: { slotId: slot.id, dateTime: appointment.dateTime },
  });
  const moved = await advanceMilestone(orm, loan.id, SCHEDULE_CLOSING, actor, {
    because: 'closing-scheduled',
  });
  return moved ?? booked;
}

/** An appointment as the summary shows it: with the zone of the property when it was stored without one. */
export function appointmentView(
  appointment: Record<string, unknown> | null,
  application: ApplicationAnswers | undefined,
): Record<string, unknown> | null {
  if (!appointment || typeof appointment.timeZone === 'string') return appointment;
  return { ...appointment, timeZone: application ? propertyTimeZone(application) : WITHOUT_STATE };
}
