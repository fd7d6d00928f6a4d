import type { ErrorObject, ValidateFunction } from 'ajv';
import { answersFor } from '../../shared/flows/step-answers.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { createSchemaAjv } from '../../shared/schema-ajv.ts';
import { apiText } from '../i18n/api-texts.ts';
import { schemaRefusal } from '../i18n/validation-messages.ts';
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

/**
 * The field an Ajv error is about, as a dotted path, and what is wrong with it in `locale` (English keeps Ajv's
 * own words for the rest).
 */
export function describeError(error: ErrorObject, locale: Locale = SOURCE_LOCALE): FieldProblem {
  const t = apiText(locale);
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    const field = base ? `${base}.${extra}` : extra;
    return { field, message: t('answer.notAField', { field }) };
  }
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    const field = base ? `${base}.${missing}` : missing;
    return { field, message: t('validation.required', { field }) };
  }
  const field = base || '(body)';
  return {
    field,
    message:
      locale === SOURCE_LOCALE
        ? `${field} ${error.message ?? 'is not valid'}`
        : schemaRefusal(locale, field, error),
  };
}

/**
 * The first problem of the answers the shared model declares (other answers are their steps' concern:
 * answer-contract.ts), or undefined when they are valid; its message in `locale`.
 */
export function applicationDataProblem(
  document: unknown,
  locale: Locale = SOURCE_LOCALE,
): FieldProblem | undefined {
  if (validate(answersFor(sharedModelSchema, document))) return undefined;
  const [first] = validate.errors ?? [];
  return first
    ? describeError(first, locale)
    : { field: '(body)', message: apiText(locale)('refusal.application.dataInvalid') };
}
