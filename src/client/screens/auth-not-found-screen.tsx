import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';
import text from '../ui/text.module.css';

/** Any unknown path, and the sub-paths of login, register, unauthorized and email-mismatch (spec 2.2). */
export default function AuthNotFoundScreen() {
  return (
    <AuthCard title="Page not found">
      <p className={text.body1}>
        We could not find the page you were looking for. Please log in to continue.
      </p>
      <LoginLinkButton />
    </AuthCard>
  );
}
