import { useMemo } from 'react';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { useLocale } from '../i18n/locale.ts';
import { useBranding } from './branding-context.ts';

/**
 * The languages a language picker offers: the company's (its branding's `languages`, on the Broker context). While the company is
 * unknown, none to choose from, unless the page is in another language than English, which then stays
 * reachable (a picker of English and the page's language).
 */
export function offeredLanguages(company: readonly Locale[] | undefined, page: Locale): readonly Locale[] {
  if (company && company.length > 0) return company;
  return page === SOURCE_LOCALE ? [SOURCE_LOCALE] : [SOURCE_LOCALE, page];
}

/** The languages the current officer's company offers (see offeredLanguages). Needs BrandingProvider above it. */
export function useOfferedLanguages(): readonly Locale[] {
  const { languages } = useBranding().broker;
  const page = useLocale();
  return useMemo(() => offeredLanguages(languages, page), [languages, page]);
}
