import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../components/auth-card.tsx';
import { useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { PortalMain } from './portal-main.tsx';
import { portalPath } from './portal-paths.ts';

/** Any other address under the portal (spec 2.5, 8). */
export default function PortalNotFoundScreen() {
  const t = useMessages('portal');
  const officerId = useOfficerId();
  return (
    <PortalMain>
      <AuthCard title={t('notFound.title')}>
        <Typography>{t('notFound.text')}</Typography>
        <Button component={RouterLink} to={portalPath(officerId)} variant="contained" size="large">
          {t('notFound.dashboard')}
        </Button>
      </AuthCard>
    </PortalMain>
  );
}
