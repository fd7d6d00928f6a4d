/**
 * What the borrower's browser says of a step's answers on Continue, with the screen's own parts: the step's
 * validator, RJSF's default form state with the engine's form options, and the engine's friendly messages,
 * exactly as step-form.tsx hands them to RJSF. The messages are the ones RJSF puts under each field (its error
 * schema), read by dotted path. The test cases (tests/support/case-browser.ts) and the flow studio's cases panel
 * both judge cases with it.
 */
import {
  type CustomValidator,
  createSchemaUtils,
  type ErrorSchema,
  type RJSFSchema,
  type UiSchema,
  type ValidatorType,
} from '@rjsf/utils';
import { isObject, type Json } from '../../../shared/cases/case-answers.ts';
import type { FieldMessage } from '../../../shared/cases/case-verdict.ts';
import type { StepDocument } from '../../../shared/flows/flow-types.ts';
import { answersFor } from '../../../shared/flows/step-answers.ts';
import { ENGINE_FORM_PROPS } from './engine-form-props.ts';
import { friendlyErrors } from './friendly-errors.ts';

export type { FieldMessage };

/** Every message of an RJSF error schema, by the dotted path of its field ('' for the form itself). */
export function messagesIn(errorSchema: ErrorSchema, at: string[] = []): FieldMessage[] {
  const found: FieldMessage[] = [];
  for (const [key, value] of Object.entries(errorSchema as Json)) {
    if (key === '__errors' && Array.isArray(value)) {
      for (const message of value) found.push({ field: at.join('.'), message: String(message) });
    } else if (isObject(value)) {
      found.push(...messagesIn(value as ErrorSchema, [...at, key]));
    }
  }
  return found;
}

/** The form data RJSF would hold for these answers: only what the screen asks, its defaults filled in. */
export function stepFormData(document: StepDocument, validator: ValidatorType, answers: unknown): Json {
  const schema = document.schema as RJSFSchema;
  const utils = createSchemaUtils(validator, schema, ENGINE_FORM_PROPS.experimental_defaultFormStateBehavior);
  const filled = utils.getDefaultFormState(schema, answersFor(schema, answers));
  // RJSF validates a JSON copy of the form data (Form.validate), which drops undefined values.
  return JSON.parse(JSON.stringify(filled ?? {}));
}

/**
 * The step's form data for these answers and the messages under its fields on Continue; `customValidate` is the
 * screen's own check where it has one (the amount against the home's value).
 */
export function browserVerdict(
  document: StepDocument,
  validator: ValidatorType,
  answers: unknown,
  customValidate?: CustomValidator<Json>,
): { formData: Json; messages: FieldMessage[] } {
  const schema = document.schema as RJSFSchema;
  const formData = stepFormData(document, validator, answers);
  const { errorSchema } = validator.validateFormData(
    formData,
    schema,
    customValidate as CustomValidator | undefined,
    friendlyErrors(schema),
    document.uiSchema as UiSchema,
  );
  return { formData, messages: messagesIn(errorSchema) };
}
