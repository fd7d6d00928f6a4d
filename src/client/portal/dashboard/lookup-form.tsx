import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useHttpClient } from '../../api/api-provider.tsx';
import { lookupLoan } from '../../api/portal-api.ts';
import { TextField } from '../../components/text-field.tsx';
import { useMessages } from '../../i18n/messages.ts';

interface FieldErrors {
  lastName?: string;
  zip?: string;
}

/** Spec 5: last name and zip, checked by the server against the borrower's own applications. */
export function LookupForm({ onMatched }: { onMatched: () => void }) {
  const t = useMessages('portal');
  const http = useHttpClient();
  const headingId = useId();
  const [lastName, setLastName] = useState('');
  const [zip, setZip] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      ...(lastName.trim() ? {} : { lastName: t('lookup.lastNameMissing') }),
      ...(zip.trim() ? {} : { zip: t('lookup.zipMissing') }),
    };
    setErrors(next);
    setFailure(null);
    if (next.lastName || next.zip) return;
    setChecking(true);
    try {
      const result = await lookupLoan(http, lastName.trim(), zip.trim());
      if (result.matched) onMatched();
      // The server words the mismatch in the page's language (Accept-Language); the catalogue's if it sent none.
      else setFailure(result.message ?? t('lookup.mismatch'));
    } catch (error) {
      console.error('The dashboard lookup failed', error);
      setFailure(t('lookup.failed'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={headingId}>
        {t('lookup.heading')}
      </Typography>
      <Typography sx={{ mt: 1, mb: 2 }}>{t('lookup.intro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextField
          label={t('lookup.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={Boolean(errors.lastName)}
          helperText={errors.lastName}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={t('lookup.zip')}
          name="zip"
          autoComplete="postal-code"
          required
          value={zip}
          onChange={(event) => setZip(event.target.value)}
          error={Boolean(errors.zip)}
          helperText={errors.zip}
          slotProps={{ htmlInput: { maxLength: 100, inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={checking}>
          {t('lookup.continue')}
        </Button>
      </Box>
    </Paper>
  );
}
