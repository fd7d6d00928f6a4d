/**
 * The review screen's co-borrowers: each by name, email and where they stand (never their answers), and, before
 * the borrower submits, who has not finished their part yet with the way to manage the invitations: the
 * application is not submitted until each has finished or been removed.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { type FlowFile, isScreen } from '../../shared/flows/flow-types.ts';
import { withAppId } from '../../shared/officer-id.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { type Translate, useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { type Contact, fetchContacts } from './coborrower-api.ts';

const STATUS_KEYS: Record<Contact['status'], string> = {
  invited: 'review.invited',
  accepted: 'review.accepted',
  completed: 'review.completed',
};

const names = (contacts: Contact[], t: Translate) => {
  const each = contacts.map((contact) => `${contact.firstName} ${contact.lastName}`);
  return each.length > 1
    ? t('list.and', { first: each.slice(0, -1).join(', '), last: each.at(-1) })
    : (each[0] ?? '');
};

export function ReviewCoborrowers({
  flow,
  appId,
  returnTo,
}: {
  flow: FlowFile;
  appId: string;
  /** The review step, which managing the invitations comes back to. */
  returnTo: string;
}) {
  const t = useMessages('coborrower');
  const http = useHttpClient();
  const officerId = useOfficerId();
  const contacts = useQuery({
    queryKey: ['contacts', appId],
    queryFn: () => fetchContacts(http, appId),
    retry: false,
    refetchOnMount: 'always',
  });
  const coborrowers = (contacts.data ?? []).filter((contact) => contact.role === 'coborrower');
  if (coborrowers.length === 0) return null;
  const unfinished = coborrowers.filter((contact) => contact.status !== 'completed');
  const manage = flow.steps.filter(isScreen).find((candidate) => candidate.screen === 'coborrower-status');
  const manageLink = manage
    ? `${withAppId(`/${officerId}/${manage.path}`, appId)}&returnTo=${encodeURIComponent(returnTo)}`
    : null;
  return (
    <section aria-labelledby="review-coborrowers">
      <Typography variant="h5" component="h2" id="review-coborrowers" sx={{ mb: 1 }}>
        {t('review.heading')}
      </Typography>
      {unfinished.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('review.unfinished', { names: names(unfinished, t), count: unfinished.length })}
          {manageLink ? (
            <>
              {' '}
              <Link component={RouterLink} to={manageLink}>
                {t('review.manage')}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {coborrowers.map((contact) => (
          <Box component="li" key={contact.contactId} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {contact.firstName} {contact.lastName}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {contact.email}
            </Typography>
            <Typography>{t(STATUS_KEYS[contact.status])}</Typography>
          </Box>
        ))}
      </Box>
    </section>
  );
}
