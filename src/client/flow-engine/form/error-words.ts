/**
 * The words of validation messages in the borrower's language (schemas/messages/<locale>/errors.json). The step
 * form hands its own (`useErrorWords`, from `useMessages('errors')`); code outside React (the test cases' verdict,
 * the flow studio) reads the catalogue once loaded: loading a step's form parts (step-validators.ts) and
 * importing this module start its download.
 */
import { useMemo } from 'react';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { currentLocale, useLocale } from '../../i18n/locale.ts';
import { loadCatalogue, loadedMessages, type Translate, useMessages } from '../../i18n/messages.ts';

export const ERRORS_NAMESPACE = 'errors';

export interface ErrorWords {
  t: Translate;
  locale: Locale;
}

/** Starts (once) the download of the error words in a language; resolves once they can be read synchronously. */
export const loadErrorWords = async (locale: Locale): Promise<void> => {
  await loadCatalogue(locale, ERRORS_NAMESPACE);
};

// The form's code and its words load side by side, so a validation outside React finds them.
if (typeof document !== 'undefined') void loadErrorWords(currentLocale()).catch(() => undefined);

/** English words bundled with a page that checks answers synchronously from the start (the flow studio). */
let bundledEnglish: Translate | undefined;
export function bundleEnglishErrorWords(t: Translate): void {
  bundledEnglish = t;
}

/**
 * The error words of the page's language, else English, as far as loaded (or bundled); throws when none has
 * loaded.
 */
export function errorWords(): ErrorWords {
  const locale = currentLocale();
  const own = loadedMessages(locale, ERRORS_NAMESPACE);
  if (own) return { t: own, locale };
  const english = loadedMessages('en', ERRORS_NAMESPACE) ?? bundledEnglish;
  if (english) return { t: english, locale: 'en' };
  throw new Error(
    'The error messages (schemas/messages/<locale>/errors.json) are not loaded: loadErrorWords first',
  );
}

/** The error words of the page's language for a component; suspends until they have loaded. */
export function useErrorWords(): ErrorWords {
  const t = useMessages(ERRORS_NAMESPACE);
  const locale = useLocale();
  return useMemo(() => ({ t, locale }), [t, locale]);
}
