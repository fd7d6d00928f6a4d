import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PortalContact, PortalLoanDetail } from '../../api/portal-api.ts';
import { useMessages } from '../../i18n/messages.ts';
import { useOfficerId } from '../../routing/use-officer-id.ts';
import { fallbackTexts } from '../fallback-texts.ts';
import { portalLoanPath, portalPath } from '../portal-paths.ts';
import { usePortalDetail } from '../portal-queries.ts';
import { ContactCard } from './contact-card.tsx';

const SHOWN_CATEGORIES = ['loan', 'support'];
const CATEGORY_KEYS: Record<string, string> = {
  loan: 'contact.category.loan',
  support: 'contact.category.support',
};

/** Spec 2.10: the loan officer, then the other contacts whose category is loan or support. */
export function loanContacts(detail: PortalLoanDetail | undefined): {
  officer: PortalContact | null;
  others: PortalContact[];
} {
  const others = (Array.isArray(detail?.otherContacts) ? detail.otherContacts : []).filter((contact) =>
    SHOWN_CATEGORIES.includes(contact?.category),
  );
  return { officer: detail?.loanOfficer ?? null, others };
}

/** `/{id}/portal/loans/{loanId}/contact-us` (spec 2.10). */
export default function ContactUsScreen() {
  const t = useMessages('portal');
  const fallback = fallbackTexts(t);
  const { loanId } = useParams();
  const officerId = useOfficerId();
  const detail = usePortalDetail(loanId);
  const headingId = useId();
  const { officer, others } = loanContacts(detail.data);
  let content: ReactNode;
  if (detail.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('contact.loading')} />
      </Box>
    );
  } else if (detail.isError || (!officer && others.length === 0)) {
    content = <Alert severity="error">{t('contact.failed')}</Alert>;
  } else {
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {officer ? (
          <ContactCard title={t('contact.officer')} contact={officer} nameFallback={fallback.officer} />
        ) : null}
        {others.map((contact, index) => (
          <ContactCard
            // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; the list is the server's order.
            key={index}
            title={contact.title?.trim() || t(CATEGORY_KEYS[contact.category] ?? 'contact.category.other')}
            contact={contact}
            nameFallback={fallback.name}
          />
        ))}
      </Box>
    );
  }
  return (
    <>
      <Typography variant="h4" component="h1">
        {t('contact.heading')}
      </Typography>
      <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('contact.section')}
        </Typography>
        {content}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={portalPath(officerId)} variant="outlined">
          {t('contact.backToDashboard')}
        </Button>
        <Button component={RouterLink} to={portalLoanPath(officerId, loanId as string)} variant="outlined">
          {t('contact.backToSummary')}
        </Button>
      </Box>
    </>
  );
}
