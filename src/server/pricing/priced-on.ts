/**
 * What an offer was priced on (issue 17, item 1): the inputs pricing read, kept with the pricing run and with the
 * chosen product, and a fingerprint of them. Terms are accepted and an application submitted only while the
 * current answers give the same inputs; otherwise the borrower is told what changed and chooses again.
 */
import { createHash } from 'node:crypto';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { PricingFacts } from '../../shared/pricing/pricing-types.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import type { StoredCreditReport } from '../credit/credit-repository.ts';
import { applicationFacts } from '../flows/application-facts.ts';
import { apiText, listed } from '../i18n/api-texts.ts';
import { type FactsProblem, pricingFacts } from './pricing-facts.ts';

export interface PricingInputs {
  /** Whole cents; null when the flow asks no amount (offers then go as high as the caps allow). */
  requestedCashCents: number | null;
  propertyValueCents: number;
  occupancy: string;
  propertyType: string;
  /** The home's address as one comparable line (street, unit, city, state, ZIP). */
  propertyAddress: string;
  monthlyIncomeCents: number | null;
  /** URLA 2d other monthly obligations, cents; absent when none (so terms priced before it was asked still hold). */
  otherObligationsCents?: number;
  creditScore: number;
  /** Each debt and what happens to it at closing, in a stable order. */
  payoffs: string[];
}

export type PricingInputName = keyof PricingInputs;

export interface PricedOn {
  fingerprint: string;
  inputs: PricingInputs;
}

/**
 * The inputs in a stable order (the fingerprint's); each is named in the borrower's words by the `api` catalogue's
 * `refusal.pricing.input.<name>`, as the sentence "… changed since these terms were priced" reads it.
 */
const INPUT_ORDER: PricingInputName[] = [
  'requestedCashCents',
  'propertyValueCents',
  'occupancy',
  'propertyType',
  'propertyAddress',
  'monthlyIncomeCents',
  'otherObligationsCents',
  'creditScore',
  'payoffs',
];

function addressLine(row: ApplicationRow): string {
  const address = applicationFacts(row.flowType, row.data).propertyAddress ?? {};
  return [address.street, address.unit, address.city, address.state, address.zip]
    .map((part) => (part ?? '').trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');
}

const fingerprintOf = (inputs: PricingInputs) =>
  createHash('sha256')
    .update(JSON.stringify(INPUT_ORDER.flatMap((name) => (inputs[name] === undefined ? [] : [inputs[name]]))))
    .digest('hex');

/** The inputs of a pricing of this application with these facts (the ones `price` was given). */
export function pricedOnFrom(row: ApplicationRow, facts: PricingFacts): PricedOn {
  const inputs: PricingInputs = {
    requestedCashCents:
      facts.requestedCashCents === Number.MAX_SAFE_INTEGER ? null : facts.requestedCashCents,
    propertyValueCents: facts.propertyValueCents,
    occupancy: facts.occupancy,
    propertyType: facts.propertyType,
    propertyAddress: addressLine(row),
    monthlyIncomeCents: facts.monthlyIncomeCents ?? null,
    ...(facts.otherMonthlyObligationsCents
      ? { otherObligationsCents: facts.otherMonthlyObligationsCents }
      : {}),
    creditScore: facts.creditScore,
    payoffs: facts.liabilities
      .map((debt) => `${debt.id}:${debt.payoff}:${debt.outstandingBalanceCents}`)
      .sort(),
  };
  return { fingerprint: fingerprintOf(inputs), inputs };
}

/** The inputs a pricing would read now, or why it could not run (an answer gone, no credit file, no value). */
export function currentPricedOn(row: ApplicationRow, report: StoredCreditReport | undefined) {
  const facts = pricingFacts(row, report);
  return 'code' in facts ? facts : pricedOnFrom(row, facts);
}

const PROBLEM_INPUT: Record<FactsProblem['code'], PricingInputName> = {
  answers_missing: 'propertyAddress',
  credit_required: 'creditScore',
  property_value_needed: 'propertyValueCents',
};

const FACT_INPUT: Partial<Record<string, PricingInputName>> = {
  propertyAddress: 'propertyAddress',
  occupancy: 'occupancy',
  propertyType: 'propertyType',
};

/** The inputs that differ between what the offer was priced on and now; empty while it still holds. */
export function changedInputs(pricedOn: PricedOn, now: PricedOn | FactsProblem): PricingInputName[] {
  if ('code' in now) return [('fact' in now ? FACT_INPUT[now.fact] : undefined) ?? PROBLEM_INPUT[now.code]];
  if (now.fingerprint === pricedOn.fingerprint) return [];
  return INPUT_ORDER.filter(
    (name) => JSON.stringify(pricedOn.inputs[name]) !== JSON.stringify(now.inputs[name]),
  );
}

export interface StaleTerms {
  code: 'terms_stale';
  /** The inputs that changed (none named when the offer was chosen before its inputs were kept). */
  changed: PricingInputName[];
  message: string;
}

/** What changed since the terms were priced, in `locale`: "The loan amount and your income changed since …". */
export function staleMessage(changed: PricingInputName[], locale: Locale = SOURCE_LOCALE): string {
  const t = apiText(locale);
  if (changed.length === 0) return t('refusal.pricing.staleUnchecked');
  const inputs = listed(
    locale,
    changed.map((name) => t(`refusal.pricing.input.${name}`)),
  );
  const sentence = t('refusal.pricing.staleChanged', { inputs, count: changed.length });
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

/**
 * Whether the chosen offer still rests on the current answers; the refusal to give when it does not, in `locale`.
 */
export function staleTerms(
  row: ApplicationRow,
  chosen: { id: string; pricedOn?: PricedOn },
  report: StoredCreditReport | undefined,
  locale: Locale = SOURCE_LOCALE,
): StaleTerms | null {
  const changed = chosen.pricedOn ? changedInputs(chosen.pricedOn, currentPricedOn(row, report)) : [];
  if (chosen.pricedOn && changed.length === 0) return null;
  return { code: 'terms_stale', changed, message: staleMessage(changed, locale) };
}
