import MuiBaseInputTemplate from '@rjsf/mui/lib/BaseInputTemplate/BaseInputTemplate.js';
import { ariaDescribedByIds, type BaseInputTemplateProps } from '@rjsf/utils';

/**
 * The theme's text input, full width (phones first) and with the keyboard a step asks for through
 * `ui:options.inputMode` (`numeric` for a ZIP code). Read-only stays focusable and readable: the theme would
 * disable it. The theme describes the field's wrapper, not the `<input>`, by its help and errors: screen readers
 * would not read an error with the field, so the input gets them.
 */
export function TextInputTemplate(props: BaseInputTemplateProps) {
  const inputMode = typeof props.options.inputMode === 'string' ? props.options.inputMode : undefined;
  return (
    <MuiBaseInputTemplate
      {...props}
      readonly={false}
      fullWidth
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          ...props.slotProps?.htmlInput,
          ...(inputMode ? { inputMode } : {}),
          readOnly: props.readonly,
          'aria-describedby': ariaDescribedByIds(props.id, Boolean(props.schema.examples)),
        },
      }}
    />
  );
}
