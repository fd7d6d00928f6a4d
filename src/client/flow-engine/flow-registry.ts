/**
 * The flow files, bundled eagerly: a new `flows/<type>.json` is a new flow type with no code change.
 */
import { migrateFlow } from '../../shared/flows/flow-format.ts';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { isScreen } from '../../shared/flows/flow-types.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { translateFile } from '../../shared/i18n/step-texts.ts';

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

const localized = new Map<string, FlowFile>();

/** The flow with its texts (stage and section titles) in a language: its `translations`, else English. */
function inLocale(flow: FlowFile, locale: Locale): FlowFile {
  if (locale === SOURCE_LOCALE) return flow;
  const key = `${locale}/${flow.flowType}`;
  let translated = localized.get(key);
  if (!translated) {
    translated = translateFile(flow, locale);
    localized.set(key, translated);
  }
  return translated;
}

/** The flow of this type, or undefined: a type with no flow file is never read as another type. */
export function findFlow(flowType: string, locale: Locale = SOURCE_LOCALE): FlowFile | undefined {
  const flow = FLOWS.get(flowType);
  return flow && inLocale(flow, locale);
}

/** The flow of a type the caller knows has a file. */
export function flowOf(flowType: string): FlowFile {
  const flow = FLOWS.get(flowType);
  if (!flow) throw new Error(`There is no flows/${flowType}.json`);
  return flow;
}

/** A retired flow (`"retired": true`) keeps its applications working but takes no new ones. */
export const takesNewApplications = (flow: FlowFile | undefined): flow is FlowFile =>
  flow !== undefined && (flow as { retired?: boolean }).retired !== true;

/** Whether a new application may be of this type: it has a flow file, not retired. */
export const isOpenFlowType = (flowType: string): boolean => takesNewApplications(FLOWS.get(flowType));

/** Whether a sub-path under `/{officerId}/` is a step of any flow (the loading gate treats it as a flow page). */
export function isAnyFlowStepPath(subPath: string): boolean {
  for (const flow of FLOWS.values()) if (flow.steps.some((step) => step.path === subPath)) return true;
  return false;
}

/** Step paths a flow marks `skipLastPath` (spec 4.6). */
export function lastPathSkips(flow: FlowFile): ReadonlySet<string> {
  return new Set(flow.steps.filter(isScreen).flatMap((step) => (step.skipLastPath ? [step.path] : [])));
}
