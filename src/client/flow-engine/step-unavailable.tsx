import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withAppId } from '../../shared/officer-id.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { createApplication } from '../api/application-api.ts';
import { useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { readFlowConfigType, storeAppId } from '../state/browser-storage.ts';

function Unavailable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 5 }, mt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.625rem', sm: '2.125rem' } }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function StepUnavailable({ retry }: { retry: () => void }) {
  const t = useMessages('steps');
  return (
    <Unavailable title={t('unavailable.step.title')}>
      <Alert severity="error">{t('unavailable.step.text')}</Alert>
      <Button variant="contained" size="large" onClick={retry}>
        {t('button.tryAgain')}
      </Button>
    </Unavailable>
  );
}

export function ApplicationUnavailable({ retry }: { retry: () => void }) {
  const t = useMessages('steps');
  return (
    <Unavailable title={t('unavailable.application.title')}>
      <Alert severity="error">{t('unavailable.application.text')}</Alert>
      <Button variant="contained" size="large" onClick={retry}>
        {t('button.tryAgain')}
      </Button>
    </Unavailable>
  );
}

/** Signed in without an application (its creation failed after log-in, spec 8): start one from here. */
export function NoApplication() {
  const t = useMessages('steps');
  const http = useHttpClient();
  const officerId = useOfficerId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle');
  const start = async () => {
    setState('starting');
    const appId = await createApplication(http, officerId, readFlowConfigType()).catch(() => null);
    if (!appId) {
      setState('failed');
      return;
    }
    storeAppId(appId);
    navigate(withAppId(pathname, appId), { replace: true });
  };
  return (
    <Unavailable title={t('noApplication.title')}>
      <Typography>{t('noApplication.text')}</Typography>
      {state === 'failed' ? <Alert severity="error">{t('noApplication.failed')}</Alert> : null}
      <Button variant="contained" size="large" disabled={state === 'starting'} onClick={() => void start()}>
        {state === 'starting' ? t('noApplication.starting') : t('noApplication.start')}
      </Button>
    </Unavailable>
  );
}
