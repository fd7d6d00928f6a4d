/**
 * The borrower's language. The server decides it for the page it sends (the account's choice, the `lang` cookie,
 * then `Accept-Language`, among the languages the company offers) and writes it as `<html lang>`; the SPA starts
 * from that, and a choice in a picker changes it for the page, the cookie and (signed in) the account.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { isLocale, LOCALE_COOKIE, type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';

const pageLocale = (): Locale => {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : SOURCE_LOCALE;
};

export const localeAtom = atom<Locale>(pageLocale());

/** The language of the page now, for code outside React (the API client's `Accept-Language`). */
export const currentLocale = pageLocale;

export const useLocale = (): Locale => useAtomValue(localeAtom);

/** A year, so a visitor's choice outlives the session; it names a language and nothing else. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Switches the page's language (texts load for it as they are needed); the caller stores it on the account. */
export function useSwitchLocale(): (locale: Locale) => void {
  const setLocale = useSetAtom(localeAtom);
  return useCallback(
    (locale: Locale) => {
      document.documentElement.lang = locale;
      // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads on the next page
      document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
      setLocale(locale);
    },
    [setLocale],
  );
}
