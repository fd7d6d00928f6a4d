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
        What you can change
      </Typography>
      <Typography>
        If an answer was not quite right, change it and we will look for offers again. Your other answers are
        saved.
      </Typography>
      {links.isPending ? (
        <Working>Finding where to change your answers…</Working>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {(links.data ?? []).map((link) => (
            <li key={link.changeable}>
              <Link
                component={RouterLink}
                to={link.to}
                sx={{ display: 'inline-block', py: 0.75, fontWeight: 600 }}
              >
                {link.label}
              </Link>
              {link.now ? (
                <Typography component="span" color="text.secondary">
                  {' '}
                  (now {link.now})
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
  const http = useHttpClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { why: useId(), change: useId(), contact: useId() };
  const notice = useQuery({
    queryKey: ['notice-of-action', application.appId],
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
          {incomplete ? 'We could not finish checking your credit' : 'We cannot offer you a loan right now'}
        </Typography>
        <Typography>This is why, and what you can do next. Your answers are saved.</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {explanations.map((explanation) => (
            <Typography component="li" key={explanation}>
              {explanation}
            </Typography>
          ))}
        </Box>
        {retry ? (
          <Button variant="contained" onClick={retry} sx={{ justifySelf: 'start', mt: 1 }}>
            I lifted the freeze: check again
          </Button>
        ) : null}
      </Box>
      <ChangeList flow={flow} application={application} declines={declines} headingId={ids.change} />
      <OfficerContact headingId={ids.contact} />
      {notice.isPending ? <Working>Loading your notice…</Working> : null}
      {notice.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void notice.refetch()}>
              Try again
            </Button>
          }
        >
          We could not load your written notice. Your loan officer can send it to you.
        </Alert>
      ) : null}
      {notice.data ? <NoticeOfActionView notice={notice.data} /> : null}
    </Box>
  );
}
