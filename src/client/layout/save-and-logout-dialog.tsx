import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { LAYOUT } from '../../shared/constants.ts';

export const SAVE_AND_LOGOUT_TEXTS = {
  title: 'Save and Logout?',
  saved: "We'll save your progress so you can pick up right where you left off.",
  comeBack: 'You can log back in anytime to continue your application.',
  continue: 'Continue Application',
  confirm: 'Save & Logout',
} as const;

interface SaveAndLogoutDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Spec 2.12. MUI's Dialog closes on Escape, traps focus and gives it back to the opener. */
export function SaveAndLogoutDialog({ open, onClose, onConfirm }: SaveAndLogoutDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { maxWidth: LAYOUT.logoutModalMaxPx } } }}
    >
      <DialogTitle id={titleId}>{SAVE_AND_LOGOUT_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{SAVE_AND_LOGOUT_TEXTS.saved}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{SAVE_AND_LOGOUT_TEXTS.comeBack}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose}>
          {SAVE_AND_LOGOUT_TEXTS.continue}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {SAVE_AND_LOGOUT_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
