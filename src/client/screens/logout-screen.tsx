import { useEffect } from 'react';
import { useAuthActions, useHasAuthToken } from '../auth/auth-provider.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';
import { useMessages } from '../i18n/messages.ts';
import text from '../ui/text.module.css';

/**
 * `/{id}/logout`: signed in, it logs out (and the provider returns to the log-in page); signed out, it confirms
 * the log-out, which is where the portal's log-out lands (spec 4.1).
 */
export default function LogoutScreen() {
  const t = useMessages('login');
  const signedIn = useHasAuthToken();
  const { logOut } = useAuthActions();
  useEffect(() => {
    if (signedIn) void logOut();
  }, [signedIn, logOut]);
  return (
    <AuthCard title={t(signedIn ? 'logout.leavingTitle' : 'logout.doneTitle')}>
      <p role="status" className={text.body1}>
        {t(signedIn ? 'logout.leaving' : 'logout.done')}
      </p>
      {signedIn ? null : <LoginLinkButton label={t('logIn')} />}
    </AuthCard>
  );
}
