import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';
import { useMessages } from '../i18n/messages.ts';
import text from '../ui/text.module.css';

/** Any unknown path, and the sub-paths of login, register, unauthorized and email-mismatch (spec 2.2). */
export default function AuthNotFoundScreen() {
  const t = useMessages('login');
  return (
    <AuthCard title={t('notFound.title')}>
      <p className={text.body1}>{t('notFound.body')}</p>
      <LoginLinkButton />
    </AuthCard>
  );
}
