/**
 * What the timelines need of the lender (the provider configuration): its open days and clock for general business
 * days, its third-party fees for the Loan Estimate, and its name and address for the notice of the right to cancel.
 * Decorated on the app so any route reaches it through `request.server.lender`.
 */
import type { Weekday } from '../../shared/timelines/business-days.ts';
import type { ThirdPartyFee } from '../../shared/timelines/loan-estimate.ts';
import { isUsStateCode, timeZoneOf } from '../../shared/us-states.ts';
import type { ProviderCompany } from '../config/provider-company.ts';

export interface LenderCalendar {
  openDays: readonly Weekday[];
  /** The lender's own clock: the date an application became complete is the date at its offices. */
  timeZone: string;
  thirdPartyFees: readonly ThirdPartyFee[];
  name: string;
  address: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    lender: LenderCalendar;
  }
}

export function lenderCalendar(provider: ProviderCompany): LenderCalendar {
  return {
    openDays: provider.openDays,
    timeZone: isUsStateCode(provider.state) ? timeZoneOf(provider.state) : 'America/New_York',
    thirdPartyFees: provider.thirdPartyFees,
    name: provider.legalName,
    address: [
      provider.addressLineOne,
      provider.addressLineTwo,
      `${provider.city}, ${provider.state} ${provider.postalCode}`,
    ]
      .filter(Boolean)
      .join(', '),
  };
}
