import type { WidgetProps } from '@rjsf/utils';
import { TextField } from '../../components/text-field.tsx';
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

export const describeDateError: ErrorWording = ({ keyword }) => {
  if (keyword === 'required') return 'Enter a date';
  if (keyword === 'format' || keyword === 'pattern' || keyword === 'type')
    return 'Enter a date as YYYY-MM-DD';
  return undefined;
};
