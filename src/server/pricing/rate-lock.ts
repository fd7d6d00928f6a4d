/**
 * The rate lock and the life of an offer (issue 18, item 7). Accepting terms locks them for the rate sheet's lock
 * period (45 calendar days when it names none), ending no later than the sheet's expiration date. While the lock
 * holds, the locked terms are the loan's even if a newer sheet takes effect; once it has ended, or when terms were
 * never locked and the sheet they were priced on is no longer the one in force, they are priced again before the
 * application is submitted. Dates are UTC calendar days (YYYY-MM-DD).
 */
import { localeFormat } from '../../shared/i18n/locale-format.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import type { RateSheet } from '../../shared/pricing/rate-sheet-types.ts';
import { apiText } from '../i18n/api-texts.ts';

export const DEFAULT_LOCK_DAYS = 45;

/** Which rate sheet priced an offer: its name and dates. */
export interface RateSheetStamp {
  name: string;
  effectiveDate: string;
  expirationDate: string | null;
}

export interface RateLock {
  lockedAt: string;
  lockedOn: string;
  /** The lock's last day: terms submitted on it still hold. */
  expiresOn: string;
  periodDays: number;
  /** Whether the sheet's expiration date, not the lock period, set `expiresOn`. */
  endsWithRateSheet: boolean;
  rateSheet: RateSheetStamp;
  terms: {
    productId: string;
    productName: string;
    productType: string;
    termMonths: number;
    interestRate: number;
    apr: number;
    originationFee: number;
    loanAmount: number;
    totalLineAmount: number | null;
    monthlyPayment: number;
  };
}

export interface OfferLifeRefusal {
  code: 'lock_expired' | 'rate_sheet_changed' | 'rate_sheet_expired';
  message: string;
}

export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

export const sheetStamp = (sheet: RateSheet): RateSheetStamp => ({
  name: sheet.name,
  effectiveDate: sheet.effectiveDate,
  expirationDate: sheet.expirationDate ?? null,
});

const sameSheet = (a: RateSheetStamp, b: RateSheetStamp) =>
  a.name === b.name && a.effectiveDate === b.effectiveDate;

/** The lock accepting `product` takes now: its dates and the terms it holds. */
export function takeLock(product: PricedProduct, sheet: RateSheet, now: Date): RateLock {
  const periodDays = sheet.rateLock?.periodDays ?? DEFAULT_LOCK_DAYS;
  const lockedOn = dayOf(now);
  const byPeriod = addDays(lockedOn, periodDays);
  const endsWithRateSheet = sheet.expirationDate !== undefined && sheet.expirationDate < byPeriod;
  return {
    lockedAt: now.toISOString(),
    lockedOn,
    expiresOn: endsWithRateSheet ? (sheet.expirationDate as string) : byPeriod,
    periodDays,
    endsWithRateSheet,
    rateSheet: sheetStamp(sheet),
    terms: {
      productId: product.id,
      productName: product.productName,
      productType: product.productType,
      termMonths: product.termMonths,
      interestRate: product.rate,
      apr: product.apr,
      originationFee: product.originationFee,
      loanAmount: product.loanAmount,
      totalLineAmount: creditLineOf(product) ?? null,
      monthlyPayment: product.monthlyPayment,
    },
  };
}

/**
 * Why the rate sheet in force today cannot take terms priced on `pricedOn` (absent for an offer chosen before
 * offers were stamped with their sheet): it has expired, or a newer one has taken effect since; said in `locale`.
 */
export function rateSheetRefusal(
  pricedOn: RateSheetStamp | undefined,
  sheet: RateSheet,
  today: string,
  locale: Locale = SOURCE_LOCALE,
): OfferLifeRefusal | null {
  const t = apiText(locale);
  const { longDate } = localeFormat(locale);
  if (sheet.expirationDate !== undefined && today > sheet.expirationDate)
    return {
      code: 'rate_sheet_expired',
      message: t('refusal.pricing.rateSheetExpired', { date: longDate(sheet.expirationDate) }),
    };
  if (pricedOn && !sameSheet(pricedOn, sheetStamp(sheet)))
    return {
      code: 'rate_sheet_changed',
      message: t('refusal.pricing.rateSheetChanged', {
        pricedOn: longDate(pricedOn.effectiveDate),
        current: longDate(sheet.effectiveDate),
      }),
    };
  return null;
}

/** Why locked terms no longer hold today, in `locale`: the lock has ended (by its period or with its rate sheet). */
export function lockRefusal(
  lock: RateLock,
  today: string,
  locale: Locale = SOURCE_LOCALE,
): OfferLifeRefusal | null {
  if (today <= lock.expiresOn) return null;
  const t = apiText(locale);
  const date = localeFormat(locale).longDate(lock.expiresOn);
  return {
    code: 'lock_expired',
    message: lock.endsWithRateSheet
      ? t('refusal.pricing.lockEndedWithSheet', { date })
      : t('refusal.pricing.lockExpired', { days: lock.periodDays, date }),
  };
}

/**
 * Whether terms may still be submitted today: a lock that holds keeps them (whatever sheet is in force now); an
 * ended lock, or unlocked terms priced on a sheet no longer in force, do not. The refusal is in `locale`.
 */
export function offerLifeRefusal(
  lock: RateLock | undefined,
  pricedOn: RateSheetStamp | undefined,
  sheet: RateSheet,
  today: string,
  locale: Locale = SOURCE_LOCALE,
): OfferLifeRefusal | null {
  if (lock) return lockRefusal(lock, today, locale);
  return rateSheetRefusal(pricedOn, sheet, today, locale);
}
