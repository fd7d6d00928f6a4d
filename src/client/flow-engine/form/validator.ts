import { customizeValidator } from '@rjsf/validator-ajv8';
import { SCHEMA_FORMATS } from '../../../shared/schema-formats.ts';

/** Ajv 8 with all of ajv-formats (email, date…) and our own formats: what the API checks the same answers with. */
export const stepValidator = customizeValidator({ customFormats: SCHEMA_FORMATS });
