import Box from '@mui/material/Box';
import { useState } from 'react';
import { LockIcon } from '../components/icons.tsx';

export const SECURE_NOTE_TEXT = 'Your information is private and secure.';

/**
 * The lock icon of the content area (spec 2.6). Its tip shows on hover, keyboard focus and tap (a tap focuses the
 * icon), stays while the pointer moves onto it, and Escape hides it (WCAG 1.4.13). Plain CSS, not MUI's Tooltip:
 * that would bring its positioning engine (7 KB gzip) to every page for one fixed tip.
 */
export function SecureNote() {
  const [dismissed, setDismissed] = useState(false);
  return (
    <Box
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        ...(dismissed
          ? {}
          : { '&:hover > [data-tip], &:focus-within > [data-tip]': { opacity: 1, visibility: 'visible' } }),
      }}
    >
      <Box
        component="span"
        role="img"
        aria-label={SECURE_NOTE_TEXT}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
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
      {/* The label above already gives screen readers the words. The padding bridges the pointer to the tip. */}
      <Box
        component="span"
        data-tip
        aria-hidden="true"
        sx={{
          position: 'absolute',
          right: '100%',
          top: '50%',
          transform: 'translateY(-50%)',
          pr: 1,
          zIndex: 'tooltip',
          opacity: 0,
          visibility: 'hidden',
          transition: 'opacity 150ms, visibility 150ms',
        }}
      >
        <Box
          component="span"
          sx={{
            position: 'relative',
            display: 'block',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'grey.700',
            color: 'common.white',
            typography: 'caption',
            whiteSpace: 'nowrap',
            '&::after': {
              content: '""',
              position: 'absolute',
              left: '100%',
              top: '50%',
              transform: 'translateY(-50%)',
              borderStyle: 'solid',
              borderWidth: '5px 0 5px 5px',
              borderColor: 'transparent',
              borderLeftColor: 'grey.700',
            },
          }}
        >
          {SECURE_NOTE_TEXT}
        </Box>
      </Box>
    </Box>
  );
}
