import { useEffect } from 'react';
import { AuthCard } from '../components/auth-card.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { ButtonLink } from '../ui/button.tsx';
import text from '../ui/text.module.css';

/**
 * Every flow page of an application whose flow type has no flow file (removed or renamed since it was
 * started): an error the borrower can report, never another flow's steps over their answers.
 */
export default function UnknownFlowScreen({ flowType }: { flowType: string }) {
  const officerId = useOfficerId();
  useEffect(() => {
    console.error(`The application's flow type "${flowType}" has no flows/${flowType}.json`);
  }, [flowType]);
  return (
    <AuthCard title="This application cannot be opened">
      <p className={text.body1}>
        This application was started in a form ("{flowType}") that this site no longer offers. Your answers
        are kept. Please contact your loan officer to continue.
      </p>
      <ButtonLink to={`/${officerId}/logout`} variant="contained" size="large" fullWidth>
        Log Out
      </ButtonLink>
    </AuthCard>
  );
}
