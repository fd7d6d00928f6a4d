/**
 * What the borrower's browser says of a step's answers on Continue, computed in Node with the screen's own parts:
 * the step's precompiled validator (the Vite plugin's build, as the bundle loads it), RJSF's default form state
 * with the engine's form options, and the engine's friendly messages, exactly as step-form.tsx hands them to RJSF.
 * The messages are the ones RJSF puts under each field (its error schema), read by dotted path.
 */
import {
  type CustomValidator,
  createSchemaUtils,
  type ErrorSchema,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { ENGINE_FORM_PROPS } from '../../src/client/flow-engine/form/engine-form-props.ts';
import { friendlyErrors } from '../../src/client/flow-engine/form/friendly-errors.ts';
import { loadStepFormParts } from '../../src/client/flow-engine/form/step-validators.ts';
import { answersFor } from '../../src/shared/flows/step-answers.ts';
import { isObject, type Json } from './case-answers.ts';

/** One message under one field, as the borrower reads it. */
export interface FieldMessage {
  field: string;
  message: string;
}

function messagesIn(errorSchema: ErrorSchema, at: string[] = []): FieldMessage[] {
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

/**
 * The step's form data for these answers: only what the screen asks, as RJSF fills it in before validating, and
 * the messages; `customValidate` is the screen's own check where it has one (the amount against the home's value).
 */
export async function browserVerdict(
  screen: string,
  answers: Json,
  customValidate?: CustomValidator<Json>,
): Promise<{ formData: Json; messages: FieldMessage[] }> {
  const { document, validator } = await loadStepFormParts(screen);
  const schema = document.schema as RJSFSchema;
  const uiSchema = document.uiSchema as UiSchema;
  const utils = createSchemaUtils(validator, schema, ENGINE_FORM_PROPS.experimental_defaultFormStateBehavior);
  const filled = utils.getDefaultFormState(schema, answersFor(schema, answers));
  // RJSF validates a JSON copy of the form data (Form.validate), which drops undefined values.
  const formData = JSON.parse(JSON.stringify(filled ?? {}));
  const { errorSchema } = validator.validateFormData(
    formData,
    schema,
    customValidate,
    friendlyErrors(schema),
    uiSchema,
  );
  return { formData, messages: messagesIn(errorSchema) };
}

/** Whether the step's screen asks anything (a pure working screen asks nothing). */
export async function screenAsks(screen: string): Promise<boolean> {
  const { document } = await loadStepFormParts(screen);
  return isObject(document.schema.properties) && Object.keys(document.schema.properties).length > 0;
}
