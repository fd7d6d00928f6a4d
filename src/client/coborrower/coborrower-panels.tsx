/**
 * The co-borrower screens' working parts: the borrower's list of invited co-borrowers with their status
 * (applicant/coborrower-status), the co-borrower's welcome with what they are applying for
 * (coborrower/processing) and their finish (coborrower/get-money).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '../../shared/format.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { type Contact, fetchContacts } from './coborrower-api.ts';
import { sharedViewOf } from './coborrower-scope.ts';

const STATUS_TEXT: Record<Contact['status'], string> = {
  invited: 'Invited: has not joined yet',
  accepted: 'Joined: answering their part',
  completed: 'Completed: sent their answers',
};

export const contactsQueryKey = (appId: string) => ['contacts', appId] as const;

/** applicant/coborrower-status: each contact with its status (GET contacts); 'Failed to fetch contacts'. */
export function CoborrowerStatusPanel({ application }: { application: ApplicationDocument }) {
  const http = useHttpClient();
  const contacts = useQuery({
    queryKey: contactsQueryKey(application.appId),
    queryFn: () => fetchContacts(http, application.appId),
    retry: 1,
    refetchOnMount: 'always',
  });
  if (contacts.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>Checking on your co-borrower…</Typography>
      </Box>
    );
  }
  if (contacts.isError) {
    console.error(`Contacts of application ${application.appId} could not be read`, contacts.error);
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void contacts.refetch()}>
            Try again
          </Button>
        }
      >
        Failed to fetch contacts
      </Alert>
    );
  }
  if (contacts.data.length === 0) {
    return <Alert severity="info">You have not invited a co-borrower.</Alert>;
  }
  return (
    <Box>
      <Box component="ul" aria-label="Co-borrowers" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {contacts.data.map((contact) => (
          <Box
            component="li"
            key={contact.contactId}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              justifyContent: 'space-between',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {contact.firstName} {contact.lastName}
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {contact.email}
              </Typography>
            </Box>
            <Chip
              label={STATUS_TEXT[contact.status]}
              color={contact.status === 'completed' ? 'success' : 'default'}
              variant={contact.status === 'completed' ? 'filled' : 'outlined'}
            />
          </Box>
        ))}
      </Box>
      <Button sx={{ mt: 1 }} onClick={() => void contacts.refetch()}>
        Check again
      </Button>
    </Box>
  );
}

/** coborrower/processing: what the co-borrower is joining (the shared view only). */
export function CoborrowerWelcomePanel({ application }: { application: ApplicationDocument }) {
  const { shared } = sharedViewOf(application);
  if (!shared) return null;
  const address = shared.propertyAddress;
  const rows: [string, string][] = [
    ['Invited by', shared.borrowerFirstName ?? 'The borrower'],
    [
      'Property',
      address
        ? [address.street, address.unit, address.city, [address.state, address.zip].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ')
        : 'Not given yet',
    ],
    ['Loan amount', shared.loanAmount === null ? 'Not chosen yet' : formatUsd(shared.loanAmount)],
    ['Loan product', shared.product?.productName ?? shared.product?.productType ?? 'Not chosen yet'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** coborrower/get-money: whether the co-borrower's answers have been sent. */
export function CoborrowerDonePanel({ application }: { application: ApplicationDocument }) {
  const status = (application as { coborrowerStatus?: string }).coborrowerStatus;
  if (status !== 'completed') return null;
  return (
    <Alert severity="success" role="status">
      Your answers have been sent. Thank you! Your loan team will contact you if they need anything else. You
      can close this page.
    </Alert>
  );
}
