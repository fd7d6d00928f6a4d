import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { ReactNode } from 'react';

/**
 * The layout the radio and checkbox choice widgets share: a fieldset whose legend is the question (the theme's
 * widgets name no group), and each answer a full-width box that is easy to hit with a thumb.
 */
export function ChoiceFieldset(props: {
  id: string;
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  invalid: boolean;
  children: ReactNode;
}) {
  return (
    <FormControl
      component="fieldset"
      error={props.invalid}
      required={props.required}
      fullWidth
      aria-describedby={ariaDescribedByIds(props.id)}
      sx={{ m: 0 }}
    >
      {props.hideLabel ? null : (
        <FormLabel
          component="legend"
          sx={{ mb: 1, fontWeight: 600, '&, &.Mui-focused:not(.Mui-error)': { color: 'text.primary' } }}
        >
          {props.label}
        </FormLabel>
      )}
      {props.children}
    </FormControl>
  );
}

/** One answer's box: outlined in the primary colour when chosen, in the error colour when the question is wrong. */
export const choiceBoxSx = (checked: boolean, invalid: boolean) => ({
  mx: 0,
  pr: 2,
  py: 0.5,
  minHeight: 48,
  border: 1,
  borderRadius: 1,
  borderColor: checked ? 'primary.main' : invalid ? 'error.main' : 'divider',
  bgcolor: 'background.paper',
});
