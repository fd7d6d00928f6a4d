/**
 * The amount step's own check (issue 17, item 3): the amount against the most the home can support, with the
 * limits the server holds every save to (GET …/amount-limits) and the same words, so the borrower reads them
 * under the field on Continue rather than after a round trip.
 */
import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { localeFormat } from '../../../shared/i18n/locale-format.ts';
import {
  type EntryAmountLimits,
  entryAmountProblem,
  entryAmountValues,
} from '../../../shared/pricing/entry-amount.ts';
import { type ErrorWords, errorWords } from './error-words.ts';

export interface AmountLimits extends EntryAmountLimits {
  /** Where the flow asks the amount (its `requestedAmount` fact); null when it asks none. */
  field: string | null;
}

const valueAt = (root: unknown, keys: string[]): unknown =>
  keys.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );

/** The schema of the answer at `keys` (through `properties`). */
const propertySchema = (schema: unknown, keys: string[]): Record<string, unknown> =>
  (keys.reduce<unknown>((node, key) => valueAt(node, ['properties', key]), schema) ?? {}) as Record<
    string,
    unknown
  >;

/** Whether the step's own schema refuses the amount already (it words that itself: one message per field). */
function schemaRefuses(schema: Record<string, unknown>, amount: number): boolean {
  const { minimum, maximum, multipleOf } = schema;
  return (
    (typeof minimum === 'number' && amount < minimum) ||
    (typeof maximum === 'number' && amount > maximum) ||
    (typeof multipleOf === 'number' && amount % multipleOf !== 0)
  );
}

/**
 * RJSF's `customValidate` for these limits: a message under the amount when this home cannot support it. An
 * amount below the minimum or off the steps is the step schema's to word; the server still holds a flow whose
 * schema says neither to the rate sheet's. `words`: the step form's (useErrorWords); the page's when omitted.
 */
export function entryAmountValidator(
  limits: AmountLimits,
  stepSchema?: unknown,
  words?: ErrorWords,
): CustomValidator<Record<string, unknown>> {
  return (formData, errors) => {
    const keys = limits.field?.split('.') ?? [];
    const amount = valueAt(formData, keys);
    if (typeof amount !== 'number' || amount < limits.minimum || amount % limits.step !== 0) return errors;
    if (schemaRefuses(propertySchema(stepSchema, keys), amount)) return errors;
    const problem = entryAmountProblem(limits, amount);
    const handler = valueAt(errors, keys) as FormValidation | undefined;
    if (problem && handler?.addError) {
      const { t, locale } = words ?? errorWords();
      handler.addError(t(`amount.${problem.kind}`, entryAmountValues(problem, localeFormat(locale).usd)));
    }
    return errors;
  };
}
