/** The rate sheet's shape; schemas/rate-sheet.schema.json is its contract. */

export type Occupancy = 'PrimaryResidence' | 'SecondHome' | 'Investment';
export type TermMonths = 360 | 240 | 180;

export interface RateSheetProduct {
  productType: string;
  name: string;
  creditType: 'open-end' | 'closed-end';
  baseRatePercent: number;
  termAdjustments: Record<`${TermMonths}`, number>;
}

export interface RateSheet {
  name: string;
  /** The first day its rates are offered (YYYY-MM-DD). */
  effectiveDate: string;
  /** The last day its rates may be locked or submitted on; absent while it stays in force until replaced. */
  expirationDate?: string;
  /** How long accepted terms are locked, in calendar days (45 when absent). */
  rateLock?: { periodDays: number };
  program: {
    minimumAmount: number;
    maximumAmount: number;
    amountStep: number;
    maxDebtToIncomePercent: number;
    qualifyingTermMonths: number;
  };
  terms: TermMonths[];
  products: RateSheetProduct[];
  originationFeeOptions: { feePercent: number; rateAdjustment: number }[];
  adjustments: {
    creditScore: { minScore: number; rateAdjustment: number }[];
    cltv: { maxCltvPercent: number; rateAdjustment: number }[];
    occupancy: Partial<Record<Occupancy, number>>;
    propertyType: Record<string, number>;
    state: Record<string, number>;
  };
  cltvCaps: Partial<Record<Occupancy, { minScore: number; maxCltvPercent: number }[]>>;
  stateRules: Record<string, StateRule>;
}

/** A state's own limits (DOMAIN.md 6: Texas art. XVI §50(a)(6) caps CLTV at 80% and fees at 2% of principal). */
export interface StateRule {
  maxCltvPercent?: number;
  minimumAmount?: number;
  maximumAmount?: number;
  /** The largest origination fee, percent of the principal; fee options above it are not offered. */
  maxFeePercent?: number;
  /** The law the rules come from, as the offer chooser names it. */
  citation?: string;
}
