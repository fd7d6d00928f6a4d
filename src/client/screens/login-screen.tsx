import { useLocation } from 'react-router-dom';
import { useLoginRedirect } from '../auth/use-login-redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginChoices } from '../components/login-choices.tsx';
import { useFlowTypeChoice } from '../flow-engine/use-flow-type-choice.ts';
import { readReturnTo } from '../routing/require-sign-in.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';

/**
 * `/{id}/login` (spec 2.11). A protected page that sent the borrower here is where log-in returns to;
 * `?flowType=` picks the flow of the application registering creates.
 */
export default function LoginScreen() {
  useFlowTypeChoice();
  const officerId = useOfficerId();
  const { state } = useLocation();
  const redirect = useLoginRedirect(officerId, readReturnTo(state));
  return (
    <AuthCard title="Borrower Portal Login">
      <LoginChoices first="login" {...redirect} />
    </AuthCard>
  );
}
