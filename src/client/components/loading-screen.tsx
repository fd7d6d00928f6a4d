import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Page } from './page.tsx';

/** A full-page progress indicator; `label` is its accessible name. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <Page>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={label} />
      </Box>
    </Page>
  );
}
