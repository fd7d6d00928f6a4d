/**
 * The working parts of the screens after review (a step file's `panel`): the E-SIGN consent, the disclosures, the submission
 * itself, its confirmation, closing scheduling and how the money is paid out. Each moves on through `goTo`.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ROUTING_NUMBER_MESSAGES, routingNumberProblem } from '../../shared/bank-routing.ts';
import { E_SIGN_CONSENT, HARD_CREDIT_PULL_CONSENT } from '../../shared/consents.ts';
import { milestoneName } from '../../shared/loan-milestones.ts';
import { onFirstUse } from '../../shared/on-first-use.ts';
import { timeZoneLabel } from '../../shared/zoned-time.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import {
  fetchClosingSlots,
  fetchDisbursement,
  fetchDisclosuresLink,
  fetchTimeline,
  saveDisbursement,
  scheduleClosing,
  submitApplication,
} from '../api/loan-api.ts';
import { TextField } from '../components/text-field.tsx';
import { Outcome, type PanelContext, useArrivalWork } from '../flow-engine/panel-work.tsx';
import { EarliestClosing, LoanEstimateSummary, RescissionNotice } from './timeline-panels.tsx';

/** The loan's dates: the Loan Estimate and the right to cancel (null until loaded; a failure shows nothing extra). */
function useTimeline(appId: string) {
  const http = useHttpClient();
  return useQuery({ queryKey: ['timeline', appId], queryFn: () => fetchTimeline(http, appId) }).data ?? null;
}

/** The disclosures link: a sample document before the E-SIGN consent, the disclosures after it. */
function useDisclosuresLink(appId: string, what: 'sample' | 'disclosures') {
  const http = useHttpClient();
  return useQuery({
    queryKey: ['disclosures-link', appId, what],
    queryFn: () => fetchDisclosuresLink(http, appId),
    // The disclosures' link is asked again on arrival: one asked before the E-SIGN consent opens only the sample.
    staleTime: what === 'sample' ? 30 * 60_000 : 0,
  });
}

function LinkError({ error }: { error: unknown }) {
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {error instanceof Error ? error.message : 'We could not prepare your disclosures.'}
    </Alert>
  );
}

/**
 * esign-consent: what E-SIGN requires the borrower be told, and a sample document in the format we send, before
 * any disclosure is delivered electronically.
 */
export function ESignConsent({ application }: PanelContext) {
  const link = useDisclosuresLink(application.appId, 'sample');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <section aria-labelledby="esign-title">
        <Typography variant="h5" component="h2" id="esign-title">
          {E_SIGN_CONSENT.title}
        </Typography>
        {E_SIGN_CONSENT.paragraphs.map((paragraph) => (
          <Box key={paragraph.heading} sx={{ mt: 1.5 }}>
            <Typography variant="h6" component="h3">
              {paragraph.heading}
            </Typography>
            <Typography>{paragraph.text}</Typography>
          </Box>
        ))}
      </section>
      <section aria-labelledby="esign-open">
        <Typography variant="h5" component="h2" id="esign-open">
          Check that you can open our documents
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Open the sample document. If the page opens and you can read it, you can open the documents we send
          you electronically.
        </Typography>
        {link.data ? (
          <Typography sx={{ mt: 1 }}>
            <Link href={link.data.url} target="_blank" rel="noopener">
              {link.data.sample
                ? 'Open the sample document (opens in a new tab)'
                : 'Open your initial disclosures (opens in a new tab)'}
            </Link>
          </Typography>
        ) : null}
        {link.isError ? <LinkError error={link.error} /> : null}
      </section>
    </Box>
  );
}

/**
 * disclosures: the initial disclosures (for a line of credit the early disclosures and the CFPB brochure), sent
 * after the E-SIGN consent and read before submission, and the authorisation of the full credit report.
 */
