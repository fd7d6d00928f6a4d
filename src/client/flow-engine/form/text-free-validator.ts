/**
 * A step's precompiled validator for its schema in any language. The validators are compiled from the step's schema
 * without its texts (scripts/vite-precompiled-validators.ts), and RJSF finds each by the hash of the schema it is
 * given: every schema RJSF hands over is read without its texts too, so the Spanish schema finds the same validator
 * as the English one. What the borrower reads is not touched: the messages are worded from the translated schema
 * (friendly-errors.ts).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { schemaWithoutTexts } from '../../../shared/i18n/step-texts.ts';

export function textFreeValidator(validator: ValidatorType): ValidatorType {
  const schemaOf = (schema: RJSFSchema) => schemaWithoutTexts(schema);
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      validator.validateFormData(formData, schemaOf(schema), customValidate, transformErrors, uiSchema),
    isValid: (schema, formData, rootSchema) =>
      validator.isValid(schemaOf(schema), formData, schemaOf(rootSchema)),
    rawValidation: (schema, formData) => validator.rawValidation(schemaOf(schema), formData),
  };
}
