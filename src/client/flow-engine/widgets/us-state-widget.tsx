import type { WidgetProps } from '@rjsf/utils';
import { TextField } from '../../components/text-field.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { htmlInputProps, textFieldProps } from './text-field-props.ts';

/**
 * The state of an address: a native select (the phone's own picker, and the browser's address autofill) listing
 * full names, storing the USPS code. The options are the schema's enum.
 */
export function UsStateWidget(props: WidgetProps) {
  const t = useMessages('steps');
  const stateNames = useMessages('states');
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
      <option value="">{t('widget.chooseState')}</option>
      {codes.map((code) => (
        <option key={code} value={code}>
          {stateNames(code)}
        </option>
      ))}
    </TextField>
  );
}
