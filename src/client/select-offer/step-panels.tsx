/**
 * The working parts of the select-offer and property value screens (a step file's `panel`): the soft pull and
 * the pricing run on arrival, the offer chooser, the chosen offer's summary and the AVM value. Each reads the
 * application it is given and moves on through `goTo`, which reads the application again first (the server
 * changed it) so the next step saves on the current version.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StepPanelName } from '../../shared/flows/engine-names.ts';
import { resolveNext } from '../../shared/flows/flow-navigation.ts';
import type { FlowFile, ScreenStep } from '../../shared/flows/flow-types.ts';
import { formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import { withAppId } from '../../shared/officer-id.ts';
import { amountBounds, clampAmount } from '../../shared/pricing/offer-choices.ts';
import type { PricedProduct, PricingResult } from '../../shared/pricing/pricing-types.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { useReloadApplication } from '../api/application-queries.ts';
import {
  chooseOffer,
  fetchValuation,
  generatePricing,
  PricingCallError,
  repriceAt,
  runCreditCheck,
} from '../api/pricing-api.ts';
import { SubjectPropertyPanel } from '../applicant/subject-property-panel.tsx';
import {
  CoborrowerDonePanel,
  CoborrowerStatusPanel,
  CoborrowerWelcomePanel,
} from '../coborrower/coborrower-panels.tsx';
import { ApplicationReview } from '../loans/application-review.tsx';
import {
  ClosingScheduler,
  DisbursementChoice,
  ESignDisclosures,
  SubmissionDone,
  SubmitApplication,
} from '../loans/submission-panels.tsx';
import { useOfficerId } from '../routing/use-officer-id.ts';
import { IdentityVerification, IncomeVerification } from '../verification/verification-panels.tsx';
import { offerChoices } from './offer-choice-store.ts';
import { OfferChooser } from './offer-chooser.tsx';

export interface StepPanelProps {
  flow: FlowFile;
  step: ScreenStep;
  application: ApplicationDocument;
}

export interface PanelContext extends StepPanelProps {
  /** Reads the application again, then goes to `target` (the step's `next` when omitted). */
  goTo: (target?: string) => Promise<void>;
}

export type Work =
  | { kind: 'working' }
  | { kind: 'stopped'; messages: string[] }
  | { kind: 'failed'; message: string };

/** The spinner and its words while the server works, read out once (a polite live region). */
function Working({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>{children}</Typography>
    </Box>
  );
}

export function Outcome({ work, retry, working }: { work: Work; retry: () => void; working: string }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (work.kind !== 'working') alert.current?.focus();
  }, [work.kind]);
  if (work.kind === 'working') return <Working>{working}</Working>;
  if (work.kind === 'stopped') {
    return (
      <Alert ref={alert} tabIndex={-1} severity="info" role="alert">
        {work.messages.map((message) => (
          <Typography key={message} sx={{ mb: 0.5 }}>
            {message}
          </Typography>
        ))}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert ref={alert} tabIndex={-1} severity="error" role="alert" sx={{ width: '100%' }}>
        {/answers are saved/i.test(work.message) ? work.message : `${work.message} Your answers are saved.`}
      </Alert>
      <Button variant="contained" size="large" onClick={retry}>
        Try again
      </Button>
    </Box>
  );
}

