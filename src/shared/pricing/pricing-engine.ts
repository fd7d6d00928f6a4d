import { monthlyPaymentCents } from './amortization.ts';
import { closedEndApr, openEndApr } from './apr.ts';
import type { Decline } from './decline-reasons.ts';
import type { PricedProduct, PricingFacts, PricingLiability, PricingResult } from './pricing-types.ts';
import type { RateSheet, RateSheetProduct, TermMonths } from './rate-sheet-types.ts';

/**
 * Home-equity pricing: a pure function of the rate sheet and the application's facts. Money is whole
 * cents inside; results are dollars. Amounts move in the sheet's step (1,000) between the program
 * minimum (25,000, or the required payoffs when larger) and the lowest cap.
 */

const CENTS = 100;
const toDollars = (cents: number) => Math.round(cents) / CENTS;
const roundRate = (percent: number) => Math.round(percent * 1000) / 1000;

function floorToStep(cents: number, stepDollars: number): number {
  const step = stepDollars * CENTS;
  return Math.max(0, Math.floor(cents / step) * step);
}

function ceilToStep(cents: number, stepDollars: number): number {
  const step = stepDollars * CENTS;
  return Math.ceil(cents / step) * step;
}

/** A lien that stays after closing counts against the value; a HELOC at its full credit limit. */
function stayingLienCents(liability: PricingLiability): number {
  if (!liability.securedBySubjectProperty || liability.payoff !== 'STAYS') return 0;
  return liability.type === 'HELOC'
    ? (liability.creditLimitCents ?? liability.outstandingBalanceCents)
    : liability.outstandingBalanceCents;
}

const sumCents = (liabilities: PricingLiability[], pick: (liability: PricingLiability) => number) =>
  liabilities.reduce((total, liability) => total + pick(liability), 0);

interface Eligibility {
  creditAdjustment: number;
  maxCltvPercent: number;
  fixedAdjustment: number;
}

const lowestScore = (bands: readonly { minScore: number }[] | undefined) =>
  Math.min(...(bands ?? []).map((band) => band.minScore));

function eligibility(
  sheet: RateSheet,
  facts: PricingFacts,
  reasons: string[],
  declines: Decline[],
): Eligibility | undefined {
  const creditBand = sheet.adjustments.creditScore.find((band) => facts.creditScore >= band.minScore);
  const capBands = sheet.cltvCaps[facts.occupancy];
  const capBand = capBands?.find((band) => facts.creditScore >= band.minScore);
  const occupancy = sheet.adjustments.occupancy[facts.occupancy];
  const propertyType = sheet.adjustments.propertyType[facts.propertyType];
  const score = facts.creditScore;
  if (!creditBand) {
    reasons.push(`A credit score of ${score} is below the program's minimum.`);
    declines.push({ code: 'creditScore', score, minimumScore: lowestScore(sheet.adjustments.creditScore) });
  }
  if (occupancy === undefined || !capBand) {
    reasons.push(`This program does not lend on this occupancy (${facts.occupancy}) at this credit score.`);
    if (occupancy === undefined || !capBands?.length)
      declines.push({ code: 'occupancy', occupancy: facts.occupancy });
    else if (creditBand)
      declines.push({
        code: 'occupancyScore',
        occupancy: facts.occupancy,
        score,
        minimumScore: lowestScore(capBands),
      });
  }
  if (propertyType === undefined) {
    reasons.push(`This program does not lend on this property type (${facts.propertyType}).`);
    declines.push({ code: 'propertyType', propertyType: facts.propertyType });
  }
  if (facts.propertyValueCents <= 0) {
    reasons.push('The property has no value to lend against.');
    declines.push({ code: 'noValue' });
  }
  if (
    !creditBand ||
    !capBand ||
    occupancy === undefined ||
    propertyType === undefined ||
    facts.propertyValueCents <= 0
  )
    return undefined;
  const stateRule = sheet.stateRules[facts.state];
  return {
    creditAdjustment: creditBand.rateAdjustment,
    maxCltvPercent: Math.min(capBand.maxCltvPercent, stateRule?.maxCltvPercent ?? 100),
    fixedAdjustment: occupancy + propertyType + (sheet.adjustments.state[facts.state] ?? 0),
  };
}

function cltvAdjustment(sheet: RateSheet, cltvPercent: number): number {
  const band = sheet.adjustments.cltv.find((candidate) => cltvPercent <= candidate.maxCltvPercent + 1e-9);
  return band?.rateAdjustment ?? sheet.adjustments.cltv.at(-1)?.rateAdjustment ?? 0;
}

