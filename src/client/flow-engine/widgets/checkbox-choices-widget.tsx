import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { ChoiceFieldset, choiceBoxSx } from './choice-layout.tsx';

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
    <ChoiceFieldset id={id} label={label} hideLabel={hideLabel} required={required} invalid={invalid}>
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
              sx={choiceBoxSx(checked, invalid)}
            />
          );
        })}
      </FormGroup>
    </ChoiceFieldset>
  );
}
