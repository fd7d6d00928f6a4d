/** What every check of one flow file reads: the flow (in the current format) and the step files it may name. */
import {
  COBORROWER_SECTION,
  type FlowFile,
  isScreen,
  type ScreenStep,
  type StepDocument,
} from '../flow-types.ts';
import { stepLabel } from './contract-places.ts';
import type { EngineNames, Found, JsonLocation } from './flow-problem.ts';

export interface FlowContext {
  file: string;
  flow: FlowFile;
  /** Step files without problems, by screen id. */
  screens: ReadonlyMap<string, StepDocument>;
  /** Screens whose file exists but has problems (reported with that file): checks needing their content skip. */
  brokenScreens: ReadonlySet<string>;
  names: EngineNames;
}

export const screenSteps = (flow: FlowFile): ScreenStep[] => flow.steps.filter(isScreen);

/** Where a step lies in the file, for line numbers. */
export function stepLocation(flow: FlowFile, path: string, ...rest: JsonLocation): JsonLocation {
  const index = flow.steps.findIndex((step) => step.path === path);
  return index < 0 ? ['steps'] : ['steps', index, ...rest];
}

/** A problem about one step of the flow. */
export function atStep(
  context: FlowContext,
  path: string,
  rest: JsonLocation,
  problem: string,
  fix: string,
): Found {
  return {
    file: context.file,
    where: stepLabel(path),
    at: stepLocation(context.flow, path, ...rest),
    problem,
    fix,
  };
}

/** The borrower's own screens: the co-borrower's steps answer the co-borrower's document, not the application. */
export const borrowerSteps = (flow: FlowFile): FlowFile => ({
  ...flow,
  steps: flow.steps.filter((step) => !isScreen(step) || step.section !== COBORROWER_SECTION),
});

/** The screens of the flow with a sound step file, each with its step file. */
export function screensWithFiles(context: FlowContext, flow = context.flow) {
  return screenSteps(flow).flatMap((step) => {
    const document = context.screens.get(step.screen);
    return document ? [{ step, document }] : [];
  });
}
