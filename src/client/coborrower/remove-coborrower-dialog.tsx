import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useMessages } from '../i18n/messages.ts';
import type { Contact } from './coborrower-api.ts';

/** Asks before removing a co-borrower: their link stops working and anything they answered is deleted. */
export function RemoveCoborrowerDialog({
  contact,
  removing,
  onClose,
  onConfirm,
}: {
  contact: Contact | null;
  removing: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useMessages('coborrower');
  const titleId = useId();
  const textId = useId();
  const name = contact ? `${contact.firstName} ${contact.lastName}` : '';
  return (
    <Dialog open={contact !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('remove.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {contact?.status === 'invited'
            ? t('remove.invited', { email: contact.email })
            : t('remove.joined', { name })}{' '}
          {t('remove.again')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose} disabled={removing}>
          {contact?.firstName ? t('remove.keep', { name: contact.firstName }) : t('remove.keepThem')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={removing}>
          {t('remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
