/**
 * The amount asked for, against the home's value and the program's rules, when it is saved (issue 17, item 3).
 * The amount is the flow's `requestedAmount` fact, whatever path a flow asks it at (slim-1 `loan.loan_amt`,
 * heloc-1 `heloc.cashWanted`), so a refusal names that path.
 */
import { factPath } from '../../shared/flows/flow-facts.ts';
import { localeFormat } from '../../shared/i18n/locale-format.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import {
  type EntryAmountLimits,
  entryAmountLimits,
  entryAmountProblem,
  entryAmountValues,
} from '../../shared/pricing/entry-amount.ts';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import type { FieldProblem } from '../applications/application-data-validator.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { serverMessages } from '../i18n/server-messages.ts';
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

/**
 * What is wrong with `amount` at entry, in the borrower's words in `locale` (the `errors` catalogue's, which the
 * screen shows under the field before it asks); undefined when it may be asked for.
 */
function entryAmountMessage(limits: EntryAmountLimits, amount: number, locale: Locale): string | undefined {
  const problem = entryAmountProblem(limits, amount);
  return problem
    ? serverMessages(locale, 'errors')(
        `amount.${problem.kind}`,
        entryAmountValues(problem, localeFormat(locale).usd),
      )
    : undefined;
}

/** A save that changes the amount asked for to one this home cannot support: the field and the words in `locale`. */
export function entryAmountRefusal(
  sheet: RateSheet,
  flowType: string,
  before: unknown,
  after: unknown,
  derived: Record<string, unknown>,
  locale: Locale,
): (FieldProblem & { code: 'amount_not_supported' }) | undefined {
  const field = requestedAmountField(flowType);
  if (!field) return undefined;
  const amount = applicationFacts(flowType, after).requestedAmount;
  if (amount === undefined || amount === applicationFacts(flowType, before).requestedAmount) return undefined;
  const message = entryAmountMessage(entryLimitsFor(sheet, flowType, after, derived), amount, locale);
  return message ? { field, message, code: 'amount_not_supported' } : undefined;
}
