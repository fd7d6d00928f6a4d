import type { WidgetProps } from '@rjsf/utils';
import { TextField } from '../../components/text-field.tsx';
import { lowerFirst } from '../form/general-error-wording.ts';
import { htmlInputProps, textFieldProps } from './text-field-props.ts';
import type { ErrorWording } from './widget-descriptor.ts';

/** A calendar date stored as YYYY-MM-DD; the browser's own date picker on phones. */
export function DateWidget(props: WidgetProps) {
  return (
    <TextField
      {...textFieldProps(props)}
      type="date"
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: htmlInputProps(props) }}
    />
  );
}

/**
 * The browser's date field shows and takes month, day and year (`mm/dd/yyyy` in a US browser) and hands the form
 * YYYY-MM-DD, so a message says what to type in the field the borrower sees, never the stored form.
 */
export const describeDateError: ErrorWording = ({ keyword, params, label, words: { t } }) => {
  if (keyword === 'required') return t('date.required');
  if (keyword === 'format' && params.format === 'birth-date')
    return t('date.birth', { label, name: lowerFirst(label) });
  if (keyword === 'format' || keyword === 'pattern' || keyword === 'type') return t('date.real');
  return undefined;
};
