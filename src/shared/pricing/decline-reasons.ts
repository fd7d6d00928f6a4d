/**
 * Why pricing could offer nothing, each reason with its figures (whole dollars): the pricing engine writes them,
 * the notice of action maps them onto the reasons of Reg B's form C-1 (DOMAIN.md 5), and the declined screen
 * explains them in plain words.
 */
import { formatUsd } from '../format.ts';

export type Decline =
  /** The score is below every credit band of the sheet. */
  | { code: 'creditScore'; score: number; minimumScore: number }
  /** The sheet lends on this occupancy, but only from a higher score. */
  | { code: 'occupancyScore'; occupancy: string; score: number; minimumScore: number }
  | { code: 'occupancy'; occupancy: string }
  | { code: 'propertyType'; propertyType: string }
  | { code: 'noValue' }
  /** The value, less the liens that stay, at the CLTV cap leaves less than the smallest loan. */
  | {
      code: 'collateral';
      propertyValue: number;
      liensThatStay: number;
      maxCltvPercent: number;
      largestLoan: number;
      smallestLoan: number;
      requiredPayoffs: number;
    }
  /** The payment of even the smallest loan takes the debts above the debt-to-income cap. */
  | {
      code: 'debtToIncome';
      monthlyIncome: number;
      monthlyDebts: number;
      maxDebtToIncomePercent: number;
      largestLoan: number;
      smallestLoan: number;
    }
  /** The program's (or the state's) maximum is below the smallest loan the payoffs need. */
  | { code: 'programLimits'; state: string; largestLoan: number; smallestLoan: number }
  /** More than one lien on the home would stay ahead of this one: the program does not take a third lien. */
  | { code: 'thirdLien'; liensThatStay: number }
  | { code: 'thinFile' }
  | { code: 'frozenFile' };

export type DeclineCode = Decline['code'];

/** The sample reasons of form C-1 (Reg B Appendix C) our declines map onto. */
export const FORM_C1_REASONS = {
  incomplete: 'Credit application incomplete',
  excessiveObligations: 'Excessive obligations in relation to income',
  limitedCreditExperience: 'Limited credit experience',
  delinquent: 'Delinquent past or present credit obligations with others',
  collection: 'Collection action or judgment',
  foreclosure: 'Foreclosure or repossession',
  bankruptcy: 'Bankruptcy',
  inquiries: 'Number of recent inquiries on credit bureau report',
  collateral: 'Value or type of collateral not sufficient',
  other: 'Other, specify',
} as const;

/** Reg B 1002.9(b)(2): at most four principal reasons. */
export const MAX_PRINCIPAL_REASONS = 4;

/** Answers a borrower can change that pricing reads (the declined screen links each to where it is asked). */
export type Changeable = 'amount' | 'value' | 'income' | 'occupancy' | 'propertyType';

const OCCUPANCY_WORDS: Record<string, string> = {
  PrimaryResidence: 'a home you live in',
  SecondHome: 'a second home',
  Investment: 'an investment property',
};

const PROPERTY_TYPE_WORDS: Record<string, string> = {
  SingleFamily: 'a single-family home',
  Townhouse: 'a townhouse',
  Condominium: 'a condominium',
  MultiFamily: 'a home of 2 to 4 units',
  ManufacturedHome: 'a manufactured home',
};

const occupancyWords = (occupancy: string) => OCCUPANCY_WORDS[occupancy] ?? `this kind of use (${occupancy})`;
const propertyTypeWords = (type: string) => PROPERTY_TYPE_WORDS[type] ?? `this kind of home (${type})`;
const usd = (dollars: number) => formatUsd(dollars);

