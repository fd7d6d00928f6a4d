/**
 * The form every step renders: RJSF with the MUI theme's parts that steps use, not the whole theme. `@rjsf/mui`'s
 * index would bring every widget and template (a slider, the theme's error list, array buttons, MUI's menu-based
 * select) to every step screen; ours replace those (ENGINE_FORM_PROPS), and anything a step never shows (the key
 * editor of additional properties, tests/flows/browser-stand-ins.test.ts) falls back to RJSF's own.
 */
import { withTheme } from '@rjsf/core';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
import DescriptionField from '@rjsf/mui/lib/DescriptionField/DescriptionField.js';
import FieldTemplate from '@rjsf/mui/lib/FieldTemplate/FieldTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/mui/lib/MultiSchemaFieldTemplate/MultiSchemaFieldTemplate.js';
import SubmitButton from '@rjsf/mui/lib/SubmitButton/SubmitButton.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';

export const EngineForm = withTheme<Record<string, unknown>>({
  templates: {
    DescriptionFieldTemplate: DescriptionField,
    FieldTemplate,
    MultiSchemaFieldTemplate,
    ButtonTemplates: { SubmitButton },
  },
  widgets: { CheckboxWidget, TextareaWidget },
});
