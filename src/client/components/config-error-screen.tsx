import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import text from '../ui/text.module.css';
import { Page } from './page.tsx';

/** Shown when the runtime configuration cannot be loaded: nothing else can start without it. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <Page>
      <h1 className={text.h4}>The application could not start</h1>
      <Alert severity="error">{message}</Alert>
      <div>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    </Page>
  );
}
