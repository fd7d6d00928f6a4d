/**
 * A state's name in the page's language, from the `states` catalogue (Spanish writes some its own way: Nueva York).
 * Each step loads the catalogue with its form parts (step-validators.ts), so code outside React (a validator) reads
 * it synchronously; until it has loaded, the USPS list's English.
 */
import type { Locale } from '../../shared/i18n/locales.ts';
import { isUsStateCode, stateName } from '../../shared/us-states.ts';
import { loadCatalogue, loadedMessages } from './messages.ts';

export const loadStateNames = (locale: Locale) => loadCatalogue(locale, 'states');

export function stateNameIn(locale: Locale, code: string): string {
  const names = loadedMessages(locale, 'states');
  return names && isUsStateCode(code) ? names(code) : stateName(code);
}