export interface PriceOptions {
  /** The loan amount, or a line's initial draw; the amount asked for (payoffs included) when omitted. */
  loanAmountCents?: number;
  /** A line of credit's credit line (open-end products); the draw when omitted. The draw never exceeds it. */
  lineAmountCents?: number;
}

export function price(sheet: RateSheet, facts: PricingFacts, options: PriceOptions = {}): PricingResult {
  const reasons: string[] = [];
  const declines: Decline[] = [];
  const { program } = sheet;
  const stateRule = sheet.stateRules[facts.state] ?? {};
  const stayingLiens = sumCents(facts.liabilities, stayingLienCents);
  const requiredPayoffs = sumCents(facts.liabilities, (l) =>
    l.payoff === 'REQUIRED' ? l.outstandingBalanceCents : 0,
  );
  const chosenPayoffs = sumCents(facts.liabilities, (l) =>
    l.payoff === 'CHOSEN' ? l.outstandingBalanceCents : 0,
  );
  const base = {
    propertyValue: toDollars(facts.propertyValueCents),
    minAmount: toDollars(requiredPayoffs),
  };
  const found = eligibility(sheet, facts, reasons, declines);
  if (!found) {
    return {
      ...base,
      products: [],
      maxLimits: {},
      maxLoanAmountsByBuydown: {},
      limitedBy: 'none',
      prequalAmount: 0,
      ineligibleReasons: reasons,
      declines,
    };
  }

  const smallestLoan = Math.max(
    program.minimumAmount * CENTS,
    (stateRule.minimumAmount ?? 0) * CENTS,
    ceilToStep(requiredPayoffs, program.amountStep),
  );
  const cltvLimit = floorToStep(
    (facts.propertyValueCents * found.maxCltvPercent) / 100 - stayingLiens,
    program.amountStep,
  );
  const programLimit =
    Math.min(program.maximumAmount, stateRule.maximumAmount ?? Number.POSITIVE_INFINITY) * CENTS;
  const remainingDebtPayments = sumCents(facts.liabilities, (l) =>
    l.payoff === 'STAYS' ? l.monthlyPaymentCents : 0,
  );

  const rateFor = (product: RateSheetProduct, term: TermMonths, feeAdjustment: number, loanCents: number) => {
    const cltv = ((stayingLiens + loanCents) / facts.propertyValueCents) * 100;
    return roundRate(
      product.baseRatePercent +
        product.termAdjustments[`${term}`] +
        feeAdjustment +
        found.creditAdjustment +
        found.fixedAdjustment +
        cltvAdjustment(sheet, cltv),
    );
  };

  /** Largest loan whose qualifying payment keeps debts within the DTI cap, at the worst CLTV band's rate. */
  const debtToIncomeLimit = (product: RateSheetProduct, feeAdjustment: number): number | undefined => {
    if (facts.monthlyIncomeCents === undefined) return undefined;
    const room = (facts.monthlyIncomeCents * program.maxDebtToIncomePercent) / 100 - remainingDebtPayments;
    const rate = rateFor(
      product,
      sheet.terms[0] as TermMonths,
      feeAdjustment,
      Math.max(cltvLimit, smallestLoan),
    );
    const paymentPerMillionCents = monthlyPaymentCents(1_000_000_00, rate, program.qualifyingTermMonths);
    return floorToStep((Math.max(0, room) / paymentPerMillionCents) * 1_000_000_00, program.amountStep);
  };

  const products: PricedProduct[] = [];
  const maxLimits: Record<string, Record<string, number>> = {};
  const maxLoanAmountsByBuydown: Record<string, number> = {};
  const desired = options.loanAmountCents ?? facts.requestedCashCents + requiredPayoffs + chosenPayoffs;

  for (const product of sheet.products) {
    const dtiAtNoFee = debtToIncomeLimit(product, sheet.originationFeeOptions[0]?.rateAdjustment ?? 0);
    maxLimits[product.productType] = {
      combinedLoanToValue: toDollars(cltvLimit),
      programMaximum: toDollars(programLimit),
      ...(dtiAtNoFee === undefined ? {} : { debtToIncome: toDollars(dtiAtNoFee) }),
    };
    for (const term of sheet.terms) {
      for (const fee of sheet.originationFeeOptions) {
        const maxCents = Math.min(
          cltvLimit,
          programLimit,
          debtToIncomeLimit(product, fee.rateAdjustment) ?? Number.POSITIVE_INFINITY,
        );
        if (maxCents < smallestLoan) continue;
        const buydownKey = `${fee.feePercent}%`;
        maxLoanAmountsByBuydown[buydownKey] = Math.max(
          maxLoanAmountsByBuydown[buydownKey] ?? 0,
          toDollars(maxCents),
        );
        const stepped = (cents: number) =>
          Math.min(maxCents, Math.max(smallestLoan, floorToStep(cents, program.amountStep)));
        const askedCents = stepped(desired);
        // A line is priced on the credit it grants (its CLTV, its caps); its payment and fee are on the draw.
        const open = product.creditType === 'open-end';
        const lineCents = open
          ? options.lineAmountCents === undefined
            ? askedCents
            : stepped(options.lineAmountCents)
          : undefined;
        const loanCents = Math.min(askedCents, lineCents ?? askedCents);
        const rate = rateFor(product, term, fee.rateAdjustment, lineCents ?? loanCents);
        const paymentCents = monthlyPaymentCents(loanCents, rate, term);
        const feeCents = Math.round((loanCents * fee.feePercent) / 100);
        const apr = open ? openEndApr(rate) : closedEndApr(loanCents, feeCents, paymentCents, term);
        products.push({
          id: `${product.productType}-${term}-${fee.feePercent}`,
          productType: product.productType,
          productName: product.name,
          creditType: product.creditType,
          termMonths: term,
          rate,
          apr: roundRate(apr),
          originationFeePercent: fee.feePercent,
          originationFee: toDollars(feeCents),
          loanAmount: toDollars(loanCents),
          ...(lineCents === undefined ? {} : { lineAmount: toDollars(lineCents) }),
          monthlyPayment: toDollars(paymentCents),
          minLoanAmount: toDollars(smallestLoan),
          maxLoanAmount: toDollars(maxCents),
          cashToBorrower: toDollars(loanCents - requiredPayoffs - chosenPayoffs - feeCents),
        });
      }
    }
  }

  if (products.length === 0) {
    reasons.push('The largest loan this property supports is below the program minimum.');
    const largestByIncome = Math.max(
      ...sheet.products.flatMap((product) =>
        sheet.originationFeeOptions.map(
          (fee) => debtToIncomeLimit(product, fee.rateAdjustment) ?? Number.POSITIVE_INFINITY,
        ),
      ),
    );
    const smallest = toDollars(smallestLoan);
    if (cltvLimit < smallestLoan)
      declines.push({
        code: 'collateral',
        propertyValue: toDollars(facts.propertyValueCents),
        liensThatStay: toDollars(stayingLiens),
        maxCltvPercent: found.maxCltvPercent,
        largestLoan: toDollars(Math.max(0, cltvLimit)),
        smallestLoan: smallest,
        requiredPayoffs: toDollars(requiredPayoffs),
      });
    if (largestByIncome < smallestLoan && facts.monthlyIncomeCents !== undefined)
      declines.push({
        code: 'debtToIncome',
        monthlyIncome: toDollars(facts.monthlyIncomeCents),
        monthlyDebts: toDollars(remainingDebtPayments),
        maxDebtToIncomePercent: program.maxDebtToIncomePercent,
        largestLoan: toDollars(Math.max(0, largestByIncome)),
        smallestLoan: smallest,
      });
    if (programLimit < smallestLoan)
      declines.push({
        code: 'programLimits',
        state: facts.state,
        largestLoan: toDollars(programLimit),
        smallestLoan: smallest,
      });
  }
  const buydownMaxima = Object.values(maxLoanAmountsByBuydown);
  return {
    ...base,
    products,
    maxLimits,
    maxLoanAmountsByBuydown,
    limitedBy: bindingLimit(maxLimits[sheet.products[0]?.productType ?? ''] ?? {}, toDollars(desired)),
    prequalAmount: buydownMaxima.length > 0 ? Math.min(...buydownMaxima) : 0,
    ineligibleReasons: reasons,
    declines,
  };
}

/**
 * Spec 5: the name of the max-limit entry that limits the amount asked for (payoffs plus the
 * requested cash): the smallest entry below it, or 'none' when every entry allows it.
 */
export function bindingLimit(limits: Record<string, number>, neededDollars: number): string {
  const binding = Object.entries(limits)
    .filter(([, limit]) => limit < neededDollars)
    .sort(([, a], [, b]) => a - b)[0];
  return binding ? binding[0] : 'none';
}
