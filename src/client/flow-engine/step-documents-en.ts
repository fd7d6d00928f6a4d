/** The step documents in English, each its own chunk; this map is itself a chunk only English pages load. */
import type { StepDocument } from '../../shared/flows/flow-types.ts';

export const loaders = import.meta.glob<StepDocument>('/schemas/steps/*.json', {
  query: '?locale=en',
  import: 'default',
});
