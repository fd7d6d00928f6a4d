import { useMemo } from 'react';
import { type LocaleFormat, localeFormat } from '../../shared/i18n/locale-format.ts';
import { useLocale } from '../i18n/locale.ts';

export type { LocaleFormat };

/** The formats of the page's language (src/shared/i18n/locale-format.ts). */
export function useLocaleFormat(): LocaleFormat {
  const locale = useLocale();
  return useMemo(() => localeFormat(locale), [locale]);
}
