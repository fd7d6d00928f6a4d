import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';
import text from '../ui/text.module.css';

/** `/{id}/unauthorized` (spec 2.2). */
export default function UnauthorizedScreen() {
  return (
    <AuthCard title="You do not have access to this page">
      <p className={text.body1}>
        Your session may have ended, or this page belongs to another account. Please log in again to continue
        your application.
      </p>
      <LoginLinkButton />
    </AuthCard>
  );
}
