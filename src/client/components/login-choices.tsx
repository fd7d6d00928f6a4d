import type { LoginChoice, LoginRedirect } from '../auth/use-login-redirect.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import styles from './login-choices.module.css';

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
      <p className={styles.divider}>
        <span className={styles.dividerText}>Or</span>
      </p>
      {button(first === 'login' ? 'register' : 'login')}
      <p role="status" aria-live="polite" className={styles.status}>
        {leaving ? LEAVING_MESSAGES[leaving] : ''}
      </p>
    </>
  );
}
