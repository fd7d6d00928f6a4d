import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Appointment } from '../api/loan-api.ts';
import { useLocaleFormat } from './locale-format.ts';

/** 'MY TO-DOS' and 'COMPLETED' (spec 2.8): a count under an overline heading, and an optional action. */
export function CountCard({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 140, flex: '1 1 140px' }}>
      <Typography variant="overline" component="h2" sx={{ fontSize: '0.875rem' }}>
        {title}
      </Typography>
      <Typography variant="h4" component="p">
        {count}
      </Typography>
      {children}
    </Paper>
  );
}

/** When, on the clock of the place of the appointment (the property), with that zone's name: `10:00 AM PDT`. */
const whenOf = (appointment: Appointment, intlTag: string) =>
  new Intl.DateTimeFormat(intlTag, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(appointment.timeZone ? { timeZone: appointment.timeZone } : {}),
    timeZoneName: 'short',
  }).format(new Date(appointment.dateTime));

/** A closing or appraisal appointment (spec 2.8): when, where and who. */
export function AppointmentCard({ title, appointment }: { title: string; appointment: Appointment }) {
  const { intlTag } = useLocaleFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowWrap: 'anywhere' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography>{whenOf(appointment, intlTag)}</Typography>
      <Typography>{appointment.location}</Typography>
      <Typography>
        {[appointment.closerName, appointment.closerPhone, appointment.closerEmail]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Paper>
  );
}
