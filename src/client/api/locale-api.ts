import type { AxiosInstance } from 'axios';
import { isLocale, LOCALE_COOKIE, type Locale } from '../../shared/i18n/locales.ts';
import { currentLocale } from '../i18n/locale.ts';

/**
 * PUT /api/v2/me/locale (issue 22): the signed-in borrower's language, kept on their account and their open
 * applications (for e-mails and documents). `nmlsId`, the officer of the page, names the company whose offered
 * languages the server checks it against (a language the company does not offer is a 409).
 */
export async function saveAccountLocale(http: AxiosInstance, locale: Locale, nmlsId?: string): Promise<void> {
  await http.put('/v2/me/locale', nmlsId ? { locale, nmlsId } : { locale });
}

const hasLocaleCookie = () =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${LOCALE_COOKIE}=`));

/**
 * After log-in on a browser that never chose a language (no `lang` cookie): the language stored on the account,
 * so a borrower who chose Spanish on their phone reads Spanish on their laptop too. A failure changes nothing.
 */
export async function restoreAccountLocale(
  http: AxiosInstance,
  switchLocale: (locale: Locale) => void,
): Promise<void> {
  if (hasLocaleCookie()) return;
  try {
    const { data } = await http.get<{ locale?: string | null }>('/v2/me');
    if (isLocale(data.locale) && data.locale !== currentLocale()) switchLocale(data.locale);
  } catch (error) {
    console.warn('The account’s language could not be read', error);
  }
}
