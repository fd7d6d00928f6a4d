import type { ErrorObject, ValidateFunction } from 'ajv';
import { answersFor } from '../../shared/flows/step-answers.ts';
import { createSchemaAjv } from '../../shared/schema-ajv.ts';
import { addApplicationSchemas, applicationDataSchema } from './application-schemas.ts';
import { sharedModelSchema } from './shared-model.ts';

const ajv = createSchemaAjv();
addApplicationSchemas(ajv);
const validate = ajv.getSchema(applicationDataSchema.$id) as ValidateFunction;

export interface FieldProblem {
  /** Dotted path of the field, e.g. `contactInfo.email`. */
  field: string;
  message: string;
  /** Set when `message` is in the borrower's words, for the screen to show as it is. */
  code?: string;
}

/** The field an Ajv error is about, as a dotted path, and what is wrong with it. */
export function describeError(error: ErrorObject): FieldProblem {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    const field = base ? `${base}.${extra}` : extra;
    return { field, message: `${field} is not a field of the application` };
  }
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    const field = base ? `${base}.${missing}` : missing;
    return { field, message: `${field} is required` };
  }
  const field = base || '(body)';
  return { field, message: `${field} ${error.message ?? 'is not valid'}` };
}

/**
 * The first problem of the answers the shared model declares (other answers are their steps' concern:
 * answer-contract.ts), or undefined when they are valid.
 */
export function applicationDataProblem(document: unknown): FieldProblem | undefined {
  if (validate(answersFor(sharedModelSchema, document))) return undefined;
  const [first] = validate.errors ?? [];
  return first ? describeError(first) : { field: '(body)', message: 'The application data is not valid' };
}
