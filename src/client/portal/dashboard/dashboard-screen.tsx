import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PortalCard } from '../../api/portal-api.ts';
import { useMessages } from '../../i18n/messages.ts';
import { useLocaleFormat } from '../../loans/locale-format.ts';
import { useOfficerId } from '../../routing/use-officer-id.ts';
import { readSession, readStoredAppId, readUserIntent, writeSession } from '../../state/browser-storage.ts';
import { PortalMain } from '../portal-main.tsx';
import { portalLoanPath } from '../portal-paths.ts';
import { usePortalList } from '../portal-queries.ts';
import { useStartNewApplication } from '../use-start-new-application.ts';
import { LoanCard } from './loan-card.tsx';
import { LookupForm } from './lookup-form.tsx';
import { LOOKUP_VALIDATED_KEY, needsLookupValidation } from './lookup-validation.ts';
import { type CardWords, portalCardView } from './portal-card-view.ts';
import { useContinueApplication } from './use-continue-application.ts';

/** Spec 2.7: with nothing to show, a new application starts at once (once per visit of the page). */
function EmptyDashboard() {
  const t = useMessages('portal');
  const { start } = useStartNewApplication();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1 }}>
      <Typography>{t('dashboard.empty')}</Typography>
      <Typography color="text.secondary">{t('dashboard.starting')}</Typography>
    </Box>
  );
}

function Cards({ cards }: { cards: PortalCard[] }) {
  const words: CardWords = {
    t: useMessages('portal'),
    tLoans: useMessages('loans'),
    format: useLocaleFormat(),
  };
  const officerId = useOfficerId();
  const navigate = useNavigate();
  const continueApplication = useContinueApplication();
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {cards.map((card) => {
        const view = portalCardView(card, words);
        const act = () => {
          if (!view.isApplication) {
            navigate(portalLoanPath(officerId, card.id));
            return;
          }
          setBusy(view.key);
          continueApplication(card).finally(() => setBusy(null));
        };
        return <LoanCard key={view.key} view={view} onAction={act} busy={busy === view.key} />;
      })}
    </Box>
  );
}

/** `/{id}/portal`, 'Loan Dashboard' (spec 2.7, 4.3). */
export default function DashboardScreen() {
  const t = useMessages('portal');
  const list = usePortalList();
  const [validated, setValidated] = useState(() => readSession(LOOKUP_VALIDATED_KEY) === 'true');
  // Data arriving re-renders synchronously (the query store); deferred, the cards are built as a transition,
  // in short tasks, while the loading line stays.
  const deferredCards = useDeferredValue(list.data);
  const cards = deferredCards ?? [];
  let content: ReactNode;
  if (list.isPending || (list.data && !deferredCards)) {
    content = (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('dashboard.loading')}</Typography>
      </Box>
    );
  } else if (list.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('dashboard.retry')}
          </Button>
        }
      >
        {t('dashboard.failed')}
      </Alert>
    );
  } else if (cards.length === 0) {
    content = <EmptyDashboard />;
  } else if (needsLookupValidation(readUserIntent(), validated, cards, readStoredAppId())) {
    content = (
      <LookupForm
        onMatched={() => {
          writeSession(LOOKUP_VALIDATED_KEY, 'true');
          setValidated(true);
        }}
      />
    );
  } else {
    content = <Cards cards={cards} />;
  }
  return (
    <PortalMain>
      <Typography variant="h4" component="h1">
        {t('dashboard.heading')}
      </Typography>
      {content}
    </PortalMain>
  );
}