/** One decline in the borrower's words, with its figures. */
export function explainDecline(decline: Decline): string {
  switch (decline.code) {
    case 'creditScore':
      return `Your credit score, ${decline.score}, is below ${decline.minimumScore}, the lowest score this program accepts.`;
    case 'occupancyScore':
      return `For ${occupancyWords(decline.occupancy)}, this program needs a credit score of at least ${decline.minimumScore}; yours is ${decline.score}.`;
    case 'occupancy':
      return `This program does not lend on ${occupancyWords(decline.occupancy)}.`;
    case 'propertyType':
      return `This program does not lend on ${propertyTypeWords(decline.propertyType)}.`;
    case 'noValue':
      return 'We could not find a value for your home to lend against.';
    case 'collateral': {
      const owed =
        decline.liensThatStay > 0
          ? `, counting the ${usd(decline.liensThatStay)} you owe on it that stays`
          : '';
      const room =
        decline.largestLoan > 0
          ? `That leaves ${usd(decline.largestLoan)} to lend`
          : 'That leaves nothing to lend';
      const payoffs =
        decline.requiredPayoffs > 0
          ? ` (it has to pay off the ${usd(decline.requiredPayoffs)} of other liens on the home)`
          : '';
      return `We value your home at ${usd(decline.propertyValue)}. This program lends up to ${decline.maxCltvPercent}% of a home's value${owed}. ${room}, and the smallest loan it can make you is ${usd(decline.smallestLoan)}${payoffs}.`;
    }
    case 'debtToIncome':
      return `With an income of ${usd(decline.monthlyIncome)} a month and ${usd(decline.monthlyDebts)} a month already going to other debts, the payment of even the smallest loan (${usd(decline.smallestLoan)}) would take your debts above ${decline.maxDebtToIncomePercent}% of your income.`;
    case 'programLimits':
      return `The smallest loan you would need, ${usd(decline.smallestLoan)}, is above what this program lends in ${decline.state} (${usd(decline.largestLoan)}).`;
    case 'thirdLien':
      return `Your home has ${decline.liensThatStay} liens that would stay ahead of this one. This program lends only in second position, behind your first mortgage, so every other lien on the home must be paid off from the new loan.`;
    case 'thinFile':
      return 'Your credit file does not have enough history for us to score it yet, so we cannot make you an offer online.';
    case 'frozenFile':
      return 'Your credit file is frozen, so we could not review it. Lift the freeze with the credit bureaus, then try again; your answers are saved.';
  }
}

/** What a borrower could change about each decline: the answers pricing reads for it. */
export const CHANGES_BY_DECLINE: Record<DeclineCode, Changeable[]> = {
  creditScore: [],
  occupancyScore: ['occupancy'],
  occupancy: ['occupancy'],
  propertyType: ['propertyType'],
  noValue: ['value'],
  collateral: ['value', 'amount'],
  debtToIncome: ['income', 'amount'],
  programLimits: ['amount'],
  thirdLien: [],
  thinFile: [],
  frozenFile: [],
};

/** The form C-1 reason a decline maps onto; credit declines name the bureau's key factors when it gave them. */
export function formC1Reasons(decline: Decline, keyFactors: readonly string[] = []): string[] {
  switch (decline.code) {
    case 'creditScore':
    case 'occupancyScore':
      return keyFactors.length > 0
        ? keyFactors.map(reasonOfKeyFactor)
        : [`${FORM_C1_REASONS.other}: credit score below the minimum this program accepts`];
    case 'occupancy':
    case 'propertyType':
    case 'noValue':
    case 'collateral':
    case 'thirdLien':
      return [FORM_C1_REASONS.collateral];
    case 'debtToIncome':
      return [FORM_C1_REASONS.excessiveObligations];
    case 'programLimits':
      return [`${FORM_C1_REASONS.other}: amount needed is outside the program's limits in ${decline.state}`];
    case 'thinFile':
      return [FORM_C1_REASONS.limitedCreditExperience];
    case 'frozenFile':
      return [FORM_C1_REASONS.incomplete];
  }
}

/** A bureau key factor as the form C-1 reason it supports, else named as it is ('Other, specify'). */
export function reasonOfKeyFactor(factor: string): string {
  const words = factor.toLowerCase();
  if (/delinquen|past due|late payment/.test(words)) return FORM_C1_REASONS.delinquent;
  if (/inquir/.test(words)) return FORM_C1_REASONS.inquiries;
  if (/bankrupt/.test(words)) return FORM_C1_REASONS.bankruptcy;
  if (/foreclos|reposs/.test(words)) return FORM_C1_REASONS.foreclosure;
  if (/collection|judgment|public record/.test(words)) return FORM_C1_REASONS.collection;
  if (/length of (credit )?history|time (since|accounts)|too few accounts|no recent/.test(words))
    return FORM_C1_REASONS.limitedCreditExperience;
  return `${FORM_C1_REASONS.other}: ${factor}`;
}

/** Up to four principal reasons for these declines, most important first, each once. */
export function principalReasons(declines: readonly Decline[], keyFactors: readonly string[] = []): string[] {
  const reasons = declines.flatMap((decline) => formC1Reasons(decline, keyFactors));
  return [...new Set(reasons)].slice(0, MAX_PRINCIPAL_REASONS);
}
