/**
 * The fields a flow's conditions (`next` branches' `when`) test must be answers some step of the flow asks: a
 * condition on anything else is never true, so its branch is never taken (or always, for "is not answered").
 * The engine evaluates conditions on the answers only (flow-navigation.ts resolveNext gets the application's data,
 * the co-borrower's for co-borrower steps), never on what the server derives, so no derived field is allowed.
 */
import type { Condition } from '../flow-types.ts';
import type { AskedAnswers } from './asked-answers.ts';
import { closest } from './did-you-mean.ts';
import { atStep, type FlowContext, screenSteps } from './flow-context.ts';
import type { Found, JsonLocation } from './flow-problem.ts';

export function fieldsOf(condition: Condition, at: JsonLocation): { field: string; at: JsonLocation }[] {
  if ('all' in condition)
    return condition.all.flatMap((part, index) => fieldsOf(part, [...at, 'all', index]));
  if ('any' in condition)
    return condition.any.flatMap((part, index) => fieldsOf(part, [...at, 'any', index]));
  if ('not' in condition) return fieldsOf(condition.not, [...at, 'not']);
  return [{ field: condition.field, at: [...at, 'field'] }];
}

export function conditionProblems(context: FlowContext, asked: AskedAnswers): Found[] {
  const problems: Found[] = [];
  for (const step of screenSteps(context.flow)) {
    if (!Array.isArray(step.next)) continue;
    step.next.forEach((branch, index) => {
      if (!branch.when) return;
      for (const { field, at } of fieldsOf(branch.when, ['next', index, 'when'])) {
        if (asked.covering(field) !== undefined) continue;
        const suggestion = closest(field, asked.paths.keys());
        const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
        problems.push(
          atStep(
            context,
            step.path,
            at,
            `the condition of branch ${index + 1} (to "${branch.to}") tests ${field}, which no step of this flow asks, so it never holds as meant.${hint}`,
            hint
              ? 'Correct the field name.'
              : `Test an answer a step of this flow asks, or add a step that asks ${field}.`,
          ),
        );
      }
    });
  }
  return problems;
}
