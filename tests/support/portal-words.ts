/**
 * The catalogues the portal and the loan screens read (`portal`, `loans`, `common`), loaded before a test renders
 * them: `useMessages` then reads them without suspending (the tests' renders have no Suspense boundary).
 */
import { loadCatalogue } from '../../src/client/i18n/messages.ts';
import type { Locale } from '../../src/shared/i18n/locales.ts';

export const PORTAL_TEST_NAMESPACES = ['portal', 'loans', 'common'] as const;

export async function loadPortalWords(locale: Locale = 'en'): Promise<void> {
  await Promise.all(PORTAL_TEST_NAMESPACES.map((namespace) => loadCatalogue(locale, namespace)));
}
