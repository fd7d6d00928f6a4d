/** A flow's names of other things: its type, its paths, screens, actions and sections. */
import { closest, didYouMean, listOf } from './did-you-mean.ts';
import { atStep, type FlowContext, screenSteps } from './flow-context.ts';
import type { Found } from './flow-problem.ts';
import { fileStem } from './step-file-checks.ts';

export function referenceProblems(context: FlowContext): Found[] {
  const { file, flow, names } = context;
  const problems: Found[] = [];
  const expectedType = fileStem(file);
  if (flow.flowType !== expectedType)
    problems.push({
      file,
      at: ['flowType'],
      problem: `"flowType" is "${flow.flowType}" but the file is ${expectedType}.json.`,
      fix: `Set "flowType": "${expectedType}" (links and loan officers name a flow by its file name).`,
    });

  const counts = new Map<string, number>();
  for (const step of flow.steps) counts.set(step.path, (counts.get(step.path) ?? 0) + 1);
  for (const [path, count] of counts)
    if (count > 1)
      problems.push(
        atStep(
          context,
          path,
          [],
          `the path "${path}" is declared ${count} times.`,
          'Keep one step per path.',
        ),
      );

  const allScreens = [...context.screens.keys(), ...context.brokenScreens];
  const sections = Object.keys(flow.sections);
  for (const step of screenSteps(flow)) {
    if (!context.screens.has(step.screen) && !context.brokenScreens.has(step.screen)) {
      const suggestion = closest(step.screen, allScreens);
      const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
      problems.push(
        atStep(
          context,
          step.path,
          ['screen'],
          `screen "${step.screen}" has no step file (schemas/steps/${step.screen}.json); the borrower would see "Page not found".${hint}`,
          suggestion
            ? `Change "${step.screen}" to "${suggestion}".`
            : `Create schemas/steps/${step.screen}.json, or name an existing screen.`,
        ),
      );
    }
    if (step.action !== undefined && !names.actions.includes(step.action))
      problems.push(
        atStep(
          context,
          step.path,
          ['action'],
          `action "${step.action}" is not registered.${didYouMean(step.action, names.actions)}`,
          `Use one of ${listOf(names.actions, 40)}, or remove "action".`,
        ),
      );
    if (!(step.section in flow.sections))
      problems.push(
        atStep(
          context,
          step.path,
          ['section'],
          `section "${step.section}" is not declared in "sections".${didYouMean(step.section, sections)}`,
          `Name one of ${listOf(sections, 40)}, or declare "${step.section}" in "sections" with its "title" and "review".`,
        ),
      );
  }
  return problems;
}
