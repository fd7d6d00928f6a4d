/**
 * What a tester chooses the embedded simulators answer for one application: the document of
 * PUT /api/v2/simulators/applications/{appId}/scenario, whose contract is
 * schemas/api/simulator-scenario.schema.json (README "Choosing what the simulators answer"). Every part is
 * optional; a part left out leaves that vendor answering from the borrower's input, as without a scenario.
 */

export const CREDIT_FILES = ['ok', 'thin', 'frozen', 'unavailable'] as const;
export const SCENARIO_TRADELINE_TYPES = ['Mortgage', 'HELOC', 'Installment', 'Revolving'] as const;
export const AVM_RESULTS = ['noValue', 'unavailable'] as const;
export const IDENTITY_ANSWERS = ['pass', 'fail', 'retry', 'unavailable'] as const;
export const INCOME_ANSWERS = ['pass', 'fail', 'unavailable'] as const;
export const SCENARIO_SCORE = { minimum: 300, maximum: 850 } as const;

export type CreditFile = (typeof CREDIT_FILES)[number];
export type AvmResult = (typeof AVM_RESULTS)[number];
export type IdentityAnswer = (typeof IDENTITY_ANSWERS)[number];
export type IncomeAnswer = (typeof INCOME_ANSWERS)[number];

/** A debt on the chosen credit file; amounts in whole dollars. */
export interface ScenarioTradeline {
  type: (typeof SCENARIO_TRADELINE_TYPES)[number];
  balance: number;
  limit?: number;
  monthlyPayment?: number;
  creditor?: string;
  /** Defaults to true for a Mortgage or a HELOC, false otherwise. */
  securedBySubjectProperty?: boolean;
  /** The lien's position on the home (1 first, 2 second), when the bureau reports one. */
  lienPosition?: number;
}

export interface ScenarioCredit {
  /** Defaults to ok when the credit part is given. */
  file?: CreditFile;
  /** Only with file ok; when left out the score is generated from the name and address. */
  score?: number;
  /** Replace the generated debts; only with file ok or thin. */
  tradelines?: ScenarioTradeline[];
}

export interface SimulatorScenario {
  credit?: ScenarioCredit;
  /** Whole dollars, or no value, or the service down. */
  avm?: { value: number } | { result: AvmResult };
  identity?: IdentityAnswer;
  income?: IncomeAnswer;
}

/** The parts of a scenario, each answered by one simulated vendor. */
export const SCENARIO_PARTS = ['credit', 'avm', 'identity', 'income'] as const;
export type ScenarioPart = (typeof SCENARIO_PARTS)[number];
