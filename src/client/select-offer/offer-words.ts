/**
 * The offers' words in the borrower's language (schemas/messages/<locale>/offers.json): a product's name (the rate
 * sheet names it in English; Spanish names it by its type), a term, an offer as the explanations name it, and the
 * locale's money and dates (src/client/loans/locale-format.ts).
 */
import { useMemo } from 'react';
import type { PricingResult } from '../../shared/pricing/pricing-types.ts';
import { type Translate, useMessages } from '../i18n/messages.ts';
import { stateNameIn } from '../i18n/state-names.ts';
import { type LocaleFormat, useLocaleFormat } from '../loans/locale-format.ts';

interface Product {
  productType: string;
  productName: string;
}

export interface OfferWords {
  t: Translate;
  format: LocaleFormat;
  /** `Home equity line of credit` / `Línea de crédito sobre el valor neto de la vivienda (HELOC)`. */
  product: (offer: Product) => string;
  /** `30 years` / `30 años`; `18 months` / `18 meses`. */
  term: (months: number) => string;
  /** `home equity line of credit (30 years, 1% fee)` / `línea de crédito … (30 años, cargo del 1 %)`. */
  offerName: (offer: Product & { termMonths: number; originationFeePercent: number }) => string;
  /** The state's limits on the offers (src/shared/pricing/offer-choices.ts's stateRuleNote, in these words). */
  stateRuleNote: (rule: PricingResult['stateRule'] | undefined) => string | null;
}

export function offerWords(t: Translate, format: LocaleFormat): OfferWords {
  const term = (months: number) =>
    months % 12 === 0 ? t('term.years', { years: months / 12 }) : t('term.months', { months });
  return {
    t,
    format,
    product: (offer) => t('product.name', { type: offer.productType, name: offer.productName }),
    term,
    offerName: (offer) =>
      t('offerName', {
        product: t('product.lower', { type: offer.productType, name: offer.productName.toLowerCase() }),
        term: term(offer.termMonths),
        fee: offer.originationFeePercent,
      }),
    stateRuleNote: (rule) => {
      if (!rule) return null;
      const parts = [
        ...(rule.minimumAmount === undefined
          ? []
          : [t('stateRule.minimum', { amount: format.usd(rule.minimumAmount) })]),
        ...(rule.maxFeePercent === undefined ? [] : [t('stateRule.maxFee', { percent: rule.maxFeePercent })]),
        ...(rule.maxCltvPercent === undefined
          ? []
          : [t('stateRule.maxCltv', { percent: rule.maxCltvPercent })]),
        ...(rule.maximumAmount === undefined
          ? []
          : [t('stateRule.maximum', { amount: format.usd(rule.maximumAmount) })]),
      ];
      if (parts.length === 0) return null;
      const rules =
        parts.length > 1
          ? t('stateRule.and', { first: parts.slice(0, -1).join(', '), last: parts.at(-1) })
          : parts[0];
      const state = stateNameIn(format.locale, rule.state);
      return rule.citation
        ? t('stateRule.noteCited', { state, rules, citation: rule.citation })
        : t('stateRule.note', { state, rules });
    },
  };
}

export function useOfferWords(): OfferWords {
  const t = useMessages('offers');
  const format = useLocaleFormat();
  return useMemo(() => offerWords(t, format), [t, format]);
}
