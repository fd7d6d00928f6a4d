import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';
import { useMessages } from '../i18n/messages.ts';
import text from '../ui/text.module.css';

/** `/{id}/unauthorized` (spec 2.2). */
export default function UnauthorizedScreen() {
  const t = useMessages('login');
  return (
    <AuthCard title={t('unauthorized.title')}>
      <p className={text.body1}>{t('unauthorized.body')}</p>
      <LoginLinkButton />
    </AuthCard>
  );
}
