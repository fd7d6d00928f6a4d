import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { ErrorWording } from './widget-descriptor.ts';

/** A consent checkbox whose label is the schema title: the words the borrower agrees to. */
export function ConsentWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors = [],
    schema,
    label,
  } = props;
  const invalid = rawErrors.length > 0;
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mx: 0, gap: 1, '& .MuiCheckbox-root': { mt: -1, ml: -1 } }}
      required={required}
      disabled={disabled || readonly}
      label={schema.title ?? label}
      control={
        <Checkbox
          id={id}
          name={htmlName || id}
          checked={value === true}
          required={required}
          autoFocus={autofocus}
          onChange={(event) => props.onChange(event.target.checked)}
          onBlur={() => props.onBlur(id, value)}
          onFocus={() => props.onFocus(id, value)}
          slotProps={{
            input: {
              'aria-describedby': ariaDescribedByIds(id),
              'aria-invalid': invalid || undefined,
              'aria-readonly': readonly || undefined,
            } as object,
          }}
        />
      }
    />
  );
}

export const describeConsentError: ErrorWording = ({ keyword, words: { t } }) =>
  ['required', 'const', 'enum'].includes(keyword) ? t('consent') : undefined;
