import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuthActions, useHasAuthToken } from '../auth/auth-provider.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';

/** `/{id}/email-mismatch` (spec 2.2): the signed-in account is not the one the application was made for. */
export default function EmailMismatchScreen() {
  const signedIn = useHasAuthToken();
  const { logOut } = useAuthActions();
  return (
    <AuthCard title="This email address does not match">
      <Typography>
        The email address you logged in with does not match this application. Please log in with the email
        address the application or invitation was sent to.
      </Typography>
      {signedIn ? (
        <Button variant="contained" color="primary" size="large" fullWidth onClick={() => void logOut()}>
          Log Out
        </Button>
      ) : (
        <LoginLinkButton />
      )}
    </AuthCard>
  );
}
