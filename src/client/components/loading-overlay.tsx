import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { TIMINGS } from '../../shared/constants.ts';
import { loadingMessage } from './loading-messages.ts';

interface LoadingOverlayProps {
  /** False before there is any application state (start-up): one steady message instead of the cycle. */
  hasState?: boolean;
}

/**
 * Spec 2.12: a full-screen overlay whose message changes every 800 ms. The message sits in a polite live
 * region so screen readers hear the progress; the spinner is decoration.
 */
export function LoadingOverlay({ hasState = true }: LoadingOverlayProps) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!hasState) return undefined;
    const timer = setInterval(() => setTick((value) => value + 1), TIMINGS.loadingMessageIntervalMs);
    return () => clearInterval(timer);
  }, [hasState]);

  return (
    <Box
      data-testid="loading-overlay"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography role="status" aria-live="polite" sx={{ textAlign: 'center' }}>
        {loadingMessage(tick, hasState)}
      </Typography>
    </Box>
  );
}
