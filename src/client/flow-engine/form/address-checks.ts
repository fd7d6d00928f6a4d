/**
 * What every address on a step is checked for beyond its schema: its ZIP code is in its state (the server checks
 * every save the same way, src/shared/zip-state-check.ts). Part of the step's validator, so the screen and the
 * test cases, which both validate through it, read the same message under the ZIP code, in the page's language.
 */
import type { CustomValidator, FormValidation, ValidatorType } from '@rjsf/utils';
import { mismatchedZips } from '../../../shared/zip-state-check.ts';
import { stateNameIn } from '../../i18n/state-names.ts';
import { errorWords } from './error-words.ts';

const handlerAt = (errors: unknown, path: string[]): FormValidation | undefined =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    errors,
  ) as FormValidation | undefined;

/** The screen's own check (if any), then a message under each ZIP code that is not in its address's state. */
function withZipCheck<T>(customValidate?: CustomValidator<T>): CustomValidator<T> {
  return (formData, errors, uiSchema) => {
    const checked = customValidate ? customValidate(formData, errors, uiSchema) : errors;
    const mismatched = mismatchedZips(formData);
    if (mismatched.length === 0) return checked;
    // In the borrower's language: the same check as the server's, its message worded here.
    const { t, locale } = errorWords();
    for (const { path } of mismatched) {
      const state = handlerAt(formData, [...path.slice(0, -1), 'state']) as unknown;
      const message = t('address.zipNotInState', { state: stateNameIn(locale, String(state)) });
      handlerAt(checked, path)?.addError(message);
    }
    return checked;
  };
}

/** A step's validator that also checks its addresses. */
export function withAddressChecks<T>(validator: ValidatorType<T>): ValidatorType<T> {
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      validator.validateFormData(formData, schema, withZipCheck(customValidate), transformErrors, uiSchema),
    isValid: validator.isValid.bind(validator),
    rawValidation: validator.rawValidation.bind(validator),
  };
}
