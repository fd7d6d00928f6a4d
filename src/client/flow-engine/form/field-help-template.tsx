import FormHelperText from '@mui/material/FormHelperText';
import { RichHelp } from '@rjsf/core';
import { type FieldHelpProps, helpId } from '@rjsf/utils';

/** A field's `ui:help`: stays a quiet hint when the field has an error (the theme turns it red with the error). */
export function FieldHelpTemplate({ fieldPathId, help, uiSchema, registry }: FieldHelpProps) {
  if (!help) return null;
  return (
    <FormHelperText
      component="div"
      id={helpId(fieldPathId)}
      error={false}
      sx={{ mt: 0.625, fontSize: '0.8125rem' }}
    >
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </FormHelperText>
  );
}
