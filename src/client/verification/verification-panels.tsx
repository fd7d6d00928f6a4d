/**
 * The identity and income verification panels (spec 7.3): a button that opens the verification service's hosted
 * page for this step, and on return the outcome of the session, verified on the server, read out in a live region.
 * Whatever the outcome, Continue stays possible (a borrower who cannot verify enters their details themselves),
 * except on a screen whose step file says `requiresVerifiedIdentity` (the soft-pull consent: the credit check runs
 * only on a verified identity), where Continue waits for a pass.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { rememberApplication } from '../api/application-queries.ts';
import {
  createLinkToken,
  createVerificationUser,
  type VerificationKind,
  verifySession,
} from '../api/verification-api.ts';
import type { PanelContext } from '../flow-engine/panel-work.tsx';
import { type Translate, useMessages } from '../i18n/messages.ts';
import { type LocaleFormat, useLocaleFormat } from '../loans/locale-format.ts';
import { verificationOf } from './locked-fields.ts';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'working'; message: string }
  | { kind: 'passed'; earlier?: boolean }
  | { kind: 'failed' }
  | { kind: 'retry' }
  | { kind: 'cancelled' }
  | { kind: 'unavailable'; message: string };

/** Outcomes by application, kind and step, kept across the form's remount after a verification is stored. */
const outcomes = new Map<string, Outcome>();
const listeners = new Set<() => void>();
const inFlight = new Map<string, Promise<void>>();
const setOutcome = (key: string, outcome: Outcome) => {
  outcomes.set(key, outcome);
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What the server already recorded, for a borrower who comes back to the step. */
function storedOutcome(application: ApplicationDocument, kind: VerificationKind): Outcome {
  const status = verificationOf(application)[kind]?.status;
  if (status === 'passed') return { kind: 'passed', earlier: true };
  if (status === 'failed') return { kind: 'failed' };
  if (status === 'retry') return { kind: 'retry' };
  return { kind: 'idle' };
}

interface Texts {
  start: string;
  intro: string;
  passed: (application: ApplicationDocument, earlier: boolean) => ReactNode;
  failed: string;
}

/** A kind's texts in the borrower's language. */
function textsOf(kind: VerificationKind, t: Translate, format: LocaleFormat): Texts {
  if (kind === 'identity') {
    return {
      start: t('identity.start'),
      intro: t('identity.intro'),
      passed: (application, earlier) => {
        const legal = (application.applicant as { legal?: Record<string, string | undefined> } | undefined)
          ?.legal;
        const name = [legal?.firstName, legal?.lastName].filter(Boolean).join(' ');
        return (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              {earlier ? t('identity.passedEarlier') : t('identity.passed')}
            </Typography>
            <Typography>
              {legal?.dateOfBirth
                ? t('identity.nameAndBirth', { name, date: format.longDate(legal.dateOfBirth) })
                : t('identity.name', { name })}
            </Typography>
            <Typography>{t('identity.locked')}</Typography>
          </>
        );
      },
      failed: t('identity.failed'),
    };
  }
  return {
    start: t('income.start'),
    intro: t('income.intro'),
    passed: (application) => {
      const employers = verificationOf(application).income?.employers ?? [];
      return (
        <>
          <Typography sx={{ fontWeight: 600 }}>{t('income.passed')}</Typography>
          {employers.map((employer) => {
            const values = {
              employer: employer.employerName,
              position: employer.position,
              date: format.longDate(employer.startDate),
              base: format.usd(employer.monthlyBase),
            };
            return (
              <Typography key={employer.employerName}>
                {employer.monthlyOvertime
                  ? t('income.employerOvertime', {
                      ...values,
                      overtime: format.usd(employer.monthlyOvertime),
                    })
                  : t('income.employer', values)}
              </Typography>
            );
          })}
          <Typography>{t('income.locked')}</Typography>
        </>
      );
    },
    failed: t('income.failed'),
  };
}

function VerificationPanel({
  kind,
  application,
  required = false,
  holdContinue,
}: {
  kind: VerificationKind;
  application: ApplicationDocument;
  /** Continue waits for a pass (the step file's `requiresVerifiedIdentity`). */
  required?: boolean;
  holdContinue?: (held: boolean) => void;
}) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const { appId } = application;
  // Per step: a pass on an earlier step (the soft-pull consent) reads "already verified" on a later one.
  const key = `${appId}:${kind}:${location.pathname}`;
  const outcome =
    useSyncExternalStore(subscribe, () => outcomes.get(key)) ?? storedOutcome(application, kind);
  const t = useMessages('verification');
  const format = useLocaleFormat();
  const texts = textsOf(kind, t, format);
  const region = useRef<HTMLDivElement>(null);

  // Back from the hosted page: verify the session once, then drop it from the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address carries a session
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const sessionId = params.get('verificationSession');
    const cancelled = params.get('verificationCancelled');
    if (!sessionId && !cancelled) return;
    params.delete('verificationSession');
    params.delete('verificationCancelled');
    navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true });
    if (cancelled) {
      setOutcome(key, { kind: 'cancelled' });
      return;
    }
    if (!sessionId || inFlight.has(sessionId)) return;
    setOutcome(key, { kind: 'working', message: t('working.checking') });
    const work = verifySession(http, appId, kind, sessionId).then(
      (document) => {
        const stored = storedOutcome(document, kind);
        setOutcome(key, stored.kind === 'passed' ? { kind: 'passed' } : stored);
        rememberApplication(queryClient, document);
      },
      (error: unknown) => {
        console.error(`Verifying the ${kind} session failed`, error);
        setOutcome(key, {
          kind: 'unavailable',
          message: error instanceof Error ? error.message : t('checkFailed'),
        });
      },
    );
    inFlight.set(sessionId, work);
  }, [location.search]);

  useEffect(() => {
    if (outcome.kind !== 'idle' && outcome.kind !== 'working') region.current?.focus();
  }, [outcome.kind]);
  const passed = outcome.kind === 'passed';
  useEffect(() => {
    if (required) holdContinue?.(!passed);
  }, [required, holdContinue, passed]);

  const start = async () => {
    setOutcome(key, { kind: 'working', message: t('working.opening') });
    try {
      await createVerificationUser(http, appId);
      const params = new URLSearchParams(location.search);
      params.delete('verificationSession');
      params.delete('verificationCancelled');
      params.set('appId', appId);
      const token = await createLinkToken(http, appId, kind, `${location.pathname}?${params}`);
      window.location.assign(token.hostedUrl);
    } catch (error) {
      console.error(`Starting ${kind} verification failed`, error);
      setOutcome(key, {
        kind: 'unavailable',
        message: error instanceof Error ? error.message : t('reachFailed'),
      });
    }
  };

  const startButton = (label: string) => (
    <Button variant="contained" size="large" onClick={() => void start()} sx={{ justifySelf: 'start' }}>
      {label}
    </Button>
  );

  let body: ReactNode;
  let action: ReactNode = null;
  switch (outcome.kind) {
    case 'idle':
      body = <Typography>{required ? t('required.intro') : texts.intro}</Typography>;
      action = startButton(texts.start);
      break;
    case 'working':
      body = (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{outcome.message}</Typography>
        </Box>
      );
      break;
    case 'passed':
      body = (
        <Alert severity="success" role="none">
          {texts.passed(application, outcome.earlier === true)}
        </Alert>
      );
      break;
    case 'failed':
      body = (
        <Alert severity="warning" role="none">
          {required ? t('required.failed') : texts.failed}
        </Alert>
      );
      break;
    case 'retry':
      body = (
        <Alert severity="info" role="none">
          {t('retry')}
        </Alert>
      );
      action = startButton(t('tryAgain'));
      break;
    case 'cancelled':
      body = (
        <Alert severity="info" role="none">
          {required ? t('required.cancelled') : t('cancelled')}
        </Alert>
      );
      action = startButton(texts.start);
      break;
    case 'unavailable':
      body = (
        <Alert severity="error" role="none">
          {outcome.message}
        </Alert>
      );
      action = startButton(t('tryAgain'));
      break;
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      {required ? (
        <Typography component="h2" variant="h6">
          {t('required.heading')}
        </Typography>
      ) : null}
      <Box ref={region} tabIndex={-1} role="status" aria-live="polite" sx={{ outline: 'none' }}>
        {body}
      </Box>
      {action}
    </Box>
  );
}

/** prequal/voi and applicant/income: the payroll connection. */
export function IncomeVerification({ application }: { application: ApplicationDocument }) {
  return <VerificationPanel kind="income" application={application} />;
}

/**
 * applicant/id: identity verification; on the soft-pull consent screen (its step file's `requiresVerifiedIdentity`)
 * Continue waits until identity is verified.
 */
export function IdentityVerification({ application, document, holdContinue }: PanelContext) {
  return (
    <VerificationPanel
      kind="identity"
      application={application}
      required={document?.requiresVerifiedIdentity === true}
      {...(holdContinue ? { holdContinue } : {})}
    />
  );
}
