import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface StepButtonsProps {
  submitLabel: string;
  saving: boolean;
  /** Goes to the previous step; no Back button without one. */
  onBack?: () => void;
  /** No Continue: the step's panel says what to do first. */
  hideSubmit?: boolean;
}

/** Continue (submits the form) and Back; stacked full width on phones with Continue on top. */
export function StepButtons({ submitLabel, saving, onBack, hideSubmit = false }: StepButtonsProps) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={2}
      sx={{ mt: 4, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      {onBack ? (
        <Button variant="outlined" size="large" onClick={onBack} disabled={saving}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {hideSubmit ? null : (
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving}
          sx={{ minWidth: { sm: 220 } }}
        >
          {saving ? 'Saving…' : submitLabel}
        </Button>
      )}
    </Stack>
  );
}
