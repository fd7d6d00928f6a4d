import { type FactName, factPath } from '../../shared/flows/flow-facts.ts';
import type { PricingFacts } from '../../shared/pricing/pricing-types.ts';
import type { Occupancy } from '../../shared/pricing/rate-sheet-types.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import type { StoredCreditReport } from '../credit/credit-repository.ts';
import { pricingLiabilitiesOf } from '../credit/liabilities.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';

export type FactsProblem =
  | { code: 'answers_missing'; field: string; fact: FactName }
  | { code: 'credit_required' }
  | { code: 'property_value_needed' };

/** The value the borrower's offers rest on: the one chosen in the detour, else the AVM's. */
export function pricingValueCents(derived: Record<string, unknown>): number | undefined {
  const valuation = derived.valuation as { value?: number } | undefined;
  if (typeof valuation?.value === 'number') return valuation.value * 100;
  const avm = derived.avm as { valueCents?: number | null } | undefined;
  return typeof avm?.valueCents === 'number' ? avm.valueCents : undefined;
}

/** The answer a missing fact comes from (its path in the flow), for the caller to point at. */
function missing(row: ApplicationRow, fact: FactName): FactsProblem {
  const source = flowCatalog().flows.get(row.flowType)?.facts[fact];
  return { code: 'answers_missing', field: factPath(source) ?? fact, fact };
}

/** What the pricing engine needs, from the answers (through the flow's facts), the credit report and the valuation. */
export function pricingFacts(
  row: ApplicationRow,
  report: StoredCreditReport | undefined,
): PricingFacts | FactsProblem {
  const facts = applicationFacts(row.flowType, row.data);
  const state = facts.propertyAddress?.state;
  if (!state) return missing(row, 'propertyAddress');
  if (!facts.occupancy) return missing(row, 'occupancy');
  if (!facts.propertyType) return missing(row, 'propertyType');
  if (!report) return { code: 'credit_required' };
  const valueCents = pricingValueCents(row.derived);
  if (valueCents === undefined) return { code: 'property_value_needed' };
  const income = facts.statedAnnualIncome;
  const requested = facts.requestedAmount;
  return {
    propertyValueCents: valueCents,
    state,
    occupancy: facts.occupancy as Occupancy,
    propertyType: facts.propertyType,
    creditScore: report.score ?? 0,
    // Without an amount asked for (the long flow asks none), offer as much as the caps allow.
    requestedCashCents: requested === undefined ? Number.MAX_SAFE_INTEGER : requested * 100,
    ...(income === undefined ? {} : { monthlyIncomeCents: Math.round((income * 100) / 12) }),
    // URLA 2d other obligations; a flow that does not ask them counts none.
    otherMonthlyObligationsCents: (facts.otherMonthlyObligations ?? 0) * 100,
    liabilities: pricingLiabilitiesOf(report.tradelines, report.payoffChoices),
  };
}
