import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { StepDocument } from '../../../shared/flows/flow-types.ts';
import { prefillAnswers, type Registration, withoutPaths } from '../../../shared/flows/prefill.ts';
import { answersFor } from '../../../shared/flows/step-answers.ts';

/** `.contactInfo.email` (an RJSF error's property) lies at or under `contactInfo.email`. */
const under = (property: string | undefined, path: string) => {
  const dotted = (property ?? '').replace(/^\./, '');
  return dotted === path || dotted.startsWith(`${path}.`);
};

/**
 * What a step's form starts from: its saved answers, and the step file's prefill for the questions not answered
 * yet. A prefilled value the step's own validator refuses is left out, so the borrower never starts on an error
 * they did not make.
 */
export function startingAnswers(
  document: StepDocument,
  data: Record<string, unknown>,
  registration: Registration,
  validator: ValidatorType,
): Record<string, unknown> {
  const saved = answersFor(document.schema, data);
  const { answers, paths } = prefillAnswers(document.prefill, saved, data, registration);
  if (paths.length === 0) return saved;
  const { errors } = validator.validateFormData(answers, document.schema as RJSFSchema);
  const refused = paths.filter((path) => errors.some((error) => under(error.property, path)));
  return withoutPaths(answers, refused);
}
