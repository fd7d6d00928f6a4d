import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

export interface TextFieldProps
  extends Pick<
    OutlinedInputProps,
    | 'name'
    | 'type'
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'onFocus'
    | 'autoFocus'
    | 'autoComplete'
    | 'placeholder'
    | 'inputRef'
    | 'multiline'
    | 'rows'
    | 'minRows'
    | 'maxRows'
  > {
  id?: string;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  fullWidth?: boolean;
  helperText?: ReactNode;
  /** The browser's own select (a phone's picker), over `<option>` children. */
  select?: boolean;
  children?: ReactNode;
  sx?: SxProps<Theme>;
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: OutlinedInputProps['inputProps'];
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField as every form here uses it: a label, an input or the browser's own select, and help or an
 * error below, wired together by ids. MUI's own brings its menu-based Select (a popover, a modal, focus trapping:
 * 16 KB gzip) to every screen with a text box, though no screen opens one.
 */
export function TextField({
  id: givenId,
  label,
  required,
  disabled,
  error,
  fullWidth,
  helperText,
  select,
  children,
  sx,
  slotProps = {},
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? (slotProps.formHelperText?.id ?? `${id}-helper-text`) : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  const input = (
    <OutlinedInput
      id={id}
      label={label}
      {...(shrink === undefined ? {} : { notched: shrink })}
      aria-describedby={helperTextId}
      {...inputProps}
      {...slotProps.input}
      inputProps={slotProps.htmlInput}
    />
  );
  return (
    <FormControl fullWidth={fullWidth} required={required} disabled={disabled} error={error} sx={sx}>
      {label ? (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      {select ? <NativeSelect input={input}>{children}</NativeSelect> : input}
      {helperText ? (
        <FormHelperText {...slotProps.formHelperText} id={helperTextId}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
