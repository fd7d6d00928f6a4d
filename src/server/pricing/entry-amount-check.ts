/**
 * The amount asked for, against the home's value and the program's rules, when it is saved (issue 17, item 3).
 * The amount is the flow's `requestedAmount` fact, whatever path a flow asks it at (slim-1 `loan.loan_amt`,
 * heloc-1 `heloc.cashWanted`), so a refusal names that path.
 */
import { factPath } from '../../shared/flows/flow-facts.ts';
import {
  type EntryAmountLimits,
  entryAmountLimits,
  entryAmountProblem,
} from '../../shared/pricing/entry-amount.ts';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import type { FieldProblem } from '../applications/application-data-validator.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { pricingValueCents } from './pricing-facts.ts';

/** The answer path of the amount in this flow; null when the flow asks none (or fixes it). */
export function requestedAmountField(flowType: string): string | null {
  return factPath(flowCatalog().flows.get(flowType)?.facts.requestedAmount) ?? null;
}

/**
 * The limits for these answers. The value is the one pricing will use: the value chosen in the value detour, else
 * the AVM's, else the borrower's own estimate.
 */
export function entryLimitsFor(
  sheet: RateSheet,
  flowType: string,
  data: unknown,
  derived: Record<string, unknown>,
): EntryAmountLimits {
  const facts = applicationFacts(flowType, data);
  const valueCents = pricingValueCents(derived);
  return entryAmountLimits(sheet, {
    ...(facts.occupancy ? { occupancy: facts.occupancy } : {}),
    ...(facts.propertyAddress?.state ? { state: facts.propertyAddress.state } : {}),
    ...(valueCents !== undefined
      ? { valueDollars: Math.round(valueCents / 100) }
      : facts.estimatedValue !== undefined
        ? { valueDollars: facts.estimatedValue }
        : {}),
  });
}

/** A save that changes the amount asked for to one this home cannot support: the field and the words. */
export function entryAmountRefusal(
  sheet: RateSheet,
  flowType: string,
  before: unknown,
  after: unknown,
  derived: Record<string, unknown>,
): (FieldProblem & { code: 'amount_not_supported' }) | undefined {
  const field = requestedAmountField(flowType);
  if (!field) return undefined;
  const amount = applicationFacts(flowType, after).requestedAmount;
  if (amount === undefined || amount === applicationFacts(flowType, before).requestedAmount) return undefined;
  const message = entryAmountProblem(entryLimitsFor(sheet, flowType, after, derived), amount);
  return message ? { field, message, code: 'amount_not_supported' } : undefined;
}
