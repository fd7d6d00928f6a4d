import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { loginPath } from '../../shared/officer-id.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';

/** A link, styled as a button, to the current officer's log-in page. */
export function LoginLinkButton({ label = 'Go to Log In' }: { label?: string }) {
  const officerId = useOfficerId();
  return (
    <Button
      component={RouterLink}
      to={loginPath(officerId)}
      variant="contained"
      color="primary"
      size="large"
      fullWidth
    >
      {label}
    </Button>
  );
}
