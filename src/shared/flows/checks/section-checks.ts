/** A flow's `sections` are the ones its steps use, and `prequalProgress` names screens of the flow. */
import { isScreen } from '../flow-types.ts';
import { didYouMean } from './did-you-mean.ts';
import { type FlowContext, screenSteps } from './flow-context.ts';
import type { Found } from './flow-problem.ts';

export function sectionProblems(context: FlowContext): Found[] {
  const { file, flow } = context;
  const problems: Found[] = [];
  const used = new Set(screenSteps(flow).map((step) => step.section));
  for (const name of Object.keys(flow.sections))
    if (!used.has(name))
      problems.push({
        file,
        where: `section "${name}"`,
        at: ['sections', name],
        problem: `it is declared but no step is in it.${didYouMean(
          name,
          [...used].filter((section) => !(section in flow.sections)),
        )}`,
        fix: `Remove "${name}" from "sections", or give it to the steps it was meant for ("section": "${name}").`,
      });
  const paths = flow.steps.map((step) => step.path);
  flow.prequalProgress.forEach((section, index) => {
    if (!('steps' in section)) return;
    section.steps.forEach((path, position) => {
      const step = flow.steps.find((candidate) => candidate.path === path);
      if (step && isScreen(step)) return;
      problems.push({
        file,
        where: `prequalProgress "${section.name}"`,
        at: ['prequalProgress', index, 'steps', position],
        problem: step
          ? `"${path}" is a redirect, not a screen; progress counts answered screens.`
          : `"${path}" is not a step of this flow.${didYouMean(path, paths)}`,
        fix: step
          ? `Name the screen "${step.kind === 'redirect' ? step.to : path}" instead.`
          : 'Name a screen of this flow.',
      });
    });
  });
  return problems;
}
