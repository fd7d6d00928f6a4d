/** The facts of an application (src/shared/flows/flow-facts.ts), read through its flow's `facts`. */
import { type FactName, FORMAT_1_FACTS, factValue } from '../../shared/flows/flow-facts.ts';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { flowCatalog } from './flow-catalog.ts';

export interface PropertyAddressFact {
  street?: string;
  unit?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface ApplicationFacts {
  propertyAddress?: PropertyAddressFact;
  propertyType?: string;
  occupancy?: string;
  requestedAmount?: number;
  estimatedValue?: number;
  statedAnnualIncome?: number;
  otherMonthlyObligations?: number;
  estimatedCreditScore?: string;
  loanPurpose?: string;
  borrowerFirstName?: string;
  borrowerLastName?: string;
  ssn?: string;
}

/** An application of a flow whose file is gone still has answers at format 1's paths (the only earlier ones). */
const FALLBACK: Pick<FlowFile, 'facts'> = { facts: FORMAT_1_FACTS };

const asObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as PropertyAddressFact)
    : undefined;
const asString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const asNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export function applicationFacts(flowType: string, data: unknown): ApplicationFacts {
  const flow = flowCatalog().flows.get(flowType) ?? FALLBACK;
  const fact = (name: FactName) => factValue(flow, name, data);
  return {
    propertyAddress: asObject(fact('propertyAddress')),
    propertyType: asString(fact('propertyType')),
    occupancy: asString(fact('occupancy')),
    requestedAmount: asNumber(fact('requestedAmount')),
    estimatedValue: asNumber(fact('estimatedValue')),
    statedAnnualIncome: asNumber(fact('statedAnnualIncome')),
    otherMonthlyObligations: asNumber(fact('otherMonthlyObligations')),
    estimatedCreditScore: asString(fact('estimatedCreditScore')),
    loanPurpose: asString(fact('loanPurpose')),
    borrowerFirstName: asString(fact('borrowerFirstName')),
    borrowerLastName: asString(fact('borrowerLastName')),
    ssn: asString(fact('ssn')),
  };
}

/** The borrower's name as the flow keeps it (facts borrowerFirstName and borrowerLastName), '' when it has none. */
export function borrowerNameOf(flowType: string, data: unknown): string {
  const { borrowerFirstName, borrowerLastName } = applicationFacts(flowType, data);
  return [borrowerFirstName?.trim(), borrowerLastName?.trim()].filter(Boolean).join(' ');
}
