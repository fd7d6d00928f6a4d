import { RJSF_FIELDS, RJSF_WIDGETS } from '../widgets/registry.ts';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './array-field-template.tsx';
import { ErrorSummaryTemplate } from './error-summary-template.tsx';
import { FieldErrorTemplate } from './field-error-template.tsx';
import { FieldHelpTemplate } from './field-help-template.tsx';
import { ObjectFieldTemplate, TitleFieldTemplate } from './object-field-template.tsx';
import { TextInputTemplate } from './text-input-template.tsx';

/**
 * What every form of the engine is rendered with: our widgets, fields and templates. The validator is each step's
 * own, precompiled (step-validators.ts).
 */
export const ENGINE_FORM_PROPS = {
  widgets: RJSF_WIDGETS,
  fields: RJSF_FIELDS,
  templates: {
    ErrorListTemplate: ErrorSummaryTemplate,
    BaseInputTemplate: TextInputTemplate,
    FieldHelpTemplate,
    FieldErrorTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
  },
  // A choice list (oneOf of consts) starts unanswered: RJSF would otherwise pick its first answer for the
  // borrower, and a consent const would start agreed.
  experimental_defaultFormStateBehavior: { constAsDefaults: 'never' },
  noHtml5Validate: true,
} as const;
