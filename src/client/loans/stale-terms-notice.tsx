import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatUsd } from '../../shared/format.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';

/**
 * Where accepted terms would rest on answers that changed and the offer is no longer made (issue 17, item 1): what
 * changed, in the server's words, and the way back to the offers to choose again before anything can be accepted.
 */
export function StaleTermsNotice({ message, chooseAgain }: { message: string; chooseAgain?: string }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{
        '& .MuiAlert-message': { overflow: 'visible', display: 'grid', gap: 1.5, justifyItems: 'start' },
      }}
    >
      <AlertTitle sx={{ mb: 0 }}>Choose your offer again</AlertTitle>
      <Typography>
        {message} Your rate and payment depend on your answers, so choose your offer again; you will come back
        here to read and accept the new terms.
      </Typography>
      {chooseAgain ? (
        <Button component={RouterLink} to={chooseAgain} variant="contained">
          See my offers
        </Button>
      ) : null}
    </Alert>
  );
}

/** The chosen offer priced again on the current answers: why, and what it was, above the new terms. */
export function RepricedTermsNotice({ message, before }: { message: string; before: PricedProduct }) {
  const was = `${formatUsd(before.loanAmount)} at ${formatUsd(before.monthlyPayment, { cents: true })} a month`;
  return (
    <Alert severity="info" role="status" sx={{ '& .MuiAlert-message': { overflow: 'visible' } }}>
      <AlertTitle>Your offer was priced again</AlertTitle>
      <Typography>
        {message} We priced the same offer again on your current answers: it was {was}. The terms below are
        the new ones; read them before you accept.
      </Typography>
    </Alert>
  );
}
