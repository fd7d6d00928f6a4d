import type { Decline } from './decline-reasons.ts';
import type { Occupancy, StateRule } from './rate-sheet-types.ts';

/** How a debt is treated when the new loan closes. REQUIRED must be paid off from the proceeds. */
export type PayoffHandling = 'REQUIRED' | 'CHOSEN' | 'STAYS';

export interface PricingLiability {
  id: string;
  type: 'Mortgage' | 'HELOC' | 'Installment' | 'Revolving';
  /** Whole cents. */
  outstandingBalanceCents: number;
  monthlyPaymentCents: number;
  /** A HELOC counts at its full credit limit while it stays (DOMAIN.md 2). */
  creditLimitCents?: number;
  securedBySubjectProperty: boolean;
  payoff: PayoffHandling;
}

export interface PricingFacts {
  propertyValueCents: number;
  state: string;
  occupancy: Occupancy;
  propertyType: string;
  creditScore: number;
  /** The cash the borrower asked for, whole cents; payoffs come on top. */
  requestedCashCents: number;
  /** Gross monthly income, whole cents; without it no debt-to-income cap applies. */
  monthlyIncomeCents?: number;
  /** URLA 2d other monthly obligations (alimony, child support, separate maintenance, job-related expenses), cents. */
  otherMonthlyObligationsCents?: number;
  liabilities: PricingLiability[];
}

export interface PricedProduct {
  id: string;
  productType: string;
  productName: string;
  creditType: 'open-end' | 'closed-end';
  termMonths: number;
  /** Note rate, percent. */
  rate: number;
  /** Annual percentage rate, percent, to 3 decimals. */
  apr: number;
  originationFeePercent: number;
  /** Dollars (cents exact). */
  originationFee: number;
  /** The loan amount; for a line of credit the initial draw (at most the line). */
  loanAmount: number;
  /** A line of credit's credit line, the amount it is priced on (CLTV, caps); absent on a closed-end loan. */
  lineAmount?: number;
  monthlyPayment: number;
  /** The smallest amount (loan or credit line) this offer is made at: the program's or state's minimum, or the payoffs. */
  minLoanAmount?: number;
  /** The largest amount (loan or credit line) the caps allow for this offer. */
  maxLoanAmount: number;
  /** loanAmount less payoffs and the fee: what the borrower receives, dollars; never negative. */
  cashToBorrower: number;
  /**
   * The payment the offer is qualified on (ability to repay), dollars: a loan's own payment; a line's payment on the
   * full line at its rate over its term or the program's qualifying term, whichever is shorter (the larger payment).
   */
  qualifyingPayment: number;
  /** That payment plus the debts that stay and other obligations, over the monthly income, percent (2 decimals). */
  debtToIncomePercent?: number;
}

export interface PricingResult {
  products: PricedProduct[];
  /** Per product type, each cap on the loan amount by name, whole dollars. */
  maxLimits: Record<string, Record<string, number>>;
  /** Per fee option (`"2%"`), the largest loan any product offers, whole dollars. */
  maxLoanAmountsByBuydown: Record<string, number>;
  propertyValue: number;
  limitedBy: string;
  prequalAmount: number;
  /** Sum of the REQUIRED payoffs, whole dollars (spec 5). */
  minAmount: number;
  /**
   * The smallest amount (loan or credit line) any offer is made at, whole dollars: the program's or the state's
   * minimum, the payoffs, the fee financed on top. The chooser's slider starts here.
   */
  minLoanAmount: number;
  /** Amounts move in this step, whole dollars. */
  amountStep: number;
  /** The property state's own rules from the rate sheet (Texas: minimum, fee cap, CLTV), null when it has none. */
  stateRule: (StateRule & { state: string }) | null;
  /** Why nothing could be offered, when `products` is empty. */
  ineligibleReasons: string[];
  /** The same, each with its figures: what the notice of action and the declined screen are written from. */
  declines: Decline[];
}
