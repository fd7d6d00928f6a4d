import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import {
  ariaDescribedByIds,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';

/**
 * RJSF's `checkboxes` (an array of choices, several allowed), as a fieldset whose legend is the question and each
 * answer a full-width box. Replaces the theme's CheckboxesWidget, whose label names no group.
 */
export function CheckboxChoicesWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    options,
    value,
    required,
    disabled,
    readonly,
    label,
    hideLabel,
    rawErrors = [],
  } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const invalid = rawErrors.length > 0;
  return (
    <FormControl
      component="fieldset"
      error={invalid}
      required={required}
      fullWidth
      aria-describedby={ariaDescribedByIds(id)}
      sx={{ m: 0 }}
    >
      {hideLabel ? null : (
        <FormLabel
          component="legend"
          sx={{ mb: 1, fontWeight: 600, '&, &.Mui-focused:not(.Mui-error)': { color: 'text.primary' } }}
        >
          {label}
        </FormLabel>
      )}
      <FormGroup id={id} sx={{ gap: 1 }}>
        {enumOptions.map((option, index) => {
          const checked = enumOptionsIsSelected(option.value, selected);
          return (
            <FormControlLabel
              key={String(option.value)}
              disabled={disabled || readonly}
              label={option.label}
              control={
                <Checkbox
                  id={optionId(id, index)}
                  name={htmlName || id}
                  checked={checked}
                  onChange={(event) =>
                    props.onChange(
                      event.target.checked
                        ? enumOptionsSelectValue(index, selected, enumOptions)
                        : enumOptionsDeselectValue(index, selected, enumOptions),
                    )
                  }
                  onBlur={() => props.onBlur(id, value)}
                  onFocus={() => props.onFocus(id, value)}
                  slotProps={{ input: { 'aria-invalid': invalid || undefined } as object }}
                />
              }
              sx={{
                mx: 0,
                pr: 2,
                py: 0.5,
                minHeight: 48,
                border: 1,
                borderRadius: 1,
                borderColor: checked ? 'primary.main' : invalid ? 'error.main' : 'divider',
                bgcolor: 'background.paper',
              }}
            />
          );
        })}
      </FormGroup>
    </FormControl>
  );
}
