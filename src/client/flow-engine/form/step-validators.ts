/**
 * Each step's form validator, precompiled at build time (scripts/vite-precompiled-validators.ts) and loaded as
 * its own chunk next to the step's document: the browser never compiles a schema (no 'unsafe-eval' in the CSP).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { StepDocument } from '../../../shared/flows/flow-types.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { schemaWithoutTexts } from '../../../shared/i18n/step-texts.ts';
import { loadStateNames } from '../../i18n/state-names.ts';
import { loadStepDocument } from '../step-documents.ts';
import { loadStepPanel } from '../step-panel.tsx';
import { withAddressChecks } from './address-checks.ts';
import { loadErrorWords } from './error-words.ts';
import { textFreeValidator } from './text-free-validator.ts';

const loaders = import.meta.glob<ValidatorFunctions>('/schemas/steps/*.json', {
  query: '?validator',
  import: 'default',
});

export interface StepFormParts {
  document: StepDocument;
  /** Accepts only this step's own schema as the root (RJSF checks); checks its addresses' ZIP codes too. */
  validator: ValidatorType;
}

/**
 * A step's document and its precompiled validator, fetched side by side with the words of its messages and the
 * state names in the same language; then its panel's code, if it has one.
 */
export async function loadStepFormParts(screen: string, locale: Locale): Promise<StepFormParts> {
  const load = loaders[`/schemas/steps/${screen}.json`];
  if (!load) throw new Error(`No precompiled validator for schemas/steps/${screen}.json`);
  const withPanel = async (document: StepDocument) => {
    if (document.panel) await loadStepPanel(document.panel);
    return document;
  };
  const [document, validateFns] = await Promise.all([
    loadStepDocument(screen, locale).then(withPanel),
    load(),
    loadErrorWords(locale),
    // Its addresses' state names and checks, and an offer's state rules, read them synchronously.
    loadStateNames(locale),
  ]);
  const schema = document.schema as RJSFSchema;
  const validator = textFreeValidator(createPrecompiledValidator(validateFns, schemaWithoutTexts(schema)));
  return { document, validator: withAddressChecks(validator) };
}
