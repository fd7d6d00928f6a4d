import { loginPath } from '../../shared/officer-id.ts';
import { useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { ButtonLink } from '../ui/button.tsx';

/** A link, styled as a button, to the current officer's log-in page ('Go to Log In' unless `label` says). */
export function LoginLinkButton({ label }: { label?: string }) {
  const t = useMessages('login');
  const officerId = useOfficerId();
  return (
    <ButtonLink to={loginPath(officerId)} variant="contained" size="large" fullWidth>
      {label ?? t('goToLogin')}
    </ButtonLink>
  );
}
