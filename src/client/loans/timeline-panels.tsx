/**
 * The loan's dates on the screens after submission: the Loan Estimate breakdown of a fixed loan (schedule-closing)
 * and the notice of the right to cancel with the day the money can go out (get-money), from GET …/timeline.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dayWithWeekday, formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import type { LoanEstimateView, TimelineView } from '../../shared/timelines/timeline-types.ts';

const money = (cents: number) => formatUsd(cents / 100, { cents: true });

const cell = {
  py: 0.5,
  pr: 2,
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'left',
  fontWeight: 400,
} as const;

export function LoanEstimateSummary({ estimate }: { estimate: LoanEstimateView }) {
  const b = estimate.breakdown;
  const rows: [string, string][] = [
    ['Loan amount', money(b.loanAmountCents)],
    ['Interest rate', `${formatPercent(b.rate)} fixed for ${formatTerm(b.termMonths)}`],
    ['Monthly principal and interest', money(b.monthlyPaymentCents)],
    ['Final payment', money(b.finalPaymentCents)],
    ['Origination charges', money(b.originationFeeCents)],
    ...b.thirdPartyFees.map((fee): [string, string] => [fee.name, money(fee.amountCents)]),
    ['Total closing costs', money(b.closingCostsCents)],
    ['Payoffs', money(b.payoffsCents)],
    ['Cash to you', money(b.cashToBorrowerCents)],
    ['Total of payments', money(b.totalOfPaymentsCents)],
    ['Finance charge', money(b.financeChargeCents)],
    ['Amount financed', money(b.amountFinancedCents)],
    ['Annual percentage rate (APR)', formatPercent(b.apr)],
  ];
  return (
    <Box
      component="section"
      aria-labelledby="loan-estimate-title"
      sx={{ display: 'grid', gap: 1, width: '100%' }}
    >
      <Typography variant="h5" component="h2" id="loan-estimate-title">
        Your Loan Estimate
      </Typography>
      <Typography>
        {estimate.status === 'issued' && estimate.sentOn && estimate.receivedOn
          ? `Sent to you electronically on ${dayWithWeekday(estimate.sentOn)}; it counts as received on ${dayWithWeekday(estimate.receivedOn)}.`
          : 'An estimate of the offer you chose; your Loan Estimate is sent when you submit your application.'}
      </Typography>
      <Box component="table" sx={{ borderCollapse: 'collapse', maxWidth: 560 }}>
        <caption className="visually-hidden">Loan Estimate figures</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <Box component="th" scope="row" sx={cell}>
                {label}
              </Box>
              <Box component="td" sx={{ ...cell, textAlign: 'right', pr: 0 }}>
                {value}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** The earliest day the loan can close, and the rule that sets it. */
export function EarliestClosing({ date, because }: { date: string; because: string | null }) {
  return (
    <Typography>
      The earliest closing day is {dayWithWeekday(date)}
      {because ? `: ${because}.` : '.'}
    </Typography>
  );
}

export function RescissionNotice({ rescission }: { rescission: NonNullable<TimelineView['rescission']> }) {
  return (
    <Box
      component="section"
      aria-labelledby="rescission-title"
      sx={{ display: 'grid', gap: 1.5, width: '100%' }}
    >
      <Typography variant="h5" component="h2" id="rescission-title">
        {rescission.notice.title}
      </Typography>
      <Alert severity="info">
        Your right to cancel ends at midnight on {dayWithWeekday(rescission.endsOn)}. We can send your money
        from {dayWithWeekday(rescission.moneyFrom)}.
      </Alert>
      {rescission.notice.sections.map((section) => (
        <Box key={section.heading}>
          <Typography variant="h6" component="h3">
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mt: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
