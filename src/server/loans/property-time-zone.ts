/** The clock of the property: the IANA time zone of its state (and zip, for states in two zones). */
import { isUsStateCode, timeZoneOf } from '../../shared/us-states.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import type { ApplicationAnswers } from './disbursement.ts';

/**
 * Submission needs the property's address, so a loan always has its state; an application without one (never a
 * loan) is on the provider's clock.
 */
export const WITHOUT_STATE = 'America/New_York';

/** The IANA time zone of the application's property. */
export function propertyTimeZone(application: ApplicationAnswers): string {
  const address = applicationFacts(application.flowType, application.data).propertyAddress;
  return isUsStateCode(address?.state) ? timeZoneOf(address.state, address.zip) : WITHOUT_STATE;
}
