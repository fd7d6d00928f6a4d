import { useAuthActions, useHasAuthToken } from '../auth/auth-provider.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';
import { Button } from '../ui/button.tsx';
import text from '../ui/text.module.css';

/** `/{id}/email-mismatch` (spec 2.2): the signed-in account is not the one the application was made for. */
export default function EmailMismatchScreen() {
  const signedIn = useHasAuthToken();
  const { logOut } = useAuthActions();
  return (
    <AuthCard title="This email address does not match">
      <p className={text.body1}>
        The email address you logged in with does not match this application. Please log in with the email
        address the application or invitation was sent to.
      </p>
      {signedIn ? (
        <Button variant="contained" size="large" fullWidth onClick={() => void logOut()}>
          Log Out
        </Button>
      ) : (
        <LoginLinkButton />
      )}
    </AuthCard>
  );
}
