/**
 * The loan's dates on the screens after submission: the Loan Estimate breakdown of a fixed loan (schedule-closing)
 * and the notice of the right to cancel with the day the money can go out (get-money), from GET …/timeline.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { feeName } from '../../shared/timelines/loan-estimate.ts';
import type { LoanEstimateView, TimelineView } from '../../shared/timelines/timeline-types.ts';
import { useMessages } from '../i18n/messages.ts';
import { termWords } from './loan-words.ts';
import { useLocaleFormat } from './locale-format.ts';

const cell = {
  py: 0.5,
  pr: 2,
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'left',
  fontWeight: 400,
} as const;

export function LoanEstimateSummary({ estimate }: { estimate: LoanEstimateView }) {
  const t = useMessages('loans');
  const format = useLocaleFormat();
  const money = (cents: number) => format.usd(cents / 100, { cents: true });
  const b = estimate.breakdown;
  const rows: [string, string][] = [
    [t('estimate.loanAmount'), money(b.loanAmountCents)],
    [
      t('estimate.interestRate'),
      t('estimate.rateFixed', { rate: format.percent(b.rate), term: termWords(t, b.termMonths) }),
    ],
    [t('estimate.monthly'), money(b.monthlyPaymentCents)],
    [t('estimate.finalPayment'), money(b.finalPaymentCents)],
    [t('estimate.origination'), money(b.originationFeeCents)],
    ...b.thirdPartyFees.map((fee): [string, string] => [feeName(fee, format.locale), money(fee.amountCents)]),
    [t('estimate.closingCosts'), money(b.closingCostsCents)],
    [t('estimate.payoffs'), money(b.payoffsCents)],
    [t('estimate.cash'), money(b.cashToBorrowerCents)],
    [t('estimate.totalPayments'), money(b.totalOfPaymentsCents)],
    [t('estimate.financeCharge'), money(b.financeChargeCents)],
    [t('estimate.amountFinanced'), money(b.amountFinancedCents)],
    [t('estimate.apr'), format.percent(b.apr)],
  ];
  return (
    <Box
      component="section"
      aria-labelledby="loan-estimate-title"
      sx={{ display: 'grid', gap: 1, width: '100%' }}
    >
      <Typography variant="h5" component="h2" id="loan-estimate-title">
        {t('estimate.heading')}
      </Typography>
      <Typography>
        {estimate.status === 'issued' && estimate.sentOn && estimate.receivedOn
          ? t('estimate.sent', {
              sent: format.weekdayDate(estimate.sentOn),
              received: format.weekdayDate(estimate.receivedOn),
            })
          : t('estimate.draft')}
      </Typography>
      <Box component="table" sx={{ borderCollapse: 'collapse', maxWidth: 560 }}>
        <caption className="visually-hidden">{t('estimate.caption')}</caption>
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
  const t = useMessages('loans');
  const { weekdayDate } = useLocaleFormat();
  return (
    <Typography>
      {because
        ? t('closing.earliestBecause', { date: weekdayDate(date), because })
        : t('closing.earliest', { date: weekdayDate(date) })}
    </Typography>
  );
}

export function RescissionNotice({ rescission }: { rescission: NonNullable<TimelineView['rescission']> }) {
  const t = useMessages('loans');
  const { weekdayDate } = useLocaleFormat();
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
        {t('rescission.ends', {
          ends: weekdayDate(rescission.endsOn),
          from: weekdayDate(rescission.moneyFrom),
        })}
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