export function InitialDisclosures({ application }: PanelContext) {
  const link = useDisclosuresLink(application.appId, 'disclosures');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <section aria-labelledby="disclosures-open">
        <Typography variant="h5" component="h2" id="disclosures-open">
          Read your disclosures
        </Typography>
        {link.data?.sample ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Agree to receive documents electronically first: go back to the previous step.
          </Alert>
        ) : null}
        {link.data && !link.data.sample ? (
          <Typography sx={{ mt: 1 }}>
            <Link href={link.data.url} target="_blank" rel="noopener">
              Open your initial disclosures (opens in a new tab)
            </Link>
          </Typography>
        ) : null}
        {link.data?.brochure ? (
          <Typography sx={{ mt: 1 }}>
            <Link href={link.data.brochure.url} target="_blank" rel="noopener">
              Read the CFPB brochure “{link.data.brochure.title}” (PDF, opens in a new tab)
            </Link>
          </Typography>
        ) : null}
        {link.isError ? <LinkError error={link.error} /> : null}
      </section>
      <section aria-labelledby="hard-pull-title">
        <Typography variant="h5" component="h2" id="hard-pull-title">
          {HARD_CREDIT_PULL_CONSENT.title}
        </Typography>
        <Typography sx={{ mt: 1 }}>{HARD_CREDIT_PULL_CONSENT.text}</Typography>
      </section>
    </Box>
  );
}

/** submit/process: submits on arrival (the server makes one loan however often this runs), then moves on. */
export function SubmitApplication({ application, goTo }: PanelContext) {
  const http = useHttpClient();
  const { work, retry } = useArrivalWork(async (live) => {
    await submitApplication(http, application.appId);
    if (live()) await goTo();
    return null;
  });
  return <Outcome work={work} retry={retry} working="Submitting your application…" />;
}

/** submit/done: the loan number and where the loan stands. */
export function SubmissionDone({ application }: PanelContext) {
  const http = useHttpClient();
  const status = useQuery({
    queryKey: ['application-status', application.appId],
    queryFn: async () =>
      (
        await http.get<{ loanNumber: string | null; milestone: { step: number } | null }>(
          `/v2/application/${application.appId}/status`,
        )
      ).data,
  });
  if (status.isError)
    return <Alert severity="error">We could not load your loan number. Reload the page to try again.</Alert>;
  if (!status.data?.loanNumber) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        Your loan number is <strong>{status.data.loanNumber}</strong>.
      </Typography>
      <Typography>Status: {milestoneName(status.data.milestone?.step)}</Typography>
      <Typography>Next, tell us how you would like to receive your money.</Typography>
    </Box>
  );
}

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);
const dayLabel = (day: string) => dayFormat().format(new Date(`${day}T12:00:00Z`));
const timeLabel = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

