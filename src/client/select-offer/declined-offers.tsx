/**
 * The pricing step when nothing can be offered (issue 17, "no dead ends"): why, in plain words; the answers the
 * borrower can change, each linked to where it is asked; who to talk to; and the notice of action the law requires,
 * as the server keeps it, printable. Its own chunk: only a declined borrower downloads it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FlowFile } from '../../shared/flows/flow-types.ts';
import { CHANGES_BY_DECLINE, type Decline, explainDecline } from '../../shared/pricing/decline-reasons.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { fetchNoticeOfAction } from '../api/notice-api.ts';
import { Working } from '../flow-engine/panel-work.tsx';
import { useLocale } from '../i18n/locale.ts';
import { useMessages } from '../i18n/messages.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { changeLinks } from './change-links.ts';
import { NoticeOfActionView } from './notice-of-action-view.tsx';
import { OfficerContact } from './officer-contact.tsx';

export interface DeclinedOffersProps {
  flow: FlowFile;
  application: ApplicationDocument;
  declines: readonly Decline[];
  /** Checks again (a frozen credit file, once the borrower lifted the freeze). */
  retry?: () => void;
}

function ChangeList({ flow, application, declines, headingId }: DeclinedOffersProps & { headingId: string }) {
  const t = useMessages('offers');
  const http = useHttpClient();
  const officerId = useOfficerId();
  const changeable = [...new Set(declines.flatMap((decline) => CHANGES_BY_DECLINE[decline.code]))];
  const links = useQuery({
    queryKey: ['change-links', application.appId, flow.flowType, changeable.join(',')],
    queryFn: () => changeLinks({ flow, application, officerId, http }, changeable),
    enabled: changeable.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (changeable.length === 0 || (links.data && links.data.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h3" id={headingId}>
        {t('change.heading')}
      </Typography>
      <Typography>{t('change.text')}</Typography>
      {links.isPending ? (
        <Working>{t('change.finding')}</Working>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {(links.data ?? []).map((link) => (
            <li key={link.changeable}>
              <Link
                component={RouterLink}
                to={link.to}
                sx={{ display: 'inline-block', py: 0.75, fontWeight: 600 }}
              >
                {t(`change.label.${link.changeable}`)}
              </Link>
              {link.now ? (
                <Typography component="span" color="text.secondary">
                  {' '}
                  {t('change.now', { value: link.now })}
                </Typography>
              ) : null}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

export default function DeclinedOffers({ flow, application, declines, retry }: DeclinedOffersProps) {
  const t = useMessages('offers');
  const locale = useLocale();
  const http = useHttpClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { why: useId(), change: useId(), contact: useId() };
  const notice = useQuery({
    queryKey: ['notice-of-action', application.appId, locale],
    queryFn: () => fetchNoticeOfAction(http, application.appId),
    retry: 1,
  });
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const explanations = notice.data?.explanations ?? declines.map(explainDecline);
  // A frozen file is an application we could not finish, not a loan we declined (the notice says so too).
  const incomplete = declines.length > 0 && declines.every((decline) => decline.code === 'frozenFile');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby={ids.why} sx={{ display: 'grid', gap: 1 }}>
        <Typography
          variant="h5"
          component="h2"
          id={ids.why}
          ref={heading}
          tabIndex={-1}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {incomplete ? t('declined.incomplete') : t('declined.title')}
        </Typography>
        <Typography>{t('declined.why')}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {explanations.map((explanation) => (
            <Typography component="li" key={explanation}>
              {explanation}
            </Typography>
          ))}
        </Box>
        {retry ? (
          <Button variant="contained" onClick={retry} sx={{ justifySelf: 'start', mt: 1 }}>
            {t('declined.retry')}
          </Button>
        ) : null}
      </Box>
      <ChangeList flow={flow} application={application} declines={declines} headingId={ids.change} />
      <OfficerContact headingId={ids.contact} />
      {notice.isPending ? <Working>{t('declined.loadingNotice')}</Working> : null}
      {notice.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void notice.refetch()}>
              {t('declined.tryAgain')}
            </Button>
          }
        >
          {t('declined.noticeFailed')}
        </Alert>
      ) : null}
      {notice.data ? <NoticeOfActionView notice={notice.data} /> : null}
    </Box>
  );
}
