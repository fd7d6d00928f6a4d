import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { LAYOUT } from '../../shared/constants.ts';
import { useMessages } from '../i18n/messages.ts';

interface SaveAndLogoutDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Spec 2.12. MUI's Dialog closes on Escape, traps focus and gives it back to the opener. */
export function SaveAndLogoutDialog({ open, onClose, onConfirm }: SaveAndLogoutDialogProps) {
  const t = useMessages('frame');
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
      <DialogTitle id={titleId}>{t('saveLogout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('saveLogout.saved')}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{t('saveLogout.comeBack')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose}>
          {t('saveLogout.continue')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('saveLogout.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
