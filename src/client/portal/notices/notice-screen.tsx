import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useHttpClient } from '../../api/api-provider.tsx';
import { fetchNoticeOfAction } from '../../api/notice-api.ts';
import { useLocale } from '../../i18n/locale.ts';
import { useMessages } from '../../i18n/messages.ts';
import { useOfficerId } from '../../routing/use-officer-id.ts';
import { NoticeOfActionView } from '../../select-offer/notice-of-action-view.tsx';
import { PortalMain } from '../portal-main.tsx';
import { portalPath } from '../portal-paths.ts';

/** `/{id}/portal/notices/{appId}`: the notice of action given on one of the borrower's applications, as kept. */
export default function NoticeScreen() {
  const t = useMessages('portal');
  const locale = useLocale();
  const { appId = '' } = useParams();
  const officerId = useOfficerId();
  const http = useHttpClient();
  const notice = useQuery({
    queryKey: ['notice-of-action', appId, locale],
    queryFn: () => fetchNoticeOfAction(http, appId),
    enabled: /^\d+$/.test(appId),
    retry: 1,
  });
  let content: ReactNode;
  if (notice.isPending && notice.fetchStatus !== 'idle') {
    content = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('notice.loading')} />
      </Box>
    );
  } else if (notice.isError) {
    content = <Alert severity="error">{t('notice.failed')}</Alert>;
  } else if (!notice.data) {
    content = <Alert severity="info">{t('notice.none')}</Alert>;
  } else {
    content = <NoticeOfActionView notice={notice.data} />;
  }
  return (
    <PortalMain>
      <Typography variant="h4" component="h1">
        {t('notice.heading')}
      </Typography>
      {content}
      <Button
        component={RouterLink}
        to={portalPath(officerId)}
        variant="outlined"
        sx={{ justifySelf: 'start' }}
      >
        {t('notice.back')}
      </Button>
    </PortalMain>
  );
}
