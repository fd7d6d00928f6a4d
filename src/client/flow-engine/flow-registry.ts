/**
 * The flow files, bundled eagerly: a new `flows/<type>.json` is a new flow type with no code change.
 */
import { DEFAULT_FLOW_TYPE } from '../../shared/constants.ts';
import { migrateFlow } from '../../shared/flows/flow-format.ts';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { isScreen } from '../../shared/flows/flow-types.ts';

const files = import.meta.glob<unknown>('/flows/*.json', { eager: true, import: 'default' });

// A file of the previous format is read as the current one (the build's flow check has accepted every file).
const FLOWS: ReadonlyMap<string, FlowFile> = new Map(
  Object.values(files).flatMap((content) => {
    const migrated = migrateFlow(content);
    return migrated.ok ? [[migrated.flow.flowType, migrated.flow] as const] : [];
  }),
);

export function knownFlowTypes(): string[] {
  return [...FLOWS.keys()].sort();
}

export function isKnownFlowType(flowType: string | null | undefined): flowType is string {
  return typeof flowType === 'string' && FLOWS.has(flowType);
}

/** The flow of this type; an unknown type falls back to the default flow. */
export function flowOf(flowType: string | null | undefined): FlowFile {
  const flow = (flowType && FLOWS.get(flowType)) || FLOWS.get(DEFAULT_FLOW_TYPE);
  if (!flow) throw new Error(`flows/${DEFAULT_FLOW_TYPE}.json is missing`);
  return flow;
}

/** Whether a sub-path under `/{officerId}/` is a step of any flow (the loading gate treats it as a flow page). */
export function isAnyFlowStepPath(subPath: string): boolean {
  for (const flow of FLOWS.values()) if (flow.steps.some((step) => step.path === subPath)) return true;
  return false;
}

/** Step paths a flow marks `skipLastPath` (spec 4.6). */
export function lastPathSkips(flow: FlowFile): ReadonlySet<string> {
  return new Set(flow.steps.filter(isScreen).flatMap((step) => (step.skipLastPath ? [step.path] : [])));
}
