import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import text from '../ui/text.module.css';
import styles from './page.module.css';
import { Page } from './page.tsx';
import { useLoadedMessages } from './use-loaded-messages.ts';

/**
 * Shown when the runtime configuration cannot be loaded: nothing else can start without it. Its texts are the
 * page language's when they can load (English otherwise: the network may be what failed); below them, the technical
 * reason (`message`), as it was raised.
 */
export function ConfigErrorScreen({ message }: { message: string }) {
  const t = useLoadedMessages('frame');
  return (
    <Page>
      <h1 className={text.h4}>{t ? t('configError.title') : 'The application could not start'}</h1>
      <Alert severity="error">
        {t ? t('configError.body') : 'The configuration could not be loaded.'}
        {/* The technical reason, in the words it was raised in. */}
        <span className={`${text.body2} ${styles.detail}`} lang="en">
          {message}
        </span>
      </Alert>
      <div>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t ? t('configError.retry') : 'Try again'}
        </Button>
      </div>
    </Page>
  );
}
