/**
 * The working parts of the select-offer and property value screens: the soft pull and the pricing run on arrival,
 * the offer chooser, the chosen offer's summary and the AVM value. Loaded with the steps that name them
 * (flow-engine/step-panel.tsx).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import { amountBounds, clampAmount } from '../../shared/pricing/offer-choices.ts';
import type { PricedProduct, PricingResult } from '../../shared/pricing/pricing-types.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import {
  chooseOffer,
  fetchValuation,
  generatePricing,
  PricingCallError,
  repriceAt,
  runCreditCheck,
} from '../api/pricing-api.ts';
import { Outcome, type PanelContext, useArrivalWork, Working } from '../flow-engine/panel-work.tsx';
import { offerChoices } from './offer-choice-store.ts';
import { OfferChooser } from './offer-chooser.tsx';

/** select-offer/generate-credit: the soft pull; ok moves on, a thin or frozen file says why and stops. */
export function CreditCheck({ application, goTo }: PanelContext) {
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
export function PricingRun({ application, goTo }: PanelContext) {
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
export function OfferOptions({ application }: PanelContext) {
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
export function OfferSummary({ application }: PanelContext) {
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
export function AvmValue({ application }: PanelContext) {
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