/** schedule-closing: a business day, then a time on the property's clock; stored as the closing appointment. */
export function ClosingScheduler({ application, goTo }: PanelContext) {
  const http = useHttpClient();
  const slots = useQuery({
    queryKey: ['closing-slots', application.appId],
    queryFn: () => fetchClosingSlots(http, application.appId),
  });
  const timeline = useTimeline(application.appId);
  const queryClient = useQueryClient();
  const [day, setDay] = useState('');
  const [slotId, setSlotId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (slots.isError) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="error" role="alert">
          {slots.error instanceof Error ? slots.error.message : 'We could not load the closing times.'}
        </Alert>
        <Button variant="contained" onClick={() => void slots.refetch()}>
          Try again
        </Button>
      </Box>
    );
  }
  if (!slots.data) return null;
  const days = [...new Set(slots.data.slots.map((slot) => slot.date))];
  const times = slots.data.slots.filter((slot) => slot.date === day);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slotId) {
      setProblem(day ? 'Choose a time for your closing.' : 'Choose a day for your closing.');
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await scheduleClosing(http, application.appId, slotId);
      await queryClient.invalidateQueries({ queryKey: ['timeline', application.appId] });
      await goTo();
    } catch (error) {
      setProblem(
        error instanceof Error ? error.message : 'We could not schedule your closing. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };
  const estimate = timeline?.trid.loanEstimate;
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 3, justifyItems: 'start' }}
    >
      {problem ? (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      ) : null}
      {estimate ? <LoanEstimateSummary estimate={estimate} /> : null}
      <EarliestClosing date={slots.data.earliestDate} because={slots.data.earliestBecause} />
      <TextField
        select
        label="Closing day"
        value={day}
        onChange={(event) => {
          setDay(event.target.value);
          setSlotId('');
          setProblem(null);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minWidth: 280 }}
      >
        <option value="">Choose a day</option>
        {days.map((date) => (
          <option key={date} value={date}>
            {dayLabel(date)}
          </option>
        ))}
      </TextField>
      {day ? (
        <FormControl>
          <FormLabel id="closing-time">Closing time ({timeZoneLabel(slots.data.timeZone)})</FormLabel>
          <RadioGroup
            aria-labelledby="closing-time"
            value={slotId}
            onChange={(event) => setSlotId(event.target.value)}
          >
            {times.map((slot) => (
              <FormControlLabel
                key={slot.id}
                value={slot.id}
                control={<Radio />}
                label={`${timeLabel(slot.start)} to ${timeLabel(slot.end)}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        Schedule closing
      </Button>
    </Box>
  );
}

/** get-money: direct deposit (routing number with its check digit, account number shown masked once saved) or a check. */
export function DisbursementChoice({ application, goTo }: PanelContext) {
  const http = useHttpClient();
  const saved = useQuery({
    queryKey: ['disbursement', application.appId],
    queryFn: () => fetchDisbursement(http, application.appId),
  });
  const [method, setMethod] = useState<'' | 'directDeposit' | 'check'>('');
  const [accountType, setAccountType] = useState<'' | 'checking' | 'savings'>('');
  const [routingNumber, setRoutingNumber] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const current = saved.data?.disbursement;
  const rescission = useTimeline(application.appId)?.rescission;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!method) found.method = 'Choose how you would like to get your money.';
    if (method === 'directDeposit') {
      const routing = routingNumberProblem(routingNumber);
      if (routing) found.routingNumber = ROUTING_NUMBER_MESSAGES[routing];
      if (!/^[0-9]{4,17}$/.test(accountNumber))
        found.accountNumber = 'Enter your account number: 4 to 17 digits.';
      if (!accountType) found.accountType = 'Choose checking or savings.';
    }
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await saveDisbursement(
        http,
        application.appId,
        method === 'check'
          ? { method }
          : { method: 'directDeposit', accountType, routingNumber, accountNumber },
      );
      await goTo();
    } catch (error) {
      setProblem(
        error instanceof Error
          ? error.message
          : 'We could not save how you get your money. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 3, justifyItems: 'start' }}
    >
      {problem || Object.keys(errors).length > 0 ? (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {problem ?? Object.values(errors).join(' ')}
        </Alert>
      ) : null}
      {rescission ? <RescissionNotice rescission={rescission} /> : null}
      {current ? (
        <Typography>
          On file:{' '}
          {current.method === 'check'
            ? `a check mailed to ${current.mailTo}`
            : `direct deposit to ${current.accountType} account ${current.accountNumber}, routing number ${current.routingNumber}`}
          . Choose again below to change it.
        </Typography>
      ) : null}
      <FormControl error={Boolean(errors.method)}>
        <FormLabel id="money-method">How would you like to get your money?</FormLabel>
        <RadioGroup
          aria-labelledby="money-method"
          value={method}
          onChange={(event) => setMethod(event.target.value as 'directDeposit' | 'check')}
        >
          <FormControlLabel
            value="directDeposit"
            control={<Radio />}
            label="Direct deposit to my bank account"
          />
          <FormControlLabel value="check" control={<Radio />} label="A check by mail" />
        </RadioGroup>
      </FormControl>
      {method === 'directDeposit' ? (
        <>
          <TextField
            label="Routing number"
            value={routingNumber}
            onChange={(event) => setRoutingNumber(event.target.value.replace(/\D/g, '').slice(0, 9))}
            error={Boolean(errors.routingNumber)}
            helperText={errors.routingNumber ?? '9 digits, at the bottom left of your checks'}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <TextField
            label="Account number"
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.target.value.replace(/\D/g, '').slice(0, 17))}
            error={Boolean(errors.accountNumber)}
            helperText={errors.accountNumber ?? 'Stored encrypted; shown only by its last four digits'}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <FormControl error={Boolean(errors.accountType)}>
            <FormLabel id="money-account-type">Account type</FormLabel>
            <RadioGroup
              aria-labelledby="money-account-type"
              value={accountType}
              onChange={(event) => setAccountType(event.target.value as 'checking' | 'savings')}
            >
              <FormControlLabel value="checking" control={<Radio />} label="Checking" />
              <FormControlLabel value="savings" control={<Radio />} label="Savings" />
            </RadioGroup>
          </FormControl>
        </>
      ) : null}
      {method === 'check' ? (
        <Typography>We will mail the check to your mailing address after closing.</Typography>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        Save and continue
      </Button>
    </Box>
  );
}
