/**
 * Step documents (`schemas/steps/<screen>.json`), each loaded on demand as its own chunk and in the borrower's
 * language (scripts/vite-messages.ts), so a borrower downloads only the screens they reach, in one language. The
 * maps of chunks are per language too: a page loads its own language's only.
 */
import stepScreens from 'virtual:step-screens';
import type { StepDocument } from '../../shared/flows/flow-types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { currentLocale } from '../i18n/locale.ts';

type Loaders = Record<string, () => Promise<StepDocument>>;
const LOADER_MAPS: Record<Locale, () => Promise<{ loaders: Loaders }>> = {
  en: () => import('./step-documents-en.ts'),
  es: () => import('./step-documents-es.ts'),
};

const SCREENS: ReadonlySet<string> = new Set(stepScreens);

export function hasStepDocument(screen: string): boolean {
  return SCREENS.has(screen);
}

export async function loadStepDocument(
  screen: string,
  locale: Locale = currentLocale(),
): Promise<StepDocument> {
  const { loaders } = await LOADER_MAPS[locale]();
  const load = loaders[`/schemas/steps/${screen}.json`];
  if (!load) throw new Error(`No step file schemas/steps/${screen}.json`);
  return load();
}
