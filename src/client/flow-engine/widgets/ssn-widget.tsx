import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import type { WidgetProps } from '@rjsf/utils';
import { type ChangeEvent, useState } from 'react';
import { TextField } from '../../components/text-field.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { formatSsn, hiddenSsn, isMaskedSsn, ssnDigits } from './digit-formats.ts';
import { htmlInputProps, textFieldProps } from './text-field-props.ts';
import { useFormattedInput } from './use-formatted-input.ts';
import type { ErrorWording } from './widget-descriptor.ts';

/** What the borrower typed into `next` where `before` was shown: the text between the unchanged ends. */
function typedInto(before: string, next: string): string {
  let start = 0;
  while (start < before.length && start < next.length && before[start] === next[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < next.length - start &&
    before[before.length - 1 - end] === next[next.length - 1 - end]
  )
    end += 1;
  return next.slice(start, next.length - end);
}

/**
 * A Social Security number: typed as 123-45-6789 and stored as its nine digits. The number on file comes back
 * from the server masked (`*****6789`); it shows as •••-••-6789 and stays the mask, which the server reads as
 * "keep the number on file", unless the borrower types a new one over it. What they type is hidden like a
 * password until they choose Show.
 */
export function SsnWidget(props: WidgetProps) {
  const t = useMessages('steps');
  const [visible, setVisible] = useState(false);
  const masked = isMaskedSsn(props.value);
  const shown = masked
    ? hiddenSsn(props.value)
    : formatSsn(typeof props.value === 'string' ? props.value : '');
  const { inputRef, rememberCaret } = useFormattedInput(shown);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (masked) {
      // Any edit of the number on file starts a new one with what was typed (nothing, after a deletion).
      const digits = ssnDigits(typedInto(shown, event.target.value));
      props.onChange(digits === '' ? undefined : digits);
      return;
    }
    rememberCaret(event);
    const digits = ssnDigits(event.target.value);
    props.onChange(digits === '' ? undefined : digits);
  };
  const label = typeof props.label === 'string' && props.label ? props.label : t('ssn.label');
  const canToggle = !masked && shown !== '';
  const input = htmlInputProps(props);
  const onFileId = `${props.id}__onfile`;
  return (
    <TextField
      {...textFieldProps(props)}
      inputRef={inputRef}
      type={masked || visible ? 'text' : 'password'}
      value={shown}
      onChange={onChange}
      helperText={masked ? t('ssn.onFile', { last4: props.value.slice(-4) }) : undefined}
      slotProps={{
        formHelperText: { id: onFileId },
        htmlInput: {
          ...input,
          'aria-describedby': masked ? `${input['aria-describedby']} ${onFileId}` : input['aria-describedby'],
          autoComplete: 'off',
          inputMode: 'numeric',
          spellCheck: false,
          maxLength: 11,
        },
        input: canToggle
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <Button
                    size="small"
                    onClick={() => setVisible((current) => !current)}
                    aria-controls={props.id}
                    aria-label={t(visible ? 'ssn.hideLabel' : 'ssn.showLabel', { label })}
                    disabled={props.disabled}
                  >
                    {visible ? t('ssn.hide') : t('ssn.show')}
                  </Button>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}

export const describeSsnError: ErrorWording = ({ keyword, words: { t } }) =>
  ['required', 'pattern', 'minLength', 'maxLength'].includes(keyword) ? t('ssn') : undefined;

/** On a review screen only the last four digits ever show. */
export const summarizeSsn = (value: unknown): string =>
  typeof value === 'string' && value.length >= 4 ? hiddenSsn(value) : '';
