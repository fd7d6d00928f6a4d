/**
 * Whether the chosen offer's terms still stand: priced on the current answers (priced-on.ts) and within their life
 * (rate-lock.ts). The review asks this to price again, accepting terms and submitting to refuse.
 */
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { findCreditReport } from '../credit/credit-repository.ts';
import type { Orm } from '../db/database.ts';
import { type PricedOn, type StaleTerms, staleTerms } from './priced-on.ts';
import {
  dayOf,
  type OfferLifeRefusal,
  offerLifeRefusal,
  type RateLock,
  type RateSheetStamp,
} from './rate-lock.ts';

/** The chosen offer as kept on the application: the product with when and on what it was priced. */
export type ChosenProduct = PricedProduct & {
  chosenAt?: string;
  pricedOn?: PricedOn;
  rateSheet?: RateSheetStamp;
};

export type TermsProblem = StaleTerms | (OfferLifeRefusal & { changed: [] });

export const chosenProductOf = (row: Pick<ApplicationRow, 'derived'>) =>
  (row.derived.pricing as { product?: ChosenProduct } | undefined)?.product;

/** The lock taken when this very offer's terms were accepted, if they were. */
export function acceptedLock(
  row: Pick<ApplicationRow, 'derived'>,
  product: PricedProduct,
): RateLock | undefined {
  const acceptance = row.derived.loanTerms as { productId?: string; lock?: RateLock } | null | undefined;
  return acceptance?.productId === product.id ? acceptance.lock : undefined;
}

/**
 * Why the chosen offer's terms no longer stand (answers changed first, then the lock or the sheet), in `locale`;
 * null while they do.
 */
export async function termsProblem(
  orm: Orm,
  row: ApplicationRow,
  product: ChosenProduct,
  sheet: RateSheet,
  now: Date,
  locale: Locale = SOURCE_LOCALE,
): Promise<TermsProblem | null> {
  const stale = staleTerms(row, product, await findCreditReport(orm, row.id), locale);
  if (stale) return stale;
  const life = offerLifeRefusal(acceptedLock(row, product), product.rateSheet, sheet, dayOf(now), locale);
  return life ? { ...life, changed: [] } : null;
}
