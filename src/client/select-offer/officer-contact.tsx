import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useBranding } from '../branding/branding-context.ts';
import { useMessages } from '../i18n/messages.ts';
import { useOfficerCard } from '../layout/use-officer-card.ts';

/** A phone number as a tel: link: digits, with the US country code when it has none. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') || digits.length !== 10 ? digits : `+1${digits}`}`;
}

/**
 * Who to talk to about a loan we could not offer: the borrower's loan officer (name, phone to call, email), or the
 * company itself where spec 2.6 shows no officer card (the default officer, a company's name).
 */
export function OfficerContact({ headingId }: { headingId: string }) {
  const t = useMessages('offers');
  const { broker, companyPhone } = useBranding();
  const card = useOfficerCard();
  const officer = card.visible && !card.loading;
  const name = officer ? card.name || broker.loName : broker.companyName;
  const phone = officer ? card.phone || broker.loPhone : companyPhone || broker.loPhone;
  const email = officer ? card.email || broker.loEmail : broker.loEmail;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="h6" component="h3" id={headingId}>
        {officer ? t('contact.officer') : t('contact.us')}
      </Typography>
      <Typography>{officer ? t('contact.officerText') : t('contact.usText')}</Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {name}
        {officer && card.nmlsId ? `, NMLS #${card.nmlsId}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        {phone ? (
          <Link href={telHref(phone)} sx={{ py: 1 }}>
            {t('contact.call', { phone })}
          </Link>
        ) : null}
        {email ? (
          <Link href={`mailto:${email}`} sx={{ py: 1, overflowWrap: 'anywhere' }}>
            {email}
          </Link>
        ) : null}
      </Box>
    </Box>
  );
}
