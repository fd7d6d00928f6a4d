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
import { routingNumberProblem } from '../../shared/bank-routing.ts';
import { milestoneStep } from '../../shared/loan-milestones.ts';
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
import { useMessages } from '../i18n/messages.ts';
import { ESignConsentText, HardPullConsentText } from './legal-texts.tsx';
import { useLocaleFormat } from './locale-format.ts';
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
  const t = useMessages('loans');
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {error instanceof Error ? error.message : t('disclosures.failed')}
    </Alert>
  );
}

/**
 * esign-consent: what E-SIGN requires the borrower be told, and a sample document in the format we send, before
 * any disclosure is delivered electronically.
 */
export function ESignConsent({ application }: PanelContext) {
  const t = useMessages('loans');
  const link = useDisclosuresLink(application.appId, 'sample');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <section aria-labelledby="esign-title">
        <ESignConsentText />
      </section>
      <section aria-labelledby="esign-open">
        <Typography variant="h5" component="h2" id="esign-open">
          {t('esign.check.heading')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('esign.check.text')}</Typography>
        {link.data ? (
          <Typography sx={{ mt: 1 }}>
            <Link href={link.data.url} target="_blank" rel="noopener">
              {t(link.data.sample ? 'esign.openSample' : 'disclosures.open')}
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
  const t = useMessages('loans');
  const link = useDisclosuresLink(application.appId, 'disclosures');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <section aria-labelledby="disclosures-open">
        <Typography variant="h5" component="h2" id="disclosures-open">
          {t('disclosures.heading')}
        </Typography>
        {link.data?.sample ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('disclosures.consentFirst')}
          </Alert>
        ) : null}
        {link.data && !link.data.sample ? (
          <Typography sx={{ mt: 1 }}>
            <Link href={link.data.url} target="_blank" rel="noopener">
              {t('disclosures.open')}
            </Link>
          </Typography>
        ) : null}
        {link.data?.brochure ? (
          <Typography sx={{ mt: 1 }}>
            <Link href={link.data.brochure.url} target="_blank" rel="noopener">
              {t('disclosures.brochure', { title: link.data.brochure.title })}
            </Link>
          </Typography>
        ) : null}
        {link.isError ? <LinkError error={link.error} /> : null}
      </section>
      <section aria-labelledby="hard-pull-title">
        <HardPullConsentText />
      </section>
    </Box>
  );
}

/** submit/process: submits on arrival (the server makes one loan however often this runs), then moves on. */
export function SubmitApplication({ application, goTo }: PanelContext) {
  const t = useMessages('loans');
  const http = useHttpClient();
  const { work, retry } = useArrivalWork(async (live) => {
    await submitApplication(http, application.appId);
    if (live()) await goTo();
    return null;
  });
  return <Outcome work={work} retry={retry} working={t('submit.working')} />;
}

