/**
 * The form every step renders: RJSF with the MUI theme's parts that steps use, not the whole theme. `@rjsf/mui`'s
 * index would bring every widget and template (a slider, the theme's error list, array buttons) to every step
 * screen; ours replace those (ENGINE_FORM_PROPS), and anything a step never shows falls back to RJSF's own.
 */
import { withTheme } from '@rjsf/core';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
import DescriptionField from '@rjsf/mui/lib/DescriptionField/DescriptionField.js';
import FieldErrorTemplate from '@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js';
import FieldTemplate from '@rjsf/mui/lib/FieldTemplate/FieldTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/mui/lib/MultiSchemaFieldTemplate/MultiSchemaFieldTemplate.js';
import ObjectFieldTemplate from '@rjsf/mui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import SubmitButton from '@rjsf/mui/lib/SubmitButton/SubmitButton.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import TitleField from '@rjsf/mui/lib/TitleField/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/mui/lib/WrapIfAdditionalTemplate/WrapIfAdditionalTemplate.js';

export const EngineForm = withTheme<Record<string, unknown>>({
  templates: {
    DescriptionFieldTemplate: DescriptionField,
    FieldErrorTemplate,
    FieldTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate: TitleField,
    WrapIfAdditionalTemplate,
    ButtonTemplates: { SubmitButton },
  },
  widgets: { CheckboxWidget, TextareaWidget },
});
