import { useAuthActions, useHasAuthToken } from '../auth/auth-provider.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginLinkButton } from '../components/login-link-button.tsx';
import { useMessages } from '../i18n/messages.ts';
import { Button } from '../ui/button.tsx';
import text from '../ui/text.module.css';

/** `/{id}/email-mismatch` (spec 2.2): the signed-in account is not the one the application was made for. */
export default function EmailMismatchScreen() {
  const t = useMessages('login');
  const signedIn = useHasAuthToken();
  const { logOut } = useAuthActions();
  return (
    <AuthCard title={t('emailMismatch.title')}>
      <p className={text.body1}>{t('emailMismatch.body')}</p>
      {signedIn ? (
        <Button variant="contained" size="large" fullWidth onClick={() => void logOut()}>
          {t('logOut')}
        </Button>
      ) : (
        <LoginLinkButton />
      )}
    </AuthCard>
  );
}
