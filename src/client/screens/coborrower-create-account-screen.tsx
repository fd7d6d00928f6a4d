import Typography from '@mui/material/Typography';
import { useLoginRedirect } from '../auth/use-login-redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginChoices } from '../components/login-choices.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';

/** `/{id}/coborrower/create-account`: where an invited co-borrower starts (spec 2.2, 6). */
export default function CoborrowerCreateAccountScreen() {
  const officerId = useOfficerId();
  const redirect = useLoginRedirect(officerId, undefined);
  return (
    <AuthCard title="Join the loan application">
      <Typography>
        You have been invited to apply as a co-borrower. Create an account to add your details to the
        application, or log in if you already have an account.
      </Typography>
      <LoginChoices first="register" {...redirect} />
    </AuthCard>
  );
}
