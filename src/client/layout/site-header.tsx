import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrokerLogo } from '../branding/broker-logo.tsx';
import { lazyOverlay } from '../components/lazy-overlay.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { useSaveAndLogout } from './use-save-and-logout.ts';

export const SAVE_PROGRESS_LINK_TEXT = 'Save Progress & Logout';

const SaveAndLogoutDialog = lazyOverlay(() =>
  import('./save-and-logout-dialog.tsx').then((module) => module.SaveAndLogoutDialog),
);

/** Spec 2.6: the logo goes to the log-in page (replacing history); the log-out link only while signed in. */
export function SiteHeader() {
  const officerId = useOfficerId();
  const { showLogout, logOut } = useSaveAndLogout();
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Link
        component={RouterLink}
        to={`/${officerId}/login`}
        replace
        sx={{
          display: 'inline-flex',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineOffset: 4 },
        }}
      >
        <BrokerLogo />
      </Link>
      {showLogout && (
        <>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => setDialogOpen(true)}
            aria-haspopup="dialog"
            sx={{ fontWeight: 600, textAlign: 'right', py: 1 }}
          >
            {SAVE_PROGRESS_LINK_TEXT}
          </Link>
          <SaveAndLogoutDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onConfirm={logOut} />
        </>
      )}
    </Box>
  );
}
