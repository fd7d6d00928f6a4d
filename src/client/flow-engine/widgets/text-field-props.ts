import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** The TextField props every text-like widget of ours shares: full width, label, states and error wiring. */
export function textFieldProps(props: WidgetProps) {
  const {
    id,
    htmlName,
    label,
    hideLabel,
    required,
    disabled,
    autofocus,
    rawErrors = [],
    placeholder,
  } = props;
  return {
    id,
    name: htmlName || id,
    label: labelValue(label || undefined, hideLabel, undefined),
    required,
    disabled,
    autoFocus: autofocus,
    placeholder,
    error: rawErrors.length > 0,
    fullWidth: true,
    onBlur: () => props.onBlur(id, props.value),
    onFocus: () => props.onFocus(id, props.value),
  };
}

/** Attributes of the `<input>` itself: read-only stays focusable and readable, unlike disabled. */
export function htmlInputProps(props: WidgetProps) {
  const autocomplete = props.options.autocomplete;
  return {
    readOnly: props.readonly,
    'aria-describedby': ariaDescribedByIds(props.id),
    ...(typeof autocomplete === 'string' ? { autoComplete: autocomplete } : {}),
  };
}
