import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useMessages } from '../i18n/messages.ts';
import { isHeloc, type LoanDetailFacts, loanDetailRows } from './loan-detail-rows.ts';
import { useLocaleFormat } from './locale-format.ts';

/** 'Loan Details' (spec 2.8): a definition list, two columns from the small breakpoint up, and the footnote. */
export function LoanDetails({ loan }: { loan: LoanDetailFacts }) {
  const t = useMessages('loans');
  const format = useLocaleFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} sx={{ mb: 1 }}>
        {t('details.heading')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {loanDetailRows(loan, { t, format }).map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        * {t(isHeloc(loan.productType) ? 'apr.heloc' : 'apr.fixed')}
      </Typography>
    </section>
  );
}
