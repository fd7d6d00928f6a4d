/** The step documents in Spanish, each its own chunk; this map is itself a chunk only Spanish pages load. */
import type { StepDocument } from '../../shared/flows/flow-types.ts';

export const loaders = import.meta.glob<StepDocument>('/schemas/steps/*.json', {
  query: '?locale=es',
  import: 'default',
});
