import axios from 'axios';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withAppId } from '../../shared/officer-id.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { useAuthSession } from '../auth/auth-provider.tsx';
import { useLoginRedirect } from '../auth/use-login-redirect.ts';
import { acceptInvitation } from '../coborrower/coborrower-api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginChoices } from '../components/login-choices.tsx';
import { type Translate, useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { readSession, removeSession, storeAppId, writeSession } from '../state/browser-storage.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import text from '../ui/text.module.css';
import styles from './coborrower-create-account-screen.module.css';

/** The invitation from the link, kept for the round trip through sign-in (which may rewrite the query). */
const INVITATION_KEY = 'coborrower_invitation';

interface InvitationLink {
  invite: string;
  appId: string;
  contactId: string;
}

function invitationFrom(search: string): InvitationLink | null {
  const query = new URLSearchParams(search);
  const [invite, appId, contactId] = ['invite', 'appId', 'contactId'].map((key) => query.get(key));
  if (invite && appId && contactId) return { invite, appId, contactId };
  return null;
}

function storedInvitation(): InvitationLink | null {
  try {
    const parsed = JSON.parse(readSession(INVITATION_KEY) ?? 'null') as InvitationLink | null;
    return parsed?.invite && parsed.appId && parsed.contactId ? parsed : null;
  } catch {
    return null;
  }
}

type Acceptance = { kind: 'accepting' } | { kind: 'refused'; message: string } | { kind: 'failed' };

function refusalMessage(error: unknown, t: Translate): string | null {
  if (!axios.isAxiosError(error) || !error.response) return null;
  const { status } = error.response;
  if (status === 410) return t('coborrower.expired');
  if (status === 409) return t('coborrower.used');
  // Signed in with another address than the invited one: the server's message (in the language the request asked
  // for, Accept-Language) says which (masked) and what to do.
  if (status === 403) {
    const message = (error.response.data as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : t('coborrower.otherAddress');
  }
  if (status === 404 || status === 400) return t('coborrower.invalid');
  return null;
}

/** Signed in with an invitation: accepts it, then on to the co-borrower's first step. */
function AcceptInvitation({ officerId, invitation }: { officerId: string; invitation: InvitationLink }) {
  const t = useMessages('login');
  const http = useHttpClient();
  const navigate = useNavigate();
  const [state, setState] = useState<Acceptance>({ kind: 'accepting' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    setState({ kind: 'accepting' });
    acceptInvitation(http, invitation.appId, invitation.contactId, invitation.invite)
      .then(() => {
        removeSession(INVITATION_KEY);
        // Their part's application is the one this session continues (a log-in in this tab resumes it).
        storeAppId(invitation.appId);
        navigate(withAppId(`/${officerId}/coborrower/processing`, invitation.appId), { replace: true });
      })
      .catch((error: unknown) => {
        console.error(`Accepting the invitation to application ${invitation.appId} failed`, error);
        const message = refusalMessage(error, t);
        setState(message ? { kind: 'refused', message } : { kind: 'failed' });
      });
  }, [attempt, http, invitation, navigate, officerId, t]);

  if (state.kind === 'accepting') {
    return (
      <div role="status" className={styles.joining}>
        <Spinner size={24} aria-hidden="true" />
        <p className={text.body1}>{t('coborrower.joining')}</p>
      </div>
    );
  }
  if (state.kind === 'refused') return <Alert severity="error">{state.message}</Alert>;
  return (
    <>
      <Alert severity="error">{t('coborrower.failed')}</Alert>
      <Button variant="contained" size="large" onClick={() => setAttempt((n) => n + 1)}>
        {t('coborrower.tryAgain')}
      </Button>
    </>
  );
}

/**
 * `/{id}/coborrower/create-account` (spec 2.2, 6): where an invited co-borrower starts, from the link in the
 * invitation (`?invite=…&appId=…&contactId=…`). Signed out: register or log in, coming back here. Signed in:
 * the invitation is accepted and the co-borrower goes on to coborrower/processing with the appId.
 */
export default function CoborrowerCreateAccountScreen() {
  const t = useMessages('login');
  const officerId = useOfficerId();
  const location = useLocation();
  const { isAuthenticated, isLoading } = useAuthSession();
  const fromLink = useMemo(() => invitationFrom(location.search), [location.search]);
  useEffect(() => {
    if (fromLink) writeSession(INVITATION_KEY, JSON.stringify(fromLink));
  }, [fromLink]);
  const invitation = fromLink ?? storedInvitation();
  const returnTo = `${location.pathname}${location.search}`;
  const redirect = useLoginRedirect(officerId, returnTo);

  if (isAuthenticated && invitation) {
    return (
      <AuthCard title={t('coborrower.title')}>
        <AcceptInvitation officerId={officerId} invitation={invitation} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('coborrower.title')}>
      <p className={text.body1}>{t('coborrower.intro')}</p>
      {isAuthenticated && !invitation ? <Alert severity="info">{t('coborrower.openLink')}</Alert> : null}
      {isAuthenticated || isLoading ? null : <LoginChoices first="register" {...redirect} />}
    </AuthCard>
  );
}
