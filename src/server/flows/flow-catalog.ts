/**
 * The flows and step screens the server runs on, read once from disk: every flow in the current format (older
 * ones migrated in memory). Start-up refuses to run on files the checker finds problems in (flow-start-check.ts),
 * so what is here is what `npm run check:flows` accepted.
 */
import { flowAsks } from '../../shared/flows/flow-answers.ts';
import { migrateFlow } from '../../shared/flows/flow-format.ts';
import type { FlowFile, StepDocument } from '../../shared/flows/flow-types.ts';
import { PROJECT_ROOT, readJsonFiles } from './flow-files.ts';

export interface FlowCatalog {
  flows: ReadonlyMap<string, FlowFile>;
  steps: ReadonlyMap<string, StepDocument>;
}

export function loadFlowCatalog(root = PROJECT_ROOT): FlowCatalog {
  const steps = new Map<string, StepDocument>();
  for (const { content } of readJsonFiles('schemas/steps', root)) {
    const step = content as StepDocument | undefined;
    if (step && typeof step.id === 'string') steps.set(step.id, step);
  }
  const flows = new Map<string, FlowFile>();
  for (const { content } of readJsonFiles('flows', root)) {
    const migrated = migrateFlow(content, { asks: flowAsks(content, [...steps.values()]) });
    if (migrated.ok && typeof migrated.flow.flowType === 'string')
      flows.set(migrated.flow.flowType, migrated.flow);
  }
  return { flows, steps };
}

let catalog: FlowCatalog | undefined;

/** The catalog of this process (flow files are read at start; a changed file needs a restart). */
export function flowCatalog(): FlowCatalog {
  catalog ??= loadFlowCatalog();
  return catalog;
}
