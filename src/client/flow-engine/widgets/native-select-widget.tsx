import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { TextField } from '../../components/text-field.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { htmlInputProps, textFieldProps } from './text-field-props.ts';

/** The theme's list for several answers, which no step asks for today: its menu-based select loads only if one does. */
const MuiSelectWidget = lazy(() => import('@rjsf/mui/lib/SelectWidget/SelectWidget.js'));

/**
 * RJSF's `select` for one answer from a long list (a suffix, an income type): the browser's own select, so a phone
 * shows its native picker and a keyboard types to an answer. The options are the schema's choices by their titles;
 * a question that takes several answers keeps the theme's list.
 */
export function NativeSelectWidget(props: WidgetProps) {
  const t = useMessages('steps');
  if (props.multiple) {
    return (
      <Suspense fallback={null}>
        <MuiSelectWidget {...props} />
      </Suspense>
    );
  }
  const choices = props.options.enumOptions ?? [];
  return (
    <TextField
      {...textFieldProps(props)}
      select
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      onChange={(event) =>
        props.onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value)
      }
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { ...htmlInputProps(props), disabled: props.disabled || props.readonly },
      }}
    >
      <option value="">{props.required ? t('widget.chooseOne') : t('widget.none')}</option>
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
