import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { addSchemaFormats } from './schema-formats.ts';

/**
 * How answers are checked on the server, and so in every test that must agree with it: strict schemas, no type
 * coercion, nothing added or dropped, the first error only.
 */
export const ANSWER_CHECK_OPTIONS: Options = {
  allErrors: false,
  strict: true,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
};

/** An Ajv with the standard formats and ours (`birth-date`, …); the one way this code base builds a validator. */
export function createSchemaAjv(options: Options = ANSWER_CHECK_OPTIONS): Ajv {
  const ajv = new Ajv(options);
  addFormats.default(ajv);
  addSchemaFormats(ajv);
  return ajv;
}
