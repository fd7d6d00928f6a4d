import { customizeValidator } from '@rjsf/validator-ajv8';

/** Ajv 8 with all of ajv-formats (email, date…): the formats the API checks the same answers against. */
export const stepValidator = customizeValidator();
