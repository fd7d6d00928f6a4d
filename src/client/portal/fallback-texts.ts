import type { Translate } from '../i18n/messages.ts';

/** Spec 8: what the portal shows when a field is missing (English; the screens read `fallbackTexts`). */
export const FALLBACK_TEXTS = {
  street: 'Unknown Street',
  loanNumber: 'Unknown Loan Number',
  status: 'Unknown Status',
  name: 'Unknown Name',
  phone: 'Unknown Phone',
  email: 'Unknown Email',
  officer: 'Unknown Officer',
} as const;

export type FallbackTexts = Readonly<Record<keyof typeof FALLBACK_TEXTS, string>>;

/** Spec 8's fallbacks in the page's language, from the `portal` catalogue (`fallback.street` …). */
export function fallbackTexts(t: Translate): FallbackTexts {
  return Object.fromEntries(
    Object.keys(FALLBACK_TEXTS).map((key) => [key, t(`fallback.${key}`)]),
  ) as unknown as FallbackTexts;
}

/** The value, or the fallback when it is missing or blank. */
export function orFallback(value: string | null | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}
