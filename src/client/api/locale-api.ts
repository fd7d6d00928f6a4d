import type { AxiosInstance } from 'axios';
import type { Locale } from '../../shared/i18n/locales.ts';

/**
 * PUT /api/v2/me/locale (issue 22): the signed-in borrower's language, kept on their account and their open
 * applications (for e-mails and documents). `nmlsId`, the officer of the page, names the company whose offered
 * languages the server checks it against (a language the company does not offer is a 409).
 */
export async function saveAccountLocale(http: AxiosInstance, locale: Locale, nmlsId?: string): Promise<void> {
  await http.put('/v2/me/locale', nmlsId ? { locale, nmlsId } : { locale });
}
