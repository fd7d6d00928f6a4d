import { SchemaExamples } from '@rjsf/core';
import {
  ariaDescribedByIds,
  type BaseInputTemplateProps,
  examplesId,
  getInputProps,
  labelValue,
} from '@rjsf/utils';
import type { HTMLAttributes } from 'react';
import { TextField } from '../../components/text-field.tsx';

/** Input types whose browser control always shows a value, so the label sits above it from the start. */
const TYPES_THAT_SHRINK_LABEL = ['date', 'datetime-local', 'file', 'time'];

/**
 * RJSF's text input (the MUI theme's, on our TextField), full width (phones first) and with the keyboard a step
 * asks for through `ui:options.inputMode` (`numeric` for a ZIP code). Read-only stays focusable and readable: the
 * theme would disable it. The `<input>` itself is described by the field's help and errors, so a screen reader
 * reads an error with the field. The theme's textarea widget renders through here with `multiline` and `rows`.
 */
export function TextInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, placeholder, required, readonly, disabled, type, label, hideLabel, value } = props;
  const { options, schema, rawErrors = [], autofocus, onChange, onChangeOverride, onBlur, onFocus } = props;
  const { step, min, max, accept, autoCapitalize, ...rest } = getInputProps(schema, type, options);
  // A number question is a text box with the number keyboard, as every step of ours asks one: a browser's
  // number input changes its value on a scroll or an arrow key and reads oddly to screen readers. So a product
  // owner's `"type": "integer"` needs no `ui:options` to be asked that way.
  const numeric = rest.type === 'number';
  const inputMode =
    typeof options.inputMode === 'string'
      ? (options.inputMode as HTMLAttributes<HTMLInputElement>['inputMode'])
      : numeric
        ? schema.type === 'integer'
          ? 'numeric'
          : 'decimal'
        : undefined;
  const { multiline, rows } = props as { multiline?: boolean; rows?: number };
  return (
    <>
      <TextField
        id={id}
        name={htmlName || id}
        type={numeric ? 'text' : rest.type}
        autoComplete={rest.autoComplete}
        placeholder={placeholder}
        label={labelValue(label || undefined, hideLabel, undefined)}
        autoFocus={autofocus}
        required={required}
        disabled={disabled}
        fullWidth
        multiline={multiline}
        rows={rows}
        value={value || value === 0 ? value : ''}
        error={rawErrors.length > 0}
        onChange={
          onChangeOverride ??
          (({ target }) => onChange(target.value === '' ? options.emptyValue : target.value))
        }
        onBlur={({ target }) => onBlur(id, target.value)}
        onFocus={({ target }) => onFocus(id, target.value)}
        slotProps={{
          ...(TYPES_THAT_SHRINK_LABEL.includes(rest.type) ? { inputLabel: { shrink: true } } : {}),
          htmlInput: {
            ...(numeric ? {} : { step, min, max }),
            accept,
            ...(autoCapitalize === undefined ? {} : { autoCapitalize }),
            ...(schema.examples ? { list: examplesId(id) } : {}),
            ...(inputMode ? { inputMode } : {}),
            readOnly: readonly,
            'aria-describedby': ariaDescribedByIds(id, Boolean(schema.examples)),
          },
        }}
      />
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
