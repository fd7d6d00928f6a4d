import { useLocation } from 'react-router-dom';
import { useLoginRedirect } from '../auth/use-login-redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginChoices } from '../components/login-choices.tsx';
import { useMessages } from '../i18n/messages.ts';
import { readReturnTo } from '../routing/require-sign-in.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { PortalMain } from './portal-main.tsx';
import { portalPath } from './portal-paths.ts';

/**
 * `/{id}/portal/login` (spec 2.11): 'Log In', 'Or', 'Register' in the broker's primary colour. Log-in comes back
 * to the portal page that sent the borrower here, else the dashboard; its tokens are the portal's (spec 6).
 */
export default function PortalLoginScreen() {
  const t = useMessages('portal');
  const officerId = useOfficerId();
  const { state } = useLocation();
  const redirect = useLoginRedirect(officerId, readReturnTo(state) ?? portalPath(officerId), {
    portal: true,
  });
  return (
    <PortalMain>
      <AuthCard title={t('login.heading')}>
        <LoginChoices first="login" {...redirect} />
      </AuthCard>
    </PortalMain>
  );
}
