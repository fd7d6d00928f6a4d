import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import axios from 'axios';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../components/text-field.tsx';
import { useMessages } from '../i18n/messages.ts';
import type { Contact, Invitation } from './coborrower-api.ts';

type Field = 'firstName' | 'lastName' | 'email';
/** `label`: the catalogue key of the field's label. */
const FIELDS: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'edit.firstName', type: 'text', autoComplete: 'off' },
  { name: 'lastName', label: 'edit.lastName', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'edit.email', type: 'email', autoComplete: 'off' },
];

/**
 * A refusal of the server: the field it names (when one of ours) and its words (the server's, in the borrower's
 * language), else `fallback` (the screen's `edit.failed`).
 */
export function invitationRefusal(
  error: unknown,
  fallback: string,
): { field: Field | null; message: string } {
  const body = axios.isAxiosError(error)
    ? (error.response?.data as { field?: unknown; message?: unknown } | undefined)
    : undefined;
  const message = typeof body?.message === 'string' ? body.message : fallback;
  const field = FIELDS.find((candidate) => candidate.name === body?.field)?.name ?? null;
  return { field, message };
}

/**
 * Changes the name or email of an invitation nobody accepted yet: on Save the server mails a new link and the one
 * sent before stops working. A refused answer is shown under its field.
 */
export function InvitationEditForm({
  contact,
  onSave,
  onCancel,
}: {
  contact: Contact;
  onSave: (changes: Partial<Invitation>) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useMessages('coborrower');
  const formId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
  });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ field: Field | null; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(
      FIELDS.map(({ name }) => [name, values[name].trim()]).filter(
        ([name, value]) => value !== contact[name as Field],
      ),
    ) as Partial<Invitation>;
    if (Object.keys(changes).length === 0) return onCancel();
    setSaving(true);
    setProblem(null);
    try {
      await onSave(changes);
    } catch (error) {
      setProblem(invitationRefusal(error, t('edit.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ display: 'grid', gap: 2, py: 2, width: '100%' }}
    >
      <Box component="h2" id={`${formId}-title`} sx={{ m: 0, fontSize: '1rem', fontWeight: 600 }}>
        {t('edit.title', { name: `${contact.firstName} ${contact.lastName}` })}
      </Box>
      {problem && problem.field === null ? <Alert severity="error">{problem.message}</Alert> : null}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${formId}-${field.name}`}
          label={t(field.label)}
          type={field.type}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          error={problem?.field === field.name}
          helperText={problem?.field === field.name ? problem.message : undefined}
          required
          fullWidth
        />
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {t('edit.save')}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t('edit.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
