import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PortalContact } from '../../api/portal-api.ts';
import { useMessages } from '../../i18n/messages.ts';
import { fallbackTexts, orFallback } from '../fallback-texts.ts';

/** A contact of the loan (spec 2.10): title, name, NMLS number, office hours, phone and email. */
export function ContactCard({
  title,
  contact,
  nameFallback,
}: {
  title: string;
  contact: PortalContact;
  nameFallback: string;
}) {
  const t = useMessages('portal');
  const fallback = fallbackTexts(t);
  const headingId = useId();
  const phone = contact.phone?.trim();
  const email = contact.email?.trim();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2.5, display: 'grid', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Typography variant="overline" component="h3" id={headingId} sx={{ fontWeight: 700, lineHeight: 1.6 }}>
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{orFallback(contact.name, nameFallback)}</Typography>
      {contact.referenceNumber ? (
        <Typography variant="body2">{t('contact.nmls', { number: contact.referenceNumber })}</Typography>
      ) : null}
      {contact.officeHour ? <Typography variant="body2">{contact.officeHour}</Typography> : null}
      <Typography variant="body2">
        {phone ? <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link> : fallback.phone}
      </Typography>
      <Typography variant="body2">
        {email ? <Link href={`mailto:${email}`}>{email}</Link> : fallback.email}
      </Typography>
    </Paper>
  );
}
