/**
 * The catalogues the application steps read (schemas/messages/<locale>/<namespace>.json), loaded before a test
 * renders a step or words its errors: `useMessages` then reads them without suspending (the tests' renders have no
 * Suspense boundary), and code outside React (friendlyErrors) finds them loaded.
 */

import { hasCatalogue, loadCatalogue } from '../../src/client/i18n/messages.ts';
import type { Locale } from '../../src/shared/i18n/locales.ts';

export const ENGINE_NAMESPACES = [
  'common',
  'errors',
  'steps',
  'offers',
  'verification',
  'coborrower',
] as const;

export async function loadEngineWords(locale: Locale = 'en'): Promise<void> {
  await Promise.all(
    ENGINE_NAMESPACES.filter((namespace) => hasCatalogue('en', namespace)).map((namespace) =>
      loadCatalogue(locale, namespace),
    ),
  );
}
