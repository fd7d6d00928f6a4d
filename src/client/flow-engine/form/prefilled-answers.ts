import { type RJSFSchema, retrieveSchema, type ValidatorType } from '@rjsf/utils';
import type { StepDocument } from '../../../shared/flows/flow-types.ts';
import { prefillAnswers, type Registration, withoutPaths } from '../../../shared/flows/prefill.ts';
import { answersFor } from '../../../shared/flows/step-answers.ts';

/** `.contactInfo.email` (an RJSF error's property) lies at or under `contactInfo.email`. */
const under = (property: string | undefined, path: string) => {
  const dotted = (property ?? '').replace(/^\./, '');
  return dotted === path || dotted.startsWith(`${path}.`);
};

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `data` with an empty object for each required group its answers reveal and do not hold yet (`primary` once the
 * status is Employed), level by level as the form resolves its conditions. Without it the validator reports the
 * group as missing, a message with no field to fill, instead of each empty question in it.
 */
function withRequiredGroups(
  validator: ValidatorType,
  schema: RJSFSchema,
  rootSchema: RJSFSchema,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const resolved = retrieveSchema(validator, schema, rootSchema, data);
  const required = new Set(resolved.required ?? []);
  const result = { ...data };
  for (const [key, property] of Object.entries(resolved.properties ?? {})) {
    if (typeof property !== 'object') continue;
    const value = data[key];
    if (!isGroup(value) && !(value === undefined && required.has(key))) continue;
    const child = isGroup(value) ? value : {};
    if (retrieveSchema(validator, property, rootSchema, child).type !== 'object') continue;
    result[key] = withRequiredGroups(validator, property, rootSchema, child);
  }
  return result;
}

/**
 * What a step's form starts from: its saved answers, and the step file's prefill for the questions not answered
 * yet. A prefilled value the step's own validator refuses is left out, so the borrower never starts on an error
 * they did not make. A prefilled answer that reveals follow-up questions (a status that shows the employer's) gets
 * their groups as a pick by hand would, so Continue names each empty question rather than the group.
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
  const schema = document.schema as RJSFSchema;
  return withRequiredGroups(validator, schema, schema, withoutPaths(answers, refused));
}
