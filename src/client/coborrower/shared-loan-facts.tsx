import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../shared/format.ts';
import { productTypeLabel } from '../../shared/product-types.ts';
import type { ApplicationDocument } from '../api/application-document.ts';
import { sharedViewOf } from './coborrower-scope.ts';

/** What the co-borrower is on, from the shared view only: who invited them, the property, amount and product. */
export function SharedLoanFacts({ application }: { application: ApplicationDocument }) {
  const { shared } = sharedViewOf(application);
  if (!shared) return null;
  const address = shared.propertyAddress;
  const rows: [string, string][] = [
    ['Invited by', shared.borrowerFirstName ?? 'The borrower'],
    [
      'Property',
      address
        ? [address.street, address.unit, address.city, [address.state, address.zip].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ')
        : 'Not given yet',
    ],
    ['Loan amount', shared.loanAmount === null ? 'Not chosen yet' : formatUsd(shared.loanAmount)],
    [
      'Loan product',
      shared.product?.productType
        ? productTypeLabel(shared.product.productType, shared.product.productName)
        : (shared.product?.productName ?? 'Not chosen yet'),
    ],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
