/**
 * The borrower's co-borrowers with where each stands, and what can be done about an invitation: change the name
 * or email of one nobody accepted yet, send it again (a new link; the old one stops working), or remove a
 * co-borrower. Each outcome is said in a status line.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useHttpClient } from '../api/api-provider.tsx';
import { useMessages } from '../i18n/messages.ts';
import {
  type Contact,
  editInvitation,
  type Invitation,
  removeCoborrower,
  resendInvitation,
} from './coborrower-api.ts';
import { InvitationEditForm, invitationRefusal } from './invitation-edit-form.tsx';

// The dialog's code (MUI's Modal, about 8 KB) loads the first time a borrower asks to remove someone, not with
// every co-borrower step.
const RemoveCoborrowerDialog = lazy(() =>
  import('./remove-coborrower-dialog.tsx').then(({ RemoveCoborrowerDialog }) => ({
    default: RemoveCoborrowerDialog,
  })),
);

/** The catalogue key of where a co-borrower stands (`Invited: has not joined yet`). */
export const CONTACT_STATUS_KEYS: Record<Contact['status'], string> = {
  invited: 'status.invited',
  accepted: 'status.accepted',
  completed: 'status.completed',
};

type Outcome = { severity: 'success' | 'error'; text: string };

const fullName = (contact: Contact) => `${contact.firstName} ${contact.lastName}`;

export function InvitationList({
  appId,
  contacts,
  onChanged,
}: {
  appId: string;
  contacts: Contact[];
  /** Reads the list again after a change. */
  onChanged: () => Promise<unknown>;
}) {
  const t = useMessages('coborrower');
  const http = useHttpClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);
  // Once asked for, the dialog stays mounted, so it closes with its transition and gives focus back.
  const [askedToRemove, setAskedToRemove] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const save = async (contact: Contact, changes: Partial<Invitation>) => {
    const changed = await editInvitation(http, appId, contact.contactId, changes);
    setEditing(null);
    setOutcome({
      severity: 'success',
      text: t('list.edited', { email: changed.email }),
    });
    await onChanged();
  };

  const resend = async (contact: Contact) => {
    setBusy(true);
    setOutcome(null);
    try {
      await resendInvitation(http, appId, contact.contactId);
      // The list is read again first, so the buttons come back with the message and not a moment after it.
      await onChanged();
      setOutcome({
        severity: 'success',
        text: t('list.resent', { email: contact.email }),
      });
    } catch (error) {
      console.error(`Resending the invitation of contact ${contact.contactId} failed`, error);
      setOutcome({ severity: 'error', text: invitationRefusal(error, t('edit.failed')).message });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    const contact = removing;
    setBusy(true);
    setOutcome(null);
    try {
      await removeCoborrower(http, appId, contact.contactId);
      await onChanged();
      setOutcome({ severity: 'success', text: t('list.removed', { name: fullName(contact) }) });
    } catch (error) {
      console.error(`Removing contact ${contact.contactId} failed`, error);
      setOutcome({ severity: 'error', text: invitationRefusal(error, t('edit.failed')).message });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Box>
      {outcome ? (
        <Alert
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
        >
          {outcome.text}
        </Alert>
      ) : null}
      {contacts.length === 0 ? <Alert severity="info">{t('list.none')}</Alert> : null}
      <Box component="ul" aria-label={t('list.label')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {contacts.map((contact) => (
          <Box
            component="li"
            key={contact.contactId}
            sx={{ display: 'grid', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{fullName(contact)}</Typography>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {contact.email}
                </Typography>
              </Box>
              <Chip
                label={t(CONTACT_STATUS_KEYS[contact.status])}
                color={contact.status === 'completed' ? 'success' : 'default'}
                variant={contact.status === 'completed' ? 'filled' : 'outlined'}
              />
            </Box>
            {editing === contact.contactId ? (
              <InvitationEditForm
                contact={contact}
                onSave={(changes) => save(contact, changes)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {contact.status === 'invited' ? (
                  <>
                    <Button
                      variant="outlined"
                      size="small"
                      disabled={busy}
                      aria-label={t('list.changeLabel', { name: fullName(contact) })}
                      onClick={() => {
                        setOutcome(null);
                        setEditing(contact.contactId);
                      }}
                    >
                      {t('list.change')}
                    </Button>
                    <Button
                      variant="outlined"
                      size="small"
                      disabled={busy}
                      aria-label={t('list.sendAgainLabel', { name: fullName(contact) })}
                      onClick={() => void resend(contact)}
                    >
                      {t('list.sendAgain')}
                    </Button>
                  </>
                ) : null}
                <Button
                  variant="outlined"
                  size="small"
                  color="error"
                  disabled={busy}
                  aria-label={t('list.removeLabel', { name: fullName(contact) })}
                  onClick={() => {
                    setAskedToRemove(true);
                    setRemoving(contact);
                  }}
                >
                  {t('list.remove')}
                </Button>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      {askedToRemove && (
        <Suspense fallback={null}>
          <RemoveCoborrowerDialog
            contact={removing}
            removing={busy}
            onClose={() => setRemoving(null)}
            onConfirm={() => void remove()}
          />
        </Suspense>
      )}
    </Box>
  );
}
