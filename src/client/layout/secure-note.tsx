import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { LockIcon } from '../components/icons.tsx';

export const SECURE_NOTE_TEXT = 'Your information is private and secure.';

/** The lock icon of the content area (spec 2.6); its tooltip opens on hover, keyboard focus and tap. */
export function SecureNote() {
  return (
    <Tooltip title={SECURE_NOTE_TEXT} enterTouchDelay={0} arrow placement="left">
      <Box
        component="span"
        role="img"
        aria-label={SECURE_NOTE_TEXT}
        tabIndex={0}
        sx={{
          display: 'inline-flex',
          p: 0.75,
          borderRadius: '50%',
          color: 'text.secondary',
          cursor: 'help',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
        }}
      >
        <LockIcon fontSize="small" />
      </Box>
    </Tooltip>
  );
}
