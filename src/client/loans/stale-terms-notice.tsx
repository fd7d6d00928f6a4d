import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { useMessages } from '../i18n/messages.ts';
import { useLocaleFormat } from './locale-format.ts';

/**
 * Where accepted terms would rest on answers that changed and the offer is no longer made (issue 17, item 1): what
 * changed, in the server's words, and the way back to the offers to choose again before anything can be accepted.
 */
export function StaleTermsNotice({ message, chooseAgain }: { message: string; chooseAgain?: string }) {
  const t = useMessages('loans');
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{
        '& .MuiAlert-message': { overflow: 'visible', display: 'grid', gap: 1.5, justifyItems: 'start' },
      }}
    >
      <AlertTitle sx={{ mb: 0 }}>{t('stale.title')}</AlertTitle>
      <Typography>{t('stale.text', { message })}</Typography>
      {chooseAgain ? (
        <Button component={RouterLink} to={chooseAgain} variant="contained">
          {t('stale.offers')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** The chosen offer priced again on the current answers: why, and what it was, above the new terms. */
export function RepricedTermsNotice({ message, before }: { message: string; before: PricedProduct }) {
  const t = useMessages('loans');
  const { usd } = useLocaleFormat();
  const was = t('repriced.was', {
    amount: usd(before.loanAmount),
    payment: usd(before.monthlyPayment, { cents: true }),
  });
  return (
    <Alert severity="info" role="status" sx={{ '& .MuiAlert-message': { overflow: 'visible' } }}>
      <AlertTitle>{t('repriced.title')}</AlertTitle>
      <Typography>{t('repriced.text', { message, was })}</Typography>
    </Alert>
  );
}
