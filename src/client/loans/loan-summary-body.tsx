import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { LoanSummary } from '../api/loan-api.ts';
import { useMessages } from '../i18n/messages.ts';
import { AppointmentCard, CountCard } from './loan-cards.tsx';
import { LoanDetails } from './loan-details.tsx';
import { MilestoneStepper } from './milestone-stepper.tsx';

/**
 * Spec 2.8's loan summary in its order: the to-do and completed cards, any appointment cards, the milestone
 * stepper and the loan details. The flow's applicant/loan-summary step and the portal's loan page both show it.
 */
export function LoanSummaryBody({
  loan,
  viewTasks,
}: {
  loan: Omit<LoanSummary, 'tasks' | 'sign'>;
  viewTasks?: ReactNode;
}) {
  const t = useMessages('loans');
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <CountCard title={t('cards.todos')} count={loan.todoCount ?? 0}>
          {viewTasks}
        </CountCard>
        <CountCard title={t('cards.completed')} count={loan.completedItemsCount ?? 0} />
      </Box>
      {loan.closingAppointment ? (
        <AppointmentCard title={t('cards.closing')} appointment={loan.closingAppointment} />
      ) : null}
      {loan.appraisalAppointment ? (
        <AppointmentCard title={t('cards.appraisal')} appointment={loan.appraisalAppointment} />
      ) : null}
      <MilestoneStepper milestone={loan.milestone} />
      <LoanDetails loan={loan} />
    </>
  );
}
