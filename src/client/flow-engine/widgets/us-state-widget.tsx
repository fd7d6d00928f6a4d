import type { WidgetProps } from '@rjsf/utils';
import { stateName } from '../../../shared/us-states.ts';
import { TextField } from '../../components/text-field.tsx';
import { htmlInputProps, textFieldProps } from './text-field-props.ts';

/**
 * The state of an address: a native select (the phone's own picker, and the browser's address autofill) listing
 * full names, storing the USPS code. The options are the schema's enum.
 */
export function UsStateWidget(props: WidgetProps) {
  const codes = (props.options.enumOptions ?? []).map((option) => String(option.value));
  return (
    <TextField
      {...textFieldProps(props)}
      select
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          autoComplete: 'address-level1',
          ...htmlInputProps(props),
          disabled: props.disabled || props.readonly,
        },
      }}
    >
      <option value="">Choose a state</option>
      {codes.map((code) => (
        <option key={code} value={code}>
          {stateName(code)}
        </option>
      ))}
    </TextField>
  );
}
