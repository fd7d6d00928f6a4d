import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useMatch } from 'react-router-dom';
import { useHasAuthToken } from '../auth/auth-provider.tsx';
import { BrokerLogo } from '../branding/broker-logo.tsx';
import { useOfferedLanguages } from '../branding/use-offered-languages.ts';
import { LanguagePicker } from '../i18n/language-picker.tsx';
import { useLocale } from '../i18n/locale.ts';
import { useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { AccountMenu } from './account-menu.tsx';
import { portalContactPath, portalLoginPath, portalPath } from './portal-paths.ts';
import { preloadOtherLocales, useLocaleChosen } from './use-portal-locale.ts';
import { useStartNewApplication } from './use-start-new-application.ts';

/** The languages the company offers; signed in, the choice is stored on the account. */
function PortalLanguagePicker({ signedIn }: { signedIn: boolean }) {
  const offered = useOfferedLanguages();
  const locale = useLocale();
  const chosen = useLocaleChosen(signedIn);
  if (offered.length < 2) return null;
  // Reaching for the picker downloads the other language's portal texts, so switching does not wait for them.
  const preload = () => preloadOtherLocales(offered, locale);
  return (
    <Box component="span" onPointerEnter={preload} onFocus={preload} sx={{ display: 'inline-flex' }}>
      <LanguagePicker offered={offered} onChosen={chosen} />
    </Box>
  );
}

/**
 * The portal header (spec 2.6): the logo, 'Apply for a New Loan', 'Need Help?' (to the loan's contacts; not on
 * the dashboard, which has no loan), the language picker and the account menu with Logout. Signed out, the logo
 * and the language picker.
 */
export function PortalHeader() {
  const t = useMessages('portal');
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
        minWidth: 0,
      }}
    >
      <Link
        component={RouterLink}
        to={signedIn ? portalPath(officerId) : portalLoginPath(officerId)}
        aria-label={t('header.home')}
        sx={{
          display: 'inline-flex',
          borderRadius: 1,
          maxWidth: '100%',
          '&:focus-visible': { outline: '2px solid', outlineOffset: 4 },
        }}
      >
        <BrokerLogo />
      </Link>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          flexWrap: 'wrap',
          minWidth: 0,
          maxWidth: '100%',
        }}
      >
        {signedIn && loanId ? (
          <Link component={RouterLink} to={portalContactPath(officerId, loanId)} sx={{ fontWeight: 600 }}>
            {t('header.needHelp')}
          </Link>
        ) : null}
        {signedIn ? (
          <Button
            variant="contained"
            size="small"
            onClick={() => void start()}
            disabled={starting}
            sx={{ maxWidth: '100%', textAlign: 'center' }}
          >
            {t('header.apply')}
          </Button>
        ) : null}
        <PortalLanguagePicker signedIn={signedIn} />
        {signedIn ? <AccountMenu /> : null}
      </Box>
    </Box>
  );
}
