import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApplicationDocument } from '../api/application-document.ts';
import { addressLine } from '../flow-engine/widgets/address-field.tsx';
import { useMessages } from '../i18n/messages.ts';

/** applicant/property: the property the loan is for, so the borrower can say whether it is where their mail goes. */
export function SubjectPropertyPanel({ application }: { application: ApplicationDocument }) {
  const t = useMessages('steps');
  const property = application.property as { address?: unknown } | undefined;
  const line = addressLine(property?.address);
  if (!line) return null;
  return (
    <Box sx={{ py: 1 }}>
      <Typography color="text.secondary">{t('panel.propertyAddress')}</Typography>
      <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {line}
      </Typography>
    </Box>
  );
}
