import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatch } from 'react-router-dom';
import { useMessages } from '../i18n/messages.ts';
import { onSidebarFocusRing } from '../layout/flow-sidebar.tsx';
import { LoanOfficerCard } from '../layout/loan-officer-card.tsx';
import type { OfficerCardMode } from '../layout/officer-card-rules.ts';
import { useOfficerCard } from '../layout/use-officer-card.ts';
import { milestoneWords } from '../loans/loan-words.ts';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { fallbackTexts, orFallback } from './fallback-texts.ts';
import { portalContactPath, portalLoanPath, portalPath, portalTodosPath } from './portal-paths.ts';
import { usePortalDetail } from './portal-queries.ts';

function NavLink({ to, label, badge }: { to: string; label: string; badge?: number }) {
  const t = useMessages('portal');
  const current = useMatch({ path: to, end: true }) !== null;
  return (
    <li>
      <Box
        component={RouterLink}
        to={to}
        aria-current={current ? 'page' : undefined}
        sx={{
          ...onSidebarFocusRing,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          textDecoration: 'none',
          fontWeight: current ? 700 : 400,
          bgcolor: current ? 'rgba(0,0,0,0.35)' : 'transparent',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.25)' },
        }}
      >
        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {label}
        </Box>
        {badge !== undefined ? (
          <Box
            component="span"
            sx={{
              minWidth: 24,
              px: 0.75,
              borderRadius: 12,
              bgcolor: '#ffffff',
              color: '#1a1a1a',
              fontSize: '0.8125rem',
              fontWeight: 700,
              textAlign: 'center',
            }}
          >
            {badge}
            <span className="visually-hidden">{t('sidebar.todoCount', { count: badge })}</span>
          </Box>
        ) : null}
      </Box>
    </li>
  );
}

/**
 * The portal sidebar (spec 2.6): 'My Loans Dashboard', the loan (street, loan number, status), the navigation
 * with the to-do count, and the officer card.
 */
export function LoanSidebarContent({ loanId, cardMode }: { loanId: string; cardMode: OfficerCardMode }) {
  const t = useMessages('portal');
  const tLoans = useMessages('loans');
  const fallback = fallbackTexts(t);
  const officerId = useOfficerId();
  const detail = usePortalDetail(loanId);
  const { visible, ...card } = useOfficerCard();
  const loan = detail.data;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Button
        component={RouterLink}
        to={portalPath(officerId)}
        variant="contained"
        sx={{
          bgcolor: '#ffffff',
          color: '#1a1a1a',
          '&:hover': { bgcolor: '#e6e6e6' },
          '&.Mui-focusVisible, &:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
        }}
      >
        {t('sidebar.dashboard')}
      </Button>
      <Box sx={{ overflowWrap: 'anywhere' }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {detail.isPending ? t('sidebar.loading') : orFallback(loan?.street, fallback.street)}
        </Typography>
        {loan ? (
          <>
            <Typography variant="body2">
              {t('sidebar.loanNumber', { number: orFallback(loan.loanNumber, fallback.loanNumber) })}
            </Typography>
            <Typography variant="body2">
              {t('sidebar.status', {
                status: loan.status?.trim() ? milestoneWords(tLoans, loan.status) : fallback.status,
              })}
            </Typography>
          </>
        ) : null}
      </Box>
      <Box component="nav" aria-label={t('sidebar.nav')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          <NavLink to={portalLoanPath(officerId, loanId)} label={t('sidebar.summary')} />
          <NavLink
            to={portalTodosPath(officerId, loanId)}
            label={t('sidebar.todos')}
            badge={loan?.toDoCount ?? 0}
          />
          <NavLink to={portalContactPath(officerId, loanId)} label={t('sidebar.contact')} />
        </Box>
      </Box>
      {visible ? <LoanOfficerCard mode={cardMode} {...card} /> : null}
    </Box>
  );
}
