/**
 * The portal's language picker (issue 22): the texts of a language downloaded before the page switches to it, and
 * the borrower's choice stored on their account when signed in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isLocale, type Locale } from '../../shared/i18n/locales.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { saveAccountLocale } from '../api/locale-api.ts';
import { portalQueryKeys } from '../api/portal-api.ts';
import { loadCatalogue } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';

/** The namespaces a portal page reads. */
export const PORTAL_NAMESPACES = ['portal', 'loans', 'common'] as const;

/** Starts the download of the portal's texts in a language (before the page switches to it, or as it loads). */
export function preloadPortalTexts(locale: Locale): void {
  for (const namespace of PORTAL_NAMESPACES) void loadCatalogue(locale, namespace);
}

/** Preloads the texts of the languages offered besides the page's, when the borrower reaches for the picker. */
export function preloadOtherLocales(offered: readonly Locale[], current: Locale): void {
  for (const locale of offered) if (locale !== current) preloadPortalTexts(locale);
}

/**
 * After a choice: signed in, `PUT /api/v2/me/locale` (src/client/api/locale-api.ts) stores it on the account
 * (e-mails and documents follow it; a failure only warns, the page has switched already), and the portal's data
 * is fetched again in the language (`Accept-Language`).
 */
export function useLocaleChosen(signedIn: boolean): (locale: Locale) => void {
  const http = useHttpClient();
  const officerId = useOfficerId();
  const queryClient = useQueryClient();
  return useCallback(
    (locale: Locale) => {
      if (!isLocale(locale)) return;
      if (signedIn) {
        saveAccountLocale(http, locale, officerId).catch((error: unknown) =>
          console.warn(`Keeping the language ${locale} on the account failed`, error),
        );
      }
      void queryClient.invalidateQueries({ queryKey: portalQueryKeys.all });
    },
    [http, officerId, queryClient, signedIn],
  );
}
