import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { ChoiceFieldset, choiceBoxSx } from './choice-layout.tsx';

/**
 * RJSF's `radio`, as a fieldset whose legend is the question, each answer a full-width box that is easy to
 * hit with a thumb. Replaces the theme's RadioWidget, whose label names no group.
 */
export function RadioChoicesWidget(props: WidgetProps) {
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
  const selected = enumOptionSelectedValue(value, enumOptions, false);
  const invalid = rawErrors.length > 0;
  return (
    <ChoiceFieldset id={id} label={label} hideLabel={hideLabel} required={required} invalid={invalid}>
      <RadioGroup
        id={id}
        name={htmlName || id}
        value={selected ?? ''}
        onChange={(_event, encoded) => props.onChange(enumOptionValueDecoder(encoded, enumOptions))}
        onBlur={() => props.onBlur(id, value)}
        onFocus={() => props.onFocus(id, value)}
        sx={{ gap: 1 }}
      >
        {enumOptions.map((option, index) => {
          const checked = String(selected) === String(index);
          return (
            <FormControlLabel
              key={String(option.value)}
              value={enumOptionValueEncoder(option.value, index)}
              disabled={disabled || readonly}
              label={option.label}
              control={
                <Radio
                  id={optionId(id, index)}
                  slotProps={{ input: { 'aria-invalid': invalid || undefined } as object }}
                />
              }
              sx={choiceBoxSx(checked, invalid)}
            />
          );
        })}
      </RadioGroup>
    </ChoiceFieldset>
  );
}
