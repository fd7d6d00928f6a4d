import type { PricingFacts } from '../../shared/pricing/pricing-types.ts';
import type { Occupancy } from '../../shared/pricing/rate-sheet-types.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import type { StoredCreditReport } from '../credit/credit-repository.ts';
import { pricingLiabilitiesOf } from '../credit/liabilities.ts';

export type FactsProblem =
  | { code: 'answers_missing'; field: string }
  | { code: 'credit_required' }
  | { code: 'property_value_needed' };

interface Answers {
  property?: {
    address?: { state?: string };
    info?: { occupancy?: Occupancy; propertyType?: string };
    estimatedValue?: number;
  };
  loan?: { loan_amt?: number };
  applicant?: { income?: { statedAnnualIncome?: number } };
}

/** The value the borrower's offers rest on: the one chosen in the detour, else the AVM's. */
export function pricingValueCents(derived: Record<string, unknown>): number | undefined {
  const valuation = derived.valuation as { value?: number } | undefined;
  if (typeof valuation?.value === 'number') return valuation.value * 100;
  const avm = derived.avm as { valueCents?: number | null } | undefined;
  return typeof avm?.valueCents === 'number' ? avm.valueCents : undefined;
}

/** What the pricing engine needs, from the answers, the credit report and the valuation. */
export function pricingFacts(
  row: ApplicationRow,
  report: StoredCreditReport | undefined,
): PricingFacts | FactsProblem {
  const answers = row.data as Answers;
  const state = answers.property?.address?.state;
  const occupancy = answers.property?.info?.occupancy;
  const propertyType = answers.property?.info?.propertyType;
  if (!state) return { code: 'answers_missing', field: 'property.address' };
  if (!occupancy) return { code: 'answers_missing', field: 'property.info.occupancy' };
  if (!propertyType) return { code: 'answers_missing', field: 'property.info.propertyType' };
  if (!report) return { code: 'credit_required' };
  const valueCents = pricingValueCents(row.derived);
  if (valueCents === undefined) return { code: 'property_value_needed' };
  const income = answers.applicant?.income?.statedAnnualIncome;
  const requested = answers.loan?.loan_amt;
  return {
    propertyValueCents: valueCents,
    state,
    occupancy,
    propertyType,
    creditScore: report.score ?? 0,
    // Without an amount asked for (the long flow asks later), offer as much as the caps allow.
    requestedCashCents: requested === undefined ? Number.MAX_SAFE_INTEGER : requested * 100,
    ...(income === undefined ? {} : { monthlyIncomeCents: Math.round((income * 100) / 12) }),
    liabilities: pricingLiabilitiesOf(report.tradelines, report.payoffChoices),
  };
}
