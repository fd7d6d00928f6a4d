/**
 * Step documents (`schemas/steps/<screen>.json`), each loaded on demand as its own chunk, so a borrower
 * downloads only the screens they reach.
 */
import type { StepDocument } from '../../shared/flows/flow-types.ts';

const loaders = import.meta.glob<StepDocument>('/schemas/steps/*.json', { import: 'default' });

const fileOf = (screen: string) => `/schemas/steps/${screen}.json`;

export function hasStepDocument(screen: string): boolean {
  return fileOf(screen) in loaders;
}

export function loadStepDocument(screen: string): Promise<StepDocument> {
  const load = loaders[fileOf(screen)];
  if (!load) return Promise.reject(new Error(`No step file schemas/steps/${screen}.json`));
  return load();
}