/** Runs `job` on arrival and again on 'Try again'; a result that arrives after leaving is ignored. */
export function useArrivalWork(job: (live: () => boolean) => Promise<Work | null>) {
  const [work, setWork] = useState<Work>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const jobRef = useRef(job);
  jobRef.current = job;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt
  useEffect(() => {
    let live = true;
    setWork({ kind: 'working' });
    jobRef
      .current(() => live)
      .then(
        (outcome) => {
          if (live && outcome) setWork(outcome);
        },
        (error: unknown) => {
          if (!live) return;
          console.error('Working step failed', error);
          setWork({
            kind: 'failed',
            message: error instanceof Error ? error.message : 'Something went wrong.',
          });
        },
      );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { work, retry: () => setAttempt((count) => count + 1) };
}

/** select-offer/generate-credit: the soft pull; ok moves on, a thin or frozen file says why and stops. */
function CreditCheck({ application, goTo }: PanelContext) {
  const http = useHttpClient();
  const { work, retry } = useArrivalWork(async (live) => {
    try {
      const result = await runCreditCheck(http, application.appId);
      if (!live()) return null;
      if (result.status === 'ok') {
        await goTo();
        return null;
      }
      return { kind: 'stopped', messages: [result.message] };
    } catch (error) {
      if (error instanceof PricingCallError && error.code === 'consent_required') {
        await goTo('select-offer/consent');
        return null;
      }
      throw error;
    }
  });
  return <Outcome work={work} retry={retry} working="Checking your credit. This takes a few seconds…" />;
}

/** select-offer/generate: prices the offers; no property value → the detour; nothing offered → the reasons. */
function PricingRun({ application, goTo }: PanelContext) {
  const http = useHttpClient();
  const { work, retry } = useArrivalWork(async (live) => {
    try {
      const result = await generatePricing(http, application.appId);
      if (!live()) return null;
      if (result.products.length === 0) {
        const reasons = result.ineligibleReasons.length
          ? result.ineligibleReasons
          : ['We could not find an offer for this home and amount.'];
        return { kind: 'stopped', messages: reasons };
      }
      await goTo();
      return null;
    } catch (error) {
      if (error instanceof PricingCallError && error.code === 'property_value_needed') {
        const valuation = await fetchValuation(http, application.appId);
        if (!live()) return null;
        await goTo(valuation.avmValue ? 'applicant/property/avm-agreement' : 'property/appraisal-options');
        return null;
      }
      throw error;
    }
  });
  return <Outcome work={work} retry={retry} working="Finding your offers…" />;
}

type StoredPricing = { pricing?: { product?: PricedProduct | null } };
const storedProduct = (application: ApplicationDocument) =>
  (application as unknown as StoredPricing).pricing?.product ?? null;

const sameOption = (a: PricedProduct, b: PricedProduct) =>
  a.productType === b.productType &&
  a.termMonths === b.termMonths &&
  a.originationFeePercent === b.originationFeePercent;

/** How long the amount rests before offers are priced again. */
export const REPRICE_DELAY_MS = 300;

/** select-offer/options: the offer chooser over the server's pricing; a pick is posted at once. */
function OfferOptions({ application }: PanelContext) {
  const http = useHttpClient();
  const { appId } = application;
  const [result, setResult] = useState<PricingResult | null>(null);
  const [amount, setAmount] = useState(0);
  const [selected, setSelected] = useState<PricedProduct | null>(() => storedProduct(application));
  const [updating, setUpdating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef(0);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const pick = useCallback(
    (product: PricedProduct) => {
      setSelected(product);
      offerChoices.set(appId, {
        productId: product.id,
        done: chooseOffer(http, appId, product.id, product.loanAmount),
      });
    },
    [http, appId],
  );

  /** New offers: the pick follows to the same product, term and fee at the new amount. */
  const showOffers = useCallback(
    (priced: PricingResult) => {
      setResult(priced);
      const current = selectedRef.current;
      const again = current ? priced.products.find((product) => sameOption(product, current)) : undefined;
      if (again && current && again.id !== current.id) pick(again);
    },
    [pick],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: prices once on arrival and on 'Try again'
  useEffect(() => {
    let live = true;
    setFailure(null);
    const stored = storedProduct(application);
    const load = async () => {
      const first = await generatePricing(http, appId);
      if (stored && stored.loanAmount !== first.products[0]?.loanAmount) {
        const bounds = amountBounds(first);
        return { priced: await repriceAt(http, appId, clampAmount(stored.loanAmount, bounds)), stored };
      }
      return { priced: first, stored };
    };
    load().then(
      ({ priced }) => {
        if (!live) return;
        setAmount(priced.products[0]?.loanAmount ?? amountBounds(priced).max);
        setResult(priced);
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof Error ? error.message : 'We could not load your offers.');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const changeAmount = (next: number) => {
    setAmount(next);
    setUpdating(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const mine = ++request.current;
      repriceAt(http, appId, next).then(
        (priced) => {
          if (mine !== request.current) return;
          setUpdating(false);
          showOffers(priced);
        },
        (error: unknown) => {
          if (mine !== request.current) return;
          setUpdating(false);
          setFailure(error instanceof Error ? error.message : 'We could not update your offers.');
        },
      );
    }, REPRICE_DELAY_MS);
  };

  if (failure && !result) {
    return (
      <Outcome
        work={{ kind: 'failed', message: failure }}
        retry={() => setAttempt((n) => n + 1)}
        working=""
      />
    );
  }
  if (!result) return <Working>Loading your offers…</Working>;
  const current = selected
    ? (result.products.find((product) => sameOption(product, selected)) ?? null)
    : null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <OfferChooser
        result={result}
        amount={amount}
        onAmountChange={changeAmount}
        selectedId={current?.id ?? null}
        onSelect={pick}
        updating={updating}
      />
    </Box>
  );
}

/** The chosen offer as a borrower reads it: what each figure is, one per line. */
export function offerSummaryRows(product: PricedProduct): [string, string][] {
  return [
    ['Product', product.productName],
    ['Loan amount', formatUsd(product.loanAmount)],
    ['Interest rate', formatPercent(product.rate)],
    ['APR', formatPercent(product.apr)],
    ['Monthly payment', formatUsd(product.monthlyPayment, { cents: true })],
    ['Origination fee', formatUsd(product.originationFee, { cents: true })],
    ['Term', formatTerm(product.termMonths)],
  ];
}

/** select-offer/done: the prequalified message and the chosen offer. */
function OfferSummary({ application }: PanelContext) {
  const product = storedProduct(application);
  const firstName = (application as unknown as { contactInfo?: { firstName?: string } }).contactInfo
    ?.firstName;
  if (!product) {
    return (
      <Alert severity="info" role="status">
        You have not chosen an offer yet. Go back to your offers to choose one.
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert severity="success" role="status">
        {firstName ? `Congratulations, ${firstName}! ` : 'Congratulations! '}You are prequalified. Continue to
        complete your application; your answers are saved as you go.
      </Alert>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}
      >
        {offerSummaryRows(product).map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** applicant/property/avm-agreement: the value our valuation service found. */
function AvmValue({ application }: PanelContext) {
  const http = useHttpClient();
  const [value, setValue] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchValuation(http, application.appId).then(
      (valuation) => live && setValue(valuation.avmValue),
      () => live && setValue(null),
    );
    return () => {
      live = false;
    };
  }, [http, application.appId]);
  if (value === undefined) return <Working>Loading your home's estimated value…</Working>;
  return (
    <Box sx={{ py: 1 }}>
      <Typography color="text.secondary">Estimated value of your home</Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
        {value === null ? 'Not available' : formatUsd(value)}
      </Typography>
    </Box>
  );
}

const PANELS = {
  creditCheck: CreditCheck,
  pricingRun: PricingRun,
  offerChooser: OfferOptions,
  offerSummary: OfferSummary,
  avmValue: AvmValue,
  propertyAddress: SubjectPropertyPanel,
  identityVerification: IdentityVerification,
  incomeVerification: IncomeVerification,
  coborrowerStatus: CoborrowerStatusPanel,
  coborrowerWelcome: CoborrowerWelcomePanel,
  coborrowerDone: CoborrowerDonePanel,
  applicationReview: ApplicationReview,
  eSignDisclosures: ESignDisclosures,
  submitApplication: SubmitApplication,
  submissionDone: SubmissionDone,
  closingScheduler: ClosingScheduler,
  disbursementChoice: DisbursementChoice,
} satisfies Record<StepPanelName, (context: PanelContext) => ReactNode>;

/** A step file's panel by name, given the way on. */
export function StepPanel({ name, flow, step, application }: StepPanelProps & { name: string }) {
  const navigate = useNavigate();
  const officerId = useOfficerId();
  const reload = useReloadApplication(application.appId);
  const goTo = useCallback(
    async (target?: string) => {
      const fresh = await reload();
      const to = target ?? resolveNext(step, fresh);
      if (to !== undefined) navigate(withAppId(`/${officerId}/${to}`, application.appId));
    },
    [reload, step, navigate, officerId, application.appId],
  );
  const Panel = PANELS[name as StepPanelName];
  if (!Panel) {
    console.error(`Step "${step.path}" names panel "${name}", which is not registered`);
    return null;
  }
  return <Panel flow={flow} step={step} application={application} goTo={goTo} />;
}
