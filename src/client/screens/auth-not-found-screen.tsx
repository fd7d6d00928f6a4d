import Typography from '@mui/material/Typography';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';

/** Any unknown path, and the sub-paths of login, register, unauthorized and email-mismatch (spec 2.2). */
export default function AuthNotFoundScreen() {
  return (
    <AuthCard title="Page not found">
      <Typography>We could not find the page you were looking for. Please log in to continue.</Typography>
      <LoginLinkButton />
    </AuthCard>
  );
}
