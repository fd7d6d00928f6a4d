/**
 * The co-borrower screens' working parts: the borrower's list of invited co-borrowers with their status
 * (applicant/coborrower-status), the co-borrower's welcome with what they are applying for
 * (coborrower/processing) and their finish (coborrower/get-money).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HARD_CREDIT_PULL_CONSENT } from '../../shared/consents.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { useReloadApplication } from '../api/application-queries.ts';
import { useMessages } from '../i18n/messages.ts';
import { fetchContacts } from './coborrower-api.ts';
import { InvitationList } from './invitation-list.tsx';
import { SharedLoanFacts } from './shared-loan-facts.tsx';

export const contactsQueryKey = (appId: string) => ['contacts', appId] as const;

/**
 * applicant/coborrower-status: each co-borrower with their status (GET contacts), and the invitations to change,
 * send again or remove; 'Failed to fetch contacts'.
 */
export function CoborrowerStatusPanel({ application }: { application: ApplicationDocument }) {
  const http = useHttpClient();
  const contacts = useQuery({
    queryKey: contactsQueryKey(application.appId),
    queryFn: () => fetchContacts(http, application.appId),
    retry: 1,
    refetchOnMount: 'always',
  });
  const t = useMessages('coborrower');
  const reload = useReloadApplication(application.appId);
  // A changed invitation changes the invitation step's answers too (the server keeps them alike): read both again.
  const changed = () =>
    Promise.all([
      contacts.refetch(),
      reload().catch((error: unknown) => console.warn('Reading the application again failed', error)),
    ]);
  if (contacts.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('checking')}</Typography>
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
            {t('tryAgain')}
          </Button>
        }
      >
        {t('contactsFailed')}
      </Alert>
    );
  }
  return (
    <Box>
      <InvitationList appId={application.appId} contacts={contacts.data} onChanged={changed} />
      {contacts.data.length > 0 ? (
        <Button sx={{ mt: 1 }} onClick={() => void contacts.refetch()}>
          {t('checkAgain')}
        </Button>
      ) : null}
    </Box>
  );
}

/** coborrower/processing: what the co-borrower is joining (the shared view only). */
export function CoborrowerWelcomePanel({ application }: { application: ApplicationDocument }) {
  return <SharedLoanFacts application={application} />;
}

/** coborrower/get-money: whether the co-borrower's answers have been sent. */
export function CoborrowerDonePanel({ application }: { application: ApplicationDocument }) {
  const t = useMessages('coborrower');
  const status = (application as { coborrowerStatus?: string }).coborrowerStatus;
  if (status !== 'completed') return null;
  return (
    <Alert severity="success" role="status">
      {t('sent')}
    </Alert>
  );
}

/** coborrower/credit-authorization: the authorisation of the full credit report, the borrower's own text. */
export function CoborrowerCreditAuthorization() {
  return (
    <section aria-labelledby="coborrower-hard-pull-title">
      <Typography variant="h5" component="h2" id="coborrower-hard-pull-title">
        {HARD_CREDIT_PULL_CONSENT.title}
      </Typography>
      <Typography sx={{ mt: 1 }}>{HARD_CREDIT_PULL_CONSENT.text}</Typography>
    </section>
  );
}
