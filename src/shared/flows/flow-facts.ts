/**
 * The facts: the answers the engine's code reads by name (pricing, the credit pull, the valuation, the portal,
 * exports), so no code names an answer's path. A flow file maps each fact it needs to the path of the answer
 * that gives it (`"requestedAmount": "heloc.cashWanted"`) or fixes it (`"occupancy": { "value": "PrimaryResidence" }`).
 */
import { valueAt } from './conditions.ts';
import type { FactSource, FlowFile } from './flow-types.ts';

export interface FactDefinition {
  /** What it is, in a product owner's words (the checker and the guide use it). */
  meaning: string;
  /** The JSON Schema its value satisfies: a step asking it must ask for a value of this kind. */
  schema: Record<string, unknown>;
  /** Pricing cannot run without it. */
  neededForPricing?: boolean;
  /** A flow that submits applications must declare it (TRID's application date cannot be recorded without it). */
  neededToSubmit?: boolean;
}

const wholeDollars = { type: 'integer', minimum: 0 };

export const FACTS = {
  propertyAddress: {
    meaning: 'the address of the home the loan is secured by (street, city, state, zip)',
    schema: { type: 'object', required: ['street', 'city', 'state', 'zip'] },
    neededForPricing: true,
  },
  propertyType: {
    meaning: 'the kind of home',
    schema: {
      type: 'string',
      enum: ['SingleFamily', 'Townhouse', 'Condominium', 'MultiFamily', 'ManufacturedHome'],
    },
    neededForPricing: true,
  },
  occupancy: {
    meaning: 'how the borrower uses the home',
    schema: { type: 'string', enum: ['PrimaryResidence', 'SecondHome', 'Investment'] },
    neededForPricing: true,
  },
  requestedAmount: {
    meaning:
      'the amount the borrower asks for, in whole dollars (without it, offers go as high as the caps allow)',
    schema: wholeDollars,
  },
  estimatedValue: {
    meaning: "the borrower's estimate of the home's value, in whole dollars",
    schema: wholeDollars,
  },
  statedAnnualIncome: {
    meaning:
      "the borrower's stated yearly income before tax, in whole dollars (pricing checks the payment against it)",
    schema: wholeDollars,
  },
  otherMonthlyObligations: {
    meaning:
      'what the borrower pays a month in alimony, child support, separate maintenance and job-related expenses (URLA 2d), in whole dollars (pricing counts it as a debt; 0 when not asked)',
    schema: wholeDollars,
  },
  estimatedCreditScore: {
    meaning: "the borrower's own estimate of their credit score band",
    schema: { type: 'string' },
  },
  loanPurpose: {
    meaning: 'what the money is for',
    schema: { type: 'string' },
  },
  borrowerFirstName: {
    meaning:
      "the borrower's first name (with the last name, the first of TRID's six pieces of an application: the Loan Estimate's three business days start when all six are in)",
    schema: { type: 'string' },
    neededToSubmit: true,
  },
  borrowerLastName: {
    meaning: "the borrower's last name (one of TRID's six pieces of an application, with the first name)",
    schema: { type: 'string' },
    neededToSubmit: true,
  },
  ssn: {
    meaning:
      "the borrower's Social Security number or ITIN (one of TRID's six pieces; a credit report obtained stands in for it when the flow does not ask it)",
    schema: { type: 'string' },
  },
} as const satisfies Record<string, FactDefinition>;

export type FactName = keyof typeof FACTS;
export const FACT_NAMES = Object.keys(FACTS) as FactName[];

/** The facts slim-1 and long-1 read before flows declared them (format 1). */
export const FORMAT_1_FACTS: Record<FactName, string> = {
  propertyAddress: 'property.address',
  propertyType: 'property.info.propertyType',
  occupancy: 'property.info.occupancy',
  requestedAmount: 'loan.loan_amt',
  estimatedValue: 'property.estimatedValue',
  statedAnnualIncome: 'applicant.income.statedAnnualIncome',
  otherMonthlyObligations: 'applicant.income.otherMonthlyObligations',
  estimatedCreditScore: 'prequalInfo.estimatedCreditScore',
  loanPurpose: 'loan.purpose',
  borrowerFirstName: 'contactInfo.firstName',
  borrowerLastName: 'contactInfo.lastName',
  ssn: 'applicant.legal.ssn',
};

export const isFactName = (name: string): name is FactName => Object.hasOwn(FACTS, name);

/** The answer path a fact reads, or undefined when the flow fixes it or does not declare it. */
export function factPath(source: FactSource | undefined): string | undefined {
  return typeof source === 'string' ? source : undefined;
}

/** A fact's value for these answers: the answer at its path, the flow's constant, or undefined. */
export function factValue(flow: Pick<FlowFile, 'facts'>, name: FactName, data: unknown): unknown {
  const source = flow.facts[name];
  if (source === undefined) return undefined;
  return typeof source === 'string' ? valueAt(data, source) : source.value;
}
