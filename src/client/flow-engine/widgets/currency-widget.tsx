import InputAdornment from '@mui/material/InputAdornment';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { localeFormat } from '../../../shared/i18n/locale-format.ts';
import { TextField } from '../../components/text-field.tsx';
import { formatThousands, parseWholeDollars } from './digit-formats.ts';
import { htmlInputProps, textFieldProps } from './text-field-props.ts';
import { useFormattedInput } from './use-formatted-input.ts';
import type { ErrorWording } from './widget-descriptor.ts';

/** Whole dollars: shows `$` and thousands separators while typing, stores an integer. */
export function CurrencyWidget(props: WidgetProps) {
  const shown = typeof props.value === 'number' ? formatThousands(props.value) : '';
  const { inputRef, rememberCaret } = useFormattedInput(shown);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    rememberCaret(event);
    props.onChange(parseWholeDollars(event.target.value));
  };
  return (
    <TextField
      {...textFieldProps(props)}
      inputRef={inputRef}
      value={shown}
      onChange={onChange}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { ...htmlInputProps(props), inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}

export const describeCurrencyError: ErrorWording = ({ keyword, params, words: { t, locale } }) => {
  const amount = (key: string) =>
    typeof params[key] === 'number' ? localeFormat(locale).usd(params[key] as number) : '';
  switch (keyword) {
    case 'required':
    case 'type':
      return t('currency.whole');
    case 'minimum':
      return t('currency.atLeast', { amount: amount('limit') });
    case 'maximum':
      return t('currency.atMost', { amount: amount('limit') });
    case 'multipleOf':
      return t('currency.steps', { amount: amount('multipleOf') });
    default:
      return undefined;
  }
};
