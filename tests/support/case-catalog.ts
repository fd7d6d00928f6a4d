/** Every flow with its case files read (tests/cases/<flowType>/), next to the flows and step files themselves. */
import { loadFlowCatalog } from '../../src/server/flows/flow-catalog.ts';
import {
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../../src/shared/flows/flow-types.ts';
import {
  type CaseFile,
  type CaseFileProblem,
  caseFilesOf,
  flowsWithCases,
  isProblem,
  type JourneyFile,
  readCaseFile,
  type StepCaseFile,
} from './case-files.ts';

export interface FlowCases {
  flowType: string;
  /** Undefined for a cases folder whose name is no flow. */
  flow: FlowFile | undefined;
  read: (CaseFile | CaseFileProblem)[];
}

export interface CaseCatalog {
  flows: FlowCases[];
  documents: ReadonlyMap<string, StepDocument>;
}

/**
 * CASES_FLOWS=<flowType>[,<flowType>…] keeps only those flows' cases (the studio runs one flow's suite); unset,
 * every flow's.
 */
export function onlyFlows(env: Record<string, string | undefined> = process.env): Set<string> | undefined {
  const named = (env.CASES_FLOWS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return named.length > 0 ? new Set(named) : undefined;
}

export function loadCaseCatalog(): CaseCatalog {
  const { flows, steps } = loadFlowCatalog();
  const only = onlyFlows();
  const names = [...new Set([...flows.keys(), ...flowsWithCases()])]
    .filter((name) => !only || only.has(name))
    .sort();
  return {
    documents: steps,
    flows: names.map((flowType) => ({
      flowType,
      flow: flows.get(flowType),
      read: caseFilesOf(flowType).map((file) => readCaseFile(file, flowType)),
    })),
  };
}

export const stepFilesOf = (cases: FlowCases) =>
  cases.read.filter((read): read is StepCaseFile => !isProblem(read) && read.kind === 'step');
export const journeysOf = (cases: FlowCases) =>
  cases.read.filter((read): read is JourneyFile => !isProblem(read) && read.kind === 'journey');

export function screenAt(flow: FlowFile | undefined, stepPath: string): ScreenStep | undefined {
  const step = flow?.steps.find((candidate) => candidate.path === stepPath);
  return step && isScreen(step) ? step : undefined;
}

/** Whether a screen asks anything of the borrower (a pure working screen asks nothing). */
export function asksQuestions(document: StepDocument | undefined): boolean {
  const properties = document?.schema.properties;
  return typeof properties === 'object' && properties !== null && Object.keys(properties).length > 0;
}
