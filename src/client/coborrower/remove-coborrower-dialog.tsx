import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
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
  const titleId = useId();
  const textId = useId();
  const name = contact ? `${contact.firstName} ${contact.lastName}` : '';
  return (
    <Dialog open={contact !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Remove {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {contact?.status === 'invited'
            ? `The invitation we sent to ${contact.email} will stop working.`
            : `${name} will no longer be on your application, and the answers they gave will be deleted.`}{' '}
          You can invite someone again afterwards.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose} disabled={removing}>
          Keep {contact?.firstName ?? 'them'}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={removing}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
