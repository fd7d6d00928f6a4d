import Typography from '@mui/material/Typography';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';

/** `/{id}/unauthorized` (spec 2.2). */
export default function UnauthorizedScreen() {
  return (
    <AuthCard title="You do not have access to this page">
      <Typography>
        Your session may have ended, or this page belongs to another account. Please log in again to continue
        your application.
      </Typography>
      <LoginLinkButton />
    </AuthCard>
  );
}
