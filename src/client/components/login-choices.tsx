import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { LoginChoice, LoginRedirect } from '../auth/use-login-redirect.ts';

const LEAVING_MESSAGES: Record<LoginChoice, string> = {
  login: 'Taking you to log in...',
  register: 'Taking you to registration...',
};

interface LoginChoicesProps extends LoginRedirect {
  /** Which button comes first: the log-in page leads with 'Log In', an invited co-borrower with 'Register'. */
  first: LoginChoice;
}

/**
 * Spec 2.11: 'Log In' and 'Register' with an 'Or' divider between them, both in the theme's primary colour (the
 * broker's, when it has one). While the page waits to leave for the provider both are disabled and a status
 * message says what happens.
 */
export function LoginChoices({ first, leaving, failure, start }: LoginChoicesProps) {
  const button = (choice: LoginChoice) => (
    <Button
      variant="contained"
      color="primary"
      size="large"
      fullWidth
      disabled={leaving !== null}
      onClick={() => start(choice)}
    >
      {choice === 'login' ? 'Log In' : 'Register'}
    </Button>
  );
  return (
    <>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {button(first)}
      <Divider>Or</Divider>
      {button(first === 'login' ? 'register' : 'login')}
      <Typography role="status" aria-live="polite" sx={{ textAlign: 'center', minHeight: '1.5em' }}>
        {leaving ? LEAVING_MESSAGES[leaving] : ''}
      </Typography>
    </>
  );
}
