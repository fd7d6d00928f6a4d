import { useLocation } from 'react-router-dom';
import { useLoginRedirect } from '../auth/use-login-redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginChoices } from '../components/login-choices.tsx';
import { useFlowTypeChoice } from '../flow-engine/use-flow-type-choice.ts';
import { useMessages } from '../i18n/messages.ts';
import { readReturnTo } from '../routing/require-sign-in.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { Alert } from '../ui/alert.tsx';

/**
 * `/{id}/login` (spec 2.11). A protected page that sent the borrower here is where log-in returns to;
 * `?flowType=` picks the flow of the application registering creates. With a flowType no new application may
 * take, the page says the link is not valid and offers no Log In or Register, which would start another flow.
 */
export default function LoginScreen() {
  const t = useMessages('login');
  const { invalidLink } = useFlowTypeChoice();
  const officerId = useOfficerId();
  const { state } = useLocation();
  const redirect = useLoginRedirect(officerId, readReturnTo(state));
  return (
    <AuthCard title={t('login.title')}>
      {invalidLink ? (
        <Alert severity="error">{t('login.invalidLink')}</Alert>
      ) : (
        <LoginChoices first="login" {...redirect} />
      )}
    </AuthCard>
  );
}
