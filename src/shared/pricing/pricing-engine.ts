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
  const payoffs = requiredPayoffs + chosenPayoffs;
  const smallestLoan = Math.max(
    program.minimumAmount * CENTS,
    (stateRule.minimumAmount ?? 0) * CENTS,
    ceilToStep(requiredPayoffs, program.amountStep),
  );
  const base = {
    propertyValue: toDollars(facts.propertyValueCents),
    minAmount: toDollars(requiredPayoffs),
    amountStep: program.amountStep,
    stateRule: sheet.stateRules[facts.state] ? { state: facts.state, ...stateRule } : null,
  };
  const declined = (minLoanCents: number): PricingResult => ({
    ...base,
    minLoanAmount: toDollars(minLoanCents),
    products: [],
    maxLimits: {},
    maxLoanAmountsByBuydown: {},
    limitedBy: 'none',
    prequalAmount: 0,
    ineligibleReasons: reasons,
    declines,
  });
  const found = eligibility(sheet, facts, reasons, declines);
  // No third lien: the new loan sits behind the first mortgage only, so any other lien that would stay declines.
  const liensThatStay = facts.liabilities.filter(
    (l) => l.securedBySubjectProperty && l.payoff === 'STAYS',
  ).length;
  if (found && liensThatStay > 1) {
    reasons.push('More than one lien on the home would stay: this program does not take a third lien.');
    declines.push({ code: 'thirdLien', liensThatStay });
  }
  if (!found || liensThatStay > 1) return declined(smallestLoan);

  const cltvLimit = floorToStep(
    (facts.propertyValueCents * found.maxCltvPercent) / 100 - stayingLiens,
    program.amountStep,
  );
  const programLimit =
    Math.min(program.maximumAmount, stateRule.maximumAmount ?? Number.POSITIVE_INFINITY) * CENTS;
  const remainingDebtPayments =
    sumCents(facts.liabilities, (l) => (l.payoff === 'STAYS' ? l.monthlyPaymentCents : 0)) +
    (facts.otherMonthlyObligationsCents ?? 0);
  const income = facts.monthlyIncomeCents;
  const paymentRoom =
    income === undefined
      ? undefined
      : (income * program.maxDebtToIncomePercent) / 100 - remainingDebtPayments;

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

  /**
   * Months the qualifying payment amortises over: a loan its own term; a line the shorter of its term and the
   * program's qualifying term (a 20-year payment on the full line, or the line's own when it repays faster).
   */
  const qualifyingMonths = (product: RateSheetProduct, term: TermMonths) =>
    product.creditType === 'open-end' ? Math.min(term, program.qualifyingTermMonths) : term;

  /**
   * Largest amount whose own qualifying payment keeps the debts within the DTI cap. The rate is the one at the
   * largest amount the collateral allows (the highest CLTV band's), so any smaller amount's payment is lower.
   */
  const debtToIncomeLimit = (product: RateSheetProduct, term: TermMonths, feeAdjustment: number) => {
    if (paymentRoom === undefined) return undefined;
    const rate = rateFor(product, term, feeAdjustment, Math.max(cltvLimit, smallestLoan));
    const months = qualifyingMonths(product, term);
    const perMillion = monthlyPaymentCents(1_000_000_00, rate, months);
    let limit = floorToStep((Math.max(0, paymentRoom) / perMillion) * 1_000_000_00, program.amountStep);
    // The payment is rounded to the cent: step down until the rounded payment fits too.
    while (limit > 0 && monthlyPaymentCents(limit, rate, months) > paymentRoom)
      limit -= program.amountStep * CENTS;
    return Math.max(0, limit);
  };

  /** The smallest amount at which this fee is financed: what is left after payoffs and the fee is never negative. */
  const feeFinancedMinimum = (feePercent: number) => {
    if (payoffs === 0 || feePercent === 0) return ceilToStep(payoffs, program.amountStep);
    let amount = ceilToStep((payoffs * 100) / (100 - feePercent), program.amountStep);
    while (amount - Math.round((amount * feePercent) / 100) < payoffs) amount += program.amountStep * CENTS;
    return amount;
  };

  const products: PricedProduct[] = [];
  const maxLimits: Record<string, Record<string, number>> = {};
  const maxLoanAmountsByBuydown: Record<string, number> = {};
  const desired = options.loanAmountCents ?? facts.requestedCashCents + payoffs;
  const noFeeAdjustment = sheet.originationFeeOptions[0]?.rateAdjustment ?? 0;
  // Fee options above the state's cap (Texas: 2% of principal) are not offered there.
  const feeOptions = sheet.originationFeeOptions.filter(
    (fee) => stateRule.maxFeePercent === undefined || fee.feePercent <= stateRule.maxFeePercent,
  );
  let smallestOffered = Number.POSITIVE_INFINITY;
  let largestByIncome = 0;

  for (const product of sheet.products) {
    // The income cap reported for spec 5 is the first term's without a fee (each offer carries its own).
    const incomeLimit = debtToIncomeLimit(product, sheet.terms[0] as TermMonths, noFeeAdjustment);
    maxLimits[product.productType] = {
      combinedLoanToValue: toDollars(cltvLimit),
      programMaximum: toDollars(programLimit),
      ...(incomeLimit === undefined ? {} : { debtToIncome: toDollars(incomeLimit) }),
    };
    for (const term of sheet.terms) {
      for (const fee of feeOptions) {
        const incomeCap = debtToIncomeLimit(product, term, fee.rateAdjustment);
        largestByIncome = Math.max(largestByIncome, incomeCap ?? Number.POSITIVE_INFINITY);
        const maxCents = Math.min(cltvLimit, programLimit, incomeCap ?? Number.POSITIVE_INFINITY);
        const minCents = Math.max(smallestLoan, feeFinancedMinimum(fee.feePercent));
        if (maxCents < minCents) continue;
        smallestOffered = Math.min(smallestOffered, minCents);
        const buydownKey = `${fee.feePercent}%`;
        maxLoanAmountsByBuydown[buydownKey] = Math.max(
          maxLoanAmountsByBuydown[buydownKey] ?? 0,
          toDollars(maxCents),
        );
        const stepped = (cents: number) =>
          Math.min(maxCents, Math.max(minCents, floorToStep(cents, program.amountStep)));
        const askedCents = stepped(desired);
        // A line is priced on the credit it grants (its CLTV, its caps, its qualifying payment); its payment and fee are on the draw.
        const open = product.creditType === 'open-end';
        const lineCents = open
          ? options.lineAmountCents === undefined
            ? askedCents
            : stepped(options.lineAmountCents)
          : undefined;
        const loanCents = Math.min(askedCents, lineCents ?? askedCents);
        const rate = rateFor(product, term, fee.rateAdjustment, lineCents ?? loanCents);
        const paymentCents = monthlyPaymentCents(loanCents, rate, term);
        const qualifyingCents = open
          ? monthlyPaymentCents(lineCents ?? loanCents, rate, qualifyingMonths(product, term))
          : paymentCents;
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
          minLoanAmount: toDollars(minCents),
          maxLoanAmount: toDollars(maxCents),
          cashToBorrower: toDollars(loanCents - payoffs - feeCents),
          qualifyingPayment: toDollars(qualifyingCents),
          ...(income === undefined || income <= 0
            ? {}
            : {
                debtToIncomePercent:
                  Math.round(((qualifyingCents + remainingDebtPayments) / income) * 10_000) / 100,
              }),
        });
      }
    }
  }

  if (products.length === 0) {
    reasons.push('The largest loan this property supports is below the program minimum.');
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
    if (largestByIncome < smallestLoan && income !== undefined)
      declines.push({
        code: 'debtToIncome',
        monthlyIncome: toDollars(income),
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
    minLoanAmount: toDollars(Number.isFinite(smallestOffered) ? smallestOffered : smallestLoan),
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
