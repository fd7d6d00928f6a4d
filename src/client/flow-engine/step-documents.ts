/**
 * Step documents (`schemas/steps/<screen>.json`), each loaded on demand as its own chunk and in the borrower's
 * language (scripts/vite-messages.ts), so a borrower downloads only the screens they reach, in one language.
 */

import type { StepDocument } from '../../shared/flows/flow-types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { currentLocale } from '../i18n/locale.ts';

type Loaders = Record<string, () => Promise<StepDocument>>;
// One glob per language: Vite needs each query written out.
const loadersByLocale: Record<Locale, Loaders> = {
  en: import.meta.glob<StepDocument>('/schemas/steps/*.json', { query: '?locale=en', import: 'default' }),
  es: import.meta.glob<StepDocument>('/schemas/steps/*.json', { query: '?locale=es', import: 'default' }),
};

const fileOf = (screen: string) => `/schemas/steps/${screen}.json`;

export function hasStepDocument(screen: string): boolean {
  return fileOf(screen) in loadersByLocale.en;
}

export function loadStepDocument(screen: string, locale: Locale = currentLocale()): Promise<StepDocument> {
  const load = loadersByLocale[locale][fileOf(screen)];
  if (!load) return Promise.reject(new Error(`No step file schemas/steps/${screen}.json`));
  return load();
}
