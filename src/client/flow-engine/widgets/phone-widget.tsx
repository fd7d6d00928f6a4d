import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { TextField } from '../../components/text-field.tsx';
import { formatPhone, phoneDigits } from './digit-formats.ts';
import { htmlInputProps, textFieldProps } from './text-field-props.ts';
import { useFormattedInput } from './use-formatted-input.ts';
import type { ErrorWording } from './widget-descriptor.ts';

/** A US phone number: shown as (614) 555-0123 while typing, stored as its 10 digits. */
export function PhoneWidget(props: WidgetProps) {
  const shown = typeof props.value === 'string' ? formatPhone(props.value) : '';
  const { inputRef, rememberCaret } = useFormattedInput(shown);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    rememberCaret(event);
    const digits = phoneDigits(event.target.value);
    props.onChange(digits === '' ? undefined : digits);
  };
  return (
    <TextField
      {...textFieldProps(props)}
      inputRef={inputRef}
      type="tel"
      value={shown}
      onChange={onChange}
      slotProps={{ htmlInput: { autoComplete: 'tel-national', ...htmlInputProps(props), inputMode: 'tel' } }}
    />
  );
}

export const describePhoneError: ErrorWording = ({ keyword, words: { t } }) =>
  ['required', 'pattern', 'minLength', 'maxLength', 'format'].includes(keyword) ? t('phone') : undefined;
