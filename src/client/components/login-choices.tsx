import type { LoginChoice, LoginFailure, LoginRedirect } from '../auth/use-login-redirect.ts';
import { useMessages } from '../i18n/messages.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import styles from './login-choices.module.css';

/** The `login` catalogue's keys of the buttons, of the status while leaving, and of a failure. */
const CHOICE_KEYS: Record<LoginChoice, string> = { login: 'choices.login', register: 'choices.register' };
const LEAVING_KEYS: Record<LoginChoice, string> = {
  login: 'choices.leaving.login',
  register: 'choices.leaving.register',
};
const FAILURE_KEYS: Record<LoginFailure, string> = { unreachable: 'choices.unreachable' };

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
  const t = useMessages('login');
  const button = (choice: LoginChoice) => (
    <Button
      variant="contained"
      size="large"
      fullWidth
      disabled={leaving !== null}
      onClick={() => start(choice)}
    >
      {t(CHOICE_KEYS[choice])}
    </Button>
  );
  return (
    <>
      {failure ? <Alert severity="error">{t(FAILURE_KEYS[failure])}</Alert> : null}
      {button(first)}
      <p className={styles.divider}>
        <span className={styles.dividerText}>{t('choices.or')}</span>
      </p>
      {button(first === 'login' ? 'register' : 'login')}
      <p role="status" aria-live="polite" className={styles.status}>
        {leaving ? t(LEAVING_KEYS[leaving]) : ''}
      </p>
    </>
  );
}
