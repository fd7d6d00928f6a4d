/** A step file's offer explanations: only the offer chooser shows them, and each text names only its own figures. */
import type { StepDocument } from '../flow-types.ts';
import { EXPLANATION_FIGURES, figuresIn, type OfferExplanations } from '../offer-explanations.ts';
import { listOf } from './did-you-mean.ts';
import type { Found } from './flow-problem.ts';

export function explanationProblems(file: string, where: string, step: Partial<StepDocument>): Found[] {
  const texts = step.offerExplanations;
  if (typeof texts !== 'object' || texts === null) return [];
  const problems: Found[] = [];
  if (step.panel !== 'offerChooser')
    problems.push({
      file,
      where,
      at: ['offerExplanations'],
      note: true,
      problem:
        'the offer explanations are shown only on a screen with panel "offerChooser", so nobody reads them here.',
      fix: 'Move "offerExplanations" to the screen where the borrower chooses an offer, or remove it.',
    });
  for (const [key, text] of Object.entries(texts) as [keyof OfferExplanations, unknown][]) {
    if (typeof text !== 'string') continue;
    const allowed = EXPLANATION_FIGURES[key] ?? [];
    for (const name of figuresIn(text).filter((figure) => !allowed.includes(figure)))
      problems.push({
        file,
        where,
        at: ['offerExplanations', key],
        problem: `the text "${key}" names {${name}}, a figure it does not have, so the borrower would read "{${name}}".`,
        fix:
          allowed.length > 0
            ? `Use only ${listOf(
                allowed.map((figure) => `{${figure}}`),
                10,
              )} in "${key}", or write the words out.`
            : `"${key}" fills in no figures: write the words out instead of {${name}}.`,
      });
  }
  return problems;
}
