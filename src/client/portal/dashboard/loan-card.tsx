import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../i18n/messages.ts';
import { useOfficerId } from '../../routing/use-officer-id.ts';
import { portalNoticePath } from '../portal-paths.ts';
import { ACTION_KEYS, type PortalCardView, STATUS_TEXT_COLOUR } from './portal-card-view.ts';

/** One application or loan on the dashboard (spec 2.7). */
export function LoanCard({
  view,
  onAction,
  busy,
}: {
  view: PortalCardView;
  onAction: () => void;
  busy: boolean;
}) {
  const t = useMessages('portal');
  const headingId = useId();
  const officerId = useOfficerId();
  const rows: [string, string][] = [
    [t('card.amount'), view.amount],
    [t('card.product'), view.productType],
    ...(view.loanNumber !== null ? ([[t('card.loanNumber'), view.loanNumber]] as [string, string][]) : []),
    [t('card.appDate'), view.appDate],
    ...(view.isApplication
      ? []
      : ([[t(view.isCoborrower ? 'card.yourTodos' : 'card.todos'), String(view.todoCount)]] as [
          string,
          string,
        ][])),
  ];
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
        {view.street}
      </Typography>
      <Box
        component="p"
        sx={{
          m: 0,
          alignSelf: 'flex-start',
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          bgcolor: view.statusColour,
          color: STATUS_TEXT_COLOUR,
          fontWeight: 600,
          fontSize: '0.875rem',
          maxWidth: '100%',
          overflowWrap: 'anywhere',
        }}
      >
        {view.statusLabel}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {view.isCoborrower ? (
        <Typography variant="body2">
          {t(
            view.isApplication
              ? 'card.coborrower.application'
              : view.todoCount === 0
                ? 'card.coborrower.loanIdle'
                : 'card.coborrower.loan',
          )}
        </Typography>
      ) : null}
      {view.notice ? (
        <Link component={RouterLink} to={portalNoticePath(officerId, view.notice.appId)}>
          {view.notice.label}
        </Link>
      ) : null}
      {view.action ? (
        <Button
          variant="contained"
          onClick={onAction}
          disabled={busy}
          aria-describedby={headingId}
          sx={{ alignSelf: 'flex-start', mt: 'auto' }}
        >
          {t(ACTION_KEYS[view.action])}
        </Button>
      ) : null}
    </Paper>
  );
}
