import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { holdPressOnButton } from '../components/press-held-by-button.ts';
import { useMessages } from '../i18n/messages.ts';

interface StepButtonsProps {
  /** The step file's own label (in the borrower's language); Continue without one. */
  submitLabel?: string;
  saving: boolean;
  /** Goes to the previous step; no Back button without one. */
  onBack?: () => void;
  /** No Continue: the step's panel says what to do first. */
  hideSubmit?: boolean;
}

/** Continue (submits the form) and Back; stacked full width on phones with Continue on top. */
export function StepButtons({ submitLabel, saving, onBack, hideSubmit = false }: StepButtonsProps) {
  const t = useMessages('steps');
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={2}
      sx={{ mt: 4, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      {onBack ? (
        <Button
          variant="outlined"
          size="large"
          onClick={onBack}
          onPointerDown={holdPressOnButton}
          disabled={saving}
        >
          {t('button.back')}
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
          onPointerDown={holdPressOnButton}
          sx={{ minWidth: { sm: 220 } }}
        >
          {saving ? t('button.saving') : (submitLabel ?? t('button.continue'))}
        </Button>
      )}
    </Stack>
  );
}
