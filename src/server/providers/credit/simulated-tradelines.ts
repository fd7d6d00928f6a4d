import type { ScenarioTradeline } from '../../../shared/simulator-scenario.ts';
import { fractionOf } from '../seeded.ts';
import type { Tradeline, TradelineType } from './credit-provider.ts';

/** The debts the embedded credit bureau reports: generated from a seed, or as a tester chose them. */

const dollars = (amount: number) => Math.round(amount) * 100;
const last4 = (seed: number, n: number) =>
  String(Math.floor(fractionOf(seed, n + 50) * 10000)).padStart(4, '0');

/** What each kind of debt costs a month, from its balance, in cents. */
const MONTHLY_PAYMENT: Record<TradelineType, (balanceCents: number) => number> = {
  Mortgage: (balance) => Math.round(balance * 0.0065),
  HELOC: (balance) => Math.round(balance * 0.008),
  Installment: (balance) => Math.round(balance * 0.022),
  Revolving: (balance) => Math.max(2_500, Math.round(balance * 0.03)),
};

const CREDITORS: Record<TradelineType, string> = {
  Mortgage: 'Liberty Home Mortgage',
  HELOC: 'First Street Bank',
  Installment: 'Metro Auto Finance',
  Revolving: 'Capital Card',
};

export function mortgage(seed: number): Tradeline {
  const balance = dollars(80_000 + fractionOf(seed, 10) * 140_000);
  return {
    id: 'tl-mortgage',
    type: 'Mortgage',
    creditor: CREDITORS.Mortgage,
    accountLast4: last4(seed, 10),
    balanceCents: balance,
    monthlyPaymentCents: MONTHLY_PAYMENT.Mortgage(balance),
    securedBySubjectProperty: true,
  };
}

export function card(seed: number, n: number, creditor: string): Tradeline {
  const limit = dollars(3_000 + fractionOf(seed, n * 7) * 12_000);
  const balance = Math.round(limit * fractionOf(seed, n * 7 + 1) * 0.6);
  return {
    id: `tl-card-${n}`,
    type: 'Revolving',
    creditor,
    accountLast4: last4(seed, n),
    balanceCents: balance,
    monthlyPaymentCents: MONTHLY_PAYMENT.Revolving(balance),
    creditLimitCents: limit,
    securedBySubjectProperty: false,
  };
}

export function autoLoan(seed: number): Tradeline {
  const balance = dollars(6_000 + fractionOf(seed, 20) * 24_000);
  return {
    id: 'tl-auto',
    type: 'Installment',
    creditor: CREDITORS.Installment,
    accountLast4: last4(seed, 20),
    balanceCents: balance,
    monthlyPaymentCents: MONTHLY_PAYMENT.Installment(balance),
    securedBySubjectProperty: false,
  };
}

export function existingHeloc(seed: number): Tradeline {
  const limit = dollars(30_000 + fractionOf(seed, 30) * 40_000);
  const balance = Math.round(limit * (0.2 + fractionOf(seed, 31) * 0.6));
  return {
    id: 'tl-heloc',
    type: 'HELOC',
    creditor: CREDITORS.HELOC,
    accountLast4: last4(seed, 30),
    balanceCents: balance,
    monthlyPaymentCents: MONTHLY_PAYMENT.HELOC(balance),
    creditLimitCents: limit,
    securedBySubjectProperty: true,
  };
}

/**
 * A debt a tester put on the file, shaped as the generated ones are, so liabilities and pricing treat it the
 * same: a line's limit defaults to its balance, the payment and creditor to the generated ones' of that kind.
 */
export function chosenTradeline(line: ScenarioTradeline, index: number, seed: number): Tradeline {
  const balanceCents = line.balance * 100;
  const isLine = line.type === 'HELOC' || line.type === 'Revolving';
  return {
    id: `tl-${index + 1}-${line.type.toLowerCase()}`,
    type: line.type,
    creditor: line.creditor ?? CREDITORS[line.type],
    accountLast4: last4(seed, 60 + index),
    balanceCents,
    monthlyPaymentCents:
      line.monthlyPayment === undefined
        ? MONTHLY_PAYMENT[line.type](balanceCents)
        : line.monthlyPayment * 100,
    ...(isLine ? { creditLimitCents: (line.limit ?? line.balance) * 100 } : {}),
    securedBySubjectProperty:
      line.securedBySubjectProperty ?? (line.type === 'Mortgage' || line.type === 'HELOC'),
    ...(line.lienPosition === undefined ? {} : { lienPosition: line.lienPosition }),
  };
}
