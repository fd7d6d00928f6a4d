import { useEffect } from 'react';
import { AuthCard } from '../components/auth-card.tsx';
import { useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { ButtonLink } from '../ui/button.tsx';
import text from '../ui/text.module.css';

/**
 * Every flow page of an application whose flow type has no flow file (removed or renamed since it was
 * started): an error the borrower can report, never another flow's steps over their answers.
 */
export default function UnknownFlowScreen({ flowType }: { flowType: string }) {
  const t = useMessages('login');
  const officerId = useOfficerId();
  useEffect(() => {
    console.error(`The application's flow type "${flowType}" has no flows/${flowType}.json`);
  }, [flowType]);
  return (
    <AuthCard title={t('unknownFlow.title')}>
      <p className={text.body1}>{t('unknownFlow.body', { flowType })}</p>
      <ButtonLink to={`/${officerId}/logout`} variant="contained" size="large" fullWidth>
        {t('logOut')}
      </ButtonLink>
    </AuthCard>
  );
}
