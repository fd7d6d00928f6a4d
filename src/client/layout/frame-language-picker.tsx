import { useCallback } from 'react';
import type { Locale } from '../../shared/i18n/locales.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { saveAccountLocale } from '../api/locale-api.ts';
import { useHasAuthToken } from '../auth/auth-provider.tsx';
import { useBranding } from '../branding/branding-context.ts';
import { useOfferedLanguages } from '../branding/use-offered-languages.ts';
import { LanguagePicker } from '../i18n/language-picker.tsx';

/**
 * Stores a signed-in borrower's choice of language on their account (PUT /api/v2/me/locale), for their e-mails
 * and documents; the page has switched already (and the `lang` cookie keeps it for the next visit). A failure
 * is a warning only: the page stays in the chosen language. For any header with a LanguagePicker (the portal's too).
 */
export function useStoreLocaleChoice(): (locale: Locale) => void {
  const http = useHttpClient();
  const { officerId } = useBranding();
  return useCallback(
    (locale: Locale) => {
      saveAccountLocale(http, locale, officerId).catch((error: unknown) =>
        console.warn(`Keeping the language ${locale} on the account failed`, error),
      );
    },
    [http, officerId],
  );
}

function AccountLanguagePicker({ offered }: { offered: readonly Locale[] }) {
  return <LanguagePicker offered={offered} onChosen={useStoreLocaleChoice()} />;
}

/**
 * The header's language picker (issue 22): the languages the officer's company offers (none to pick when it
 * offers one); signed in, the choice is kept on the account too. Needs BrandingProvider above it.
 */
export function FrameLanguagePicker() {
  const offered = useOfferedLanguages();
  const signedIn = useHasAuthToken();
  return signedIn ? <AccountLanguagePicker offered={offered} /> : <LanguagePicker offered={offered} />;
}
