import { useEffect } from 'react';
import { useAuthActions, useHasAuthToken } from '../auth/auth-provider.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';
import text from '../ui/text.module.css';

/**
 * `/{id}/logout`: signed in, it logs out (and the provider returns to the log-in page); signed out, it confirms
 * the log-out, which is where the portal's log-out lands (spec 4.1).
 */
export default function LogoutScreen() {
  const signedIn = useHasAuthToken();
  const { logOut } = useAuthActions();
  useEffect(() => {
    if (signedIn) void logOut();
  }, [signedIn, logOut]);
  return (
    <AuthCard title={signedIn ? 'Logging you out' : 'You are logged out'}>
      <p role="status" className={text.body1}>
        {signedIn
          ? 'Saving your progress and logging you out...'
          : 'You can log back in anytime to continue your application.'}
      </p>
      {signedIn ? null : <LoginLinkButton label="Log In" />}
    </AuthCard>
  );
}
