import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useMatch } from 'react-router-dom';
import { useHasAuthToken } from '../auth/auth-provider.tsx';
import { BrokerLogo } from '../branding/broker-logo.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { AccountMenu } from './account-menu.tsx';
import { portalContactPath, portalLoginPath, portalPath } from './portal-paths.ts';
import { useStartNewApplication } from './use-start-new-application.ts';

/**
 * The portal header (spec 2.6): the logo, 'Apply for a New Loan', 'Need Help?' (to the loan's contacts; not on
 * the dashboard, which has no loan) and the account menu with Logout. Signed out, only the logo.
 */
export function PortalHeader() {
  const officerId = useOfficerId();
  const signedIn = useHasAuthToken();
  const loan = useMatch('/:officerId/portal/loans/:loanId/*');
  const { start, starting } = useStartNewApplication();
  const loanId = loan?.params.loanId;
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Link
        component={RouterLink}
        to={signedIn ? portalPath(officerId) : portalLoginPath(officerId)}
        aria-label="My Loans Dashboard"
        sx={{
          display: 'inline-flex',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineOffset: 4 },
        }}
      >
        <BrokerLogo />
      </Link>
      {signedIn ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}>
          {loanId ? (
            <Link component={RouterLink} to={portalContactPath(officerId, loanId)} sx={{ fontWeight: 600 }}>
              Need Help?
            </Link>
          ) : null}
          <Button variant="contained" size="small" onClick={() => void start()} disabled={starting}>
            Apply for a New Loan
          </Button>
          <AccountMenu />
        </Box>
      ) : null}
    </Box>
  );
}
