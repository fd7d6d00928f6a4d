import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** A field's errors under it, one per line, as the MUI theme shows them, as a plain list rather than MUI's List. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null;
  const id = errorId(fieldPathId);
  return (
    <Box component="ul" id={id} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {errors.map((error, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the errors have no identity but their order
        <Box component="li" key={index} sx={{ py: 0.5 }}>
          <FormHelperText component="div" id={`${id}-${index}`}>
            {error}
          </FormHelperText>
        </Box>
      ))}
    </Box>
  );
}
