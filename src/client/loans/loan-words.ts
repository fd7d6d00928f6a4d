/**
 * Words of the loan the server sends in English codes or names, in the borrower's language: the milestone names of
 * spec 4.9 (a card's or a loan's status) and the product in words. Anything unknown reads as given.
 */
import { MILESTONES } from '../../shared/loan-milestones.ts';
import { PRODUCT_TYPE_LABELS } from '../../shared/product-types.ts';
import type { Translate } from '../i18n/messages.ts';

/** `30 years`, `18 months` (the `loans` catalogue's `term.value`). */
export function termWords(t: Translate, months: number): string {
  return months % 12 === 0
    ? t('term.value', { unit: 'years', count: months / 12 })
    : t('term.value', { unit: 'months', count: months });
}

/** A milestone's name (`Sign Disclosures`) in the `loans` catalogue's words; any other status as given. */
export function milestoneWords(t: Translate, name: string): string {
  const index = (MILESTONES as readonly string[]).indexOf(name);
  return index === -1 ? name : t(`milestone.${index}`);
}

/** The product's words (`HELOC` → the `loans` catalogue's `product.HELOC`); a code not known reads as `otherwise`. */
export function productWords(t: Translate, productType: string, otherwise: string = productType): string {
  return Object.hasOwn(PRODUCT_TYPE_LABELS, productType) ? t(`product.${productType}`) : otherwise;
}
