/**
 * What the borrower's browser says of a step's answers on Continue, computed in Node with the screen's own parts:
 * the step's precompiled validator (the Vite plugin's build, as the bundle loads it) handed to the engine's own
 * verdict (src/client/flow-engine/form/browser-verdict.ts), which the flow studio's cases panel uses too.
 */
import type { CustomValidator } from '@rjsf/utils';
import { browserVerdict as verdictOf } from '../../src/client/flow-engine/form/browser-verdict.ts';
import { loadStepFormParts } from '../../src/client/flow-engine/form/step-validators.ts';
import type { Json } from '../../src/shared/cases/case-answers.ts';
import type { FieldMessage } from '../../src/shared/cases/case-verdict.ts';

export type { FieldMessage };

/**
 * The step's form data for these answers: only what the screen asks, as RJSF fills it in before validating, and
 * the messages; `customValidate` is the screen's own check where it has one (the amount against the home's value).
 */
export async function browserVerdict(
  screen: string,
  answers: Json,
  customValidate?: CustomValidator<Json>,
): Promise<{ formData: Json; messages: FieldMessage[] }> {
  const { document, validator } = await loadStepFormParts(screen, 'en');
  return verdictOf(document, validator, answers, customValidate);
}

/** Whether the step's screen asks anything (a pure working screen asks nothing). */
export async function screenAsks(screen: string): Promise<boolean> {
  const { document } = await loadStepFormParts(screen, 'en');
  const properties = document.schema.properties;
  return typeof properties === 'object' && properties !== null && Object.keys(properties).length > 0;
}
