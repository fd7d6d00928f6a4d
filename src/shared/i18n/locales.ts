/** The languages the product speaks. English is the source every other language is translated from. */
export const SOURCE_LOCALE = 'en';
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language named in itself, as a picker offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The cookie that carries a visitor's choice before they have an account (and the log-in page's picker). */
export const LOCALE_COOKIE = 'lang';

/**
 * The first language of `Accept-Language` (by its q-values) that the product speaks and the company offers;
 * English when none is. `es-MX`, `es-419` and `es` all ask for Spanish.
 */
export function negotiateLocale(acceptLanguage: string | undefined, offered: readonly Locale[]): Locale {
  if (!acceptLanguage) return SOURCE_LOCALE;
  const asked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.language && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of asked) if (isLocale(language) && offered.includes(language)) return language;
  return SOURCE_LOCALE;
}

/** A stored or requested language the company offers, else English. */
export const offeredLocale = (value: unknown, offered: readonly Locale[]): Locale =>
  isLocale(value) && offered.includes(value) ? value : SOURCE_LOCALE;
