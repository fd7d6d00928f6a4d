import { customizeValidator } from '@rjsf/validator-ajv8';
import { SCHEMA_FORMATS } from '../../src/shared/schema-formats.ts';

/**
 * RJSF's run-time Ajv validator with our formats, for tests that render a form over a schema of their own. The
 * app itself only uses precompiled validators (src/client/flow-engine/form/step-validators.ts).
 */
export const stepValidator = customizeValidator({ customFormats: SCHEMA_FORMATS });