/** submit/done: the loan number and where the loan stands. */
export function SubmissionDone({ application }: PanelContext) {
  const t = useMessages('loans');
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
  if (status.isError) return <Alert severity="error">{t('done.failed')}</Alert>;
  if (!status.data?.loanNumber) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        {t('done.loanNumberBefore')}
        <strong>{status.data.loanNumber}</strong>
        {t('done.loanNumberAfter')}
      </Typography>
      <Typography>
        {t('done.status', { status: t(`milestone.${milestoneStep(status.data.milestone?.step)}`) })}
      </Typography>
      <Typography>{t('done.next')}</Typography>
    </Box>
  );
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayLabel = (intlTag: string, day: string) => {
  let format = dayFormats.get(intlTag);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(intlTag, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
};
/** `9:30 AM`; in Spanish `9:30 a. m.` (the locale's clock words). */
const timeLabel = (intlTag: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (intlTag === 'en-US')
    return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return new Intl.DateTimeFormat(intlTag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
};

/** schedule-closing: a business day, then a time on the property's clock; stored as the closing appointment. */
export function ClosingScheduler({ application, goTo }: PanelContext) {
  const t = useMessages('loans');
  const { intlTag } = useLocaleFormat();
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
          {slots.error instanceof Error ? slots.error.message : t('closing.slotsFailed')}
        </Alert>
        <Button variant="contained" onClick={() => void slots.refetch()}>
          {t('closing.retry')}
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
      setProblem(t(day ? 'closing.chooseTime' : 'closing.chooseDay'));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await scheduleClosing(http, application.appId, slotId);
      await queryClient.invalidateQueries({ queryKey: ['timeline', application.appId] });
      await goTo();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('closing.failed'));
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
        label={t('closing.day')}
        value={day}
        onChange={(event) => {
          setDay(event.target.value);
          setSlotId('');
          setProblem(null);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minWidth: 280 }}
      >
        <option value="">{t('closing.dayPlaceholder')}</option>
        {days.map((date) => (
          <option key={date} value={date}>
            {dayLabel(intlTag, date)}
          </option>
        ))}
      </TextField>
      {day ? (
        <FormControl>
          <FormLabel id="closing-time">
            {t('closing.time', { zone: timeZoneLabel(slots.data.timeZone) })}
          </FormLabel>
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
                label={t('closing.slot', {
                  start: timeLabel(intlTag, slot.start),
                  end: timeLabel(intlTag, slot.end),
                })}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {t('closing.schedule')}
      </Button>
    </Box>
  );
}

/** get-money: direct deposit (routing number with its check digit, account number shown masked once saved) or a check. */
export function DisbursementChoice({ application, goTo }: PanelContext) {
  const t = useMessages('loans');
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
    if (!method) found.method = t('money.chooseMethod');
    if (method === 'directDeposit') {
      const routing = routingNumberProblem(routingNumber);
      if (routing)
        found.routingNumber = t(routing === 'length' ? 'money.routingLength' : 'money.routingChecksum');
      if (!/^[0-9]{4,17}$/.test(accountNumber)) found.accountNumber = t('money.accountNumberInvalid');
      if (!accountType) found.accountType = t('money.chooseAccountType');
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
      setProblem(error instanceof Error ? error.message : t('money.failed'));
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
          {current.method === 'check'
            ? t('money.onFileCheck', { mailTo: current.mailTo })
            : t('money.onFileDeposit', {
                accountType: current.accountType,
                accountNumber: current.accountNumber,
                routingNumber: current.routingNumber,
              })}
        </Typography>
      ) : null}
      <FormControl error={Boolean(errors.method)}>
        <FormLabel id="money-method">{t('money.method')}</FormLabel>
        <RadioGroup
          aria-labelledby="money-method"
          value={method}
          onChange={(event) => setMethod(event.target.value as 'directDeposit' | 'check')}
        >
          <FormControlLabel value="directDeposit" control={<Radio />} label={t('money.directDeposit')} />
          <FormControlLabel value="check" control={<Radio />} label={t('money.check')} />
        </RadioGroup>
      </FormControl>
      {method === 'directDeposit' ? (
        <>
          <TextField
            label={t('money.routingNumber')}
            value={routingNumber}
            onChange={(event) => setRoutingNumber(event.target.value.replace(/\D/g, '').slice(0, 9))}
            error={Boolean(errors.routingNumber)}
            helperText={errors.routingNumber ?? t('money.routingHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <TextField
            label={t('money.accountNumber')}
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.target.value.replace(/\D/g, '').slice(0, 17))}
            error={Boolean(errors.accountNumber)}
            helperText={errors.accountNumber ?? t('money.accountHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <FormControl error={Boolean(errors.accountType)}>
            <FormLabel id="money-account-type">{t('money.accountType')}</FormLabel>
            <RadioGroup
              aria-labelledby="money-account-type"
              value={accountType}
              onChange={(event) => setAccountType(event.target.value as 'checking' | 'savings')}
            >
              <FormControlLabel value="checking" control={<Radio />} label={t('money.checking')} />
              <FormControlLabel value="savings" control={<Radio />} label={t('money.savings')} />
            </RadioGroup>
          </FormControl>
        </>
      ) : null}
      {method === 'check' ? <Typography>{t('money.checkMailed')}</Typography> : null}
      <Button type="submit" variant="contained" size="large" disabled={saving}>
        {t('money.save')}
      </Button>
    </Box>
  );
}
