import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { aprFootnote, isHeloc, type LoanDetailFacts, loanDetailRows } from './loan-detail-rows.ts';

/** 'Loan Details' (spec 2.8): a definition list, two columns from the small breakpoint up, and the footnote. */
export function LoanDetails({ loan }: { loan: LoanDetailFacts }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} sx={{ mb: 1 }}>
        Loan Details
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
      >
        {loanDetailRows(loan).map(([label, value]) => (
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
        * {aprFootnote(isHeloc(loan.productType))}
      </Typography>
    </section>
  );
}
