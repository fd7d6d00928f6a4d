/**
 * A flow with a submit step asks every answer the server requires before a loan is made
 * (src/shared/submission-requirements.ts), and lets the borrower choose an offer; otherwise the borrower reaches
 * "Submit" and is refused, whatever they answer.
 */
import { SUBMISSION_REQUIREMENTS } from '../../submission-requirements.ts';
import { askedPaths } from '../step-answers.ts';
import type { AskedAnswers } from './asked-answers.ts';
import { listOf } from './did-you-mean.ts';
import { atStep, type FlowContext, screensWithFiles } from './flow-context.ts';
import type { Found } from './flow-problem.ts';

/** Step files that ask something at or below `path`, to point the product owner at one. */
function screensAsking(context: FlowContext, path: string): string[] {
  return [...context.screens.values()]
    .filter((document) =>
      [...askedPaths(document.schema)].some((asked) => asked === path || asked.startsWith(`${path}.`)),
    )
    .map((document) => document.id);
}

export function submissionProblems(context: FlowContext, asked: AskedAnswers): Found[] {
  const screens = screensWithFiles(context);
  const submit = screens.find(({ document }) => document.panel === 'submitApplication');
  if (!submit) return [];
  const problems: Found[] = [];
  const never = 'this flow can never be submitted:';
  for (const { path, label } of SUBMISSION_REQUIREMENTS) {
    if (asked.covering(path) !== undefined) continue;
    const examples = screensAsking(context, path);
    problems.push(
      atStep(
        context,
        submit.step.path,
        ['screen'],
        `${never} no step asks ${label} (${path}), which the server requires before a loan is made.`,
        `Add a step before "${submit.step.path}" whose screen asks ${path}${examples.length ? ` (screens that do: ${listOf(examples, 5)})` : ''}.`,
      ),
    );
  }
  if (!screens.some(({ document }) => document.panel === 'offerChooser')) {
    const examples = [...context.screens.values()].filter((document) => document.panel === 'offerChooser');
    problems.push(
      atStep(
        context,
        submit.step.path,
        ['screen'],
        `${never} no step lets the borrower choose an offer (a screen with panel "offerChooser").`,
        `Add a step before "${submit.step.path}" showing ${
          examples.length
            ? listOf(
                examples.map((document) => document.id),
                3,
              )
            : 'a screen with panel "offerChooser"'
        }.`,
      ),
    );
  }
  return problems;
}
