import InputAdornment from '@mui/material/InputAdornment';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { TextField } from '../../components/text-field.tsx';
import { formatDollars, formatThousands, parseWholeDollars } from './digit-formats.ts';
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

const limit = (params: Record<string, unknown>, key: string) =>
  typeof params[key] === 'number' ? formatDollars(params[key] as number) : '';

export const describeCurrencyError: ErrorWording = ({ keyword, params }) => {
  switch (keyword) {
    case 'required':
    case 'type':
      return 'Enter a whole dollar amount';
    case 'minimum':
      return `Enter a whole dollar amount of at least ${limit(params, 'limit')}`;
    case 'maximum':
      return `Enter a whole dollar amount of at most ${limit(params, 'limit')}`;
    case 'multipleOf':
      return `Enter an amount in steps of ${limit(params, 'multipleOf')}`;
    default:
      return undefined;
  }
};
