import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Page } from './page.tsx';

/** Shown when the runtime configuration cannot be loaded: nothing else can start without it. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <Page>
      <Typography variant="h4" component="h1">
        The application could not start
      </Typography>
      <Alert severity="error">{message}</Alert>
      <div>
        <Button variant="outlined" color="secondary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </div>
    </Page>
  );
}
