import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApplicationDocument } from '../api/application-document.ts';
import { useMessages } from '../i18n/messages.ts';
import { useLocaleFormat } from '../loans/locale-format.ts';
import { sharedViewOf } from './coborrower-scope.ts';

/** What the co-borrower is on, from the shared view only: who invited them, the property, amount and product. */
export function SharedLoanFacts({ application }: { application: ApplicationDocument }) {
  const t = useMessages('coborrower');
  const format = useLocaleFormat();
  const { shared } = sharedViewOf(application);
  if (!shared) return null;
  const address = shared.propertyAddress;
  const rows: [string, string][] = [
    [t('facts.invitedBy'), shared.borrowerFirstName ?? t('theBorrower')],
    [
      t('facts.property'),
      address
        ? [address.street, address.unit, address.city, [address.state, address.zip].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ')
        : t('facts.notGiven'),
    ],
    [
      t('facts.loanAmount'),
      shared.loanAmount === null ? t('facts.notChosen') : format.usd(shared.loanAmount),
    ],
    [
      t('facts.product'),
      shared.product?.productType
        ? t('product', {
            type: shared.product.productType,
            name: shared.product.productName ?? shared.product.productType,
          })
        : (shared.product?.productName ?? t('facts.notChosen')),
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
