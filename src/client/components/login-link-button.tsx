import { loginPath } from '../../shared/officer-id.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { ButtonLink } from '../ui/button.tsx';

/** A link, styled as a button, to the current officer's log-in page. */
export function LoginLinkButton({ label = 'Go to Log In' }: { label?: string }) {
  const officerId = useOfficerId();
  return (
    <ButtonLink to={loginPath(officerId)} variant="contained" size="large" fullWidth>
      {label}
    </ButtonLink>
  );
}
