/**
 * A step's form validator compiled in the browser from a schema being edited (the flow studio's preview and cases
 * panel): the same Ajv as the precompiled ones (scripts/vite-precompiled-validators.ts compiles with RJSF's own
 * options, ajv-formats' full set and SCHEMA_FORMATS), and the same address checks as loadStepFormParts adds.
 * Compiling needs 'unsafe-eval', which only the studio's page allows; a borrower's screen never calls this.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import customizeValidator from '@rjsf/validator-ajv8/lib/customizeValidator.js';
import { SCHEMA_FORMATS } from '../../../shared/schema-formats.ts';
import { translator } from '../../i18n/messages.ts';
import { withAddressChecks } from './address-checks.ts';
import { bundleEnglishErrorWords } from './error-words.ts';

// The studio checks cases synchronously as soon as it opens: its messages' English words come with its code
// (a borrower's screen never imports this module, and loads the words of its own language).
const english = import.meta.glob<Parameters<typeof translator>[0]>('/schemas/messages/en/errors.json', {
  query: '?messages',
  import: 'default',
  eager: true,
});
const catalogue = english['/schemas/messages/en/errors.json'];
if (catalogue) bundleEnglishErrorWords(translator(catalogue, 'errors'));

/** RJSF's run-time Ajv validator with the options, formats and keywords the precompiled ones are built with. */
export function runtimeAjvValidator(): ValidatorType {
  return customizeValidator<Record<string, unknown>, RJSFSchema>({ customFormats: SCHEMA_FORMATS });
}

/** A step's validator compiled at run time: the Ajv one above, with the address checks every step's has. */
export function compileStepValidator(): ValidatorType {
  return withAddressChecks(runtimeAjvValidator());
}
