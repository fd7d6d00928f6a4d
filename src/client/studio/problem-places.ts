/** Which step of a flow a checker problem concerns, so the studio can list it there and link to it. */
import type { FlowProblem } from '../../shared/flows/checks/flow-problem.ts';
import type { FlowFile } from '../../shared/flows/flow-types.ts';

export const screenOfFile = (file: string) => /^schemas\/steps\/(.+)\.json$/.exec(file)?.[1];

/** The flow's problems: in its file, or in the step files its steps show. */
export function flowProblems(
  problems: FlowProblem[],
  flowFile: string,
  flow: FlowFile | undefined,
): FlowProblem[] {
  const screens = new Set(flow?.steps.flatMap((step) => ('screen' in step ? [step.screen] : [])) ?? []);
  return problems.filter((problem) => {
    if (problem.file === flowFile) return true;
    const screen = screenOfFile(problem.file);
    return screen !== undefined && screens.has(screen);
  });
}

/** The path of the step a problem is about, when it is about one. */
export function problemStep(
  problem: FlowProblem,
  flowFile: string,
  flow: FlowFile | undefined,
): string | undefined {
  if (!flow) return undefined;
  if (problem.file === flowFile) {
    const named = /step "([^"]*)"/.exec(problem.where ?? '')?.[1];
    return flow.steps.some((step) => step.path === named) ? named : undefined;
  }
  const screen = screenOfFile(problem.file);
  return flow.steps.find((step) => 'screen' in step && step.screen === screen)?.path;
}

/** The problems about one step: in the flow file naming it, or in its step file. */
export function stepProblems(
  problems: FlowProblem[],
  flowFile: string,
  flow: FlowFile | undefined,
  path: string,
): FlowProblem[] {
  return problems.filter((problem) => problemStep(problem, flowFile, flow) === path);
}
