/**
 * The working parts of the select-offer and property value screens: the soft pull and the pricing run on arrival,
 * the chosen offer's summary and the AVM value (the offer chooser has its own chunk: offer-options-panel.tsx).
 * Loaded with the steps that name them (flow-engine/step-panel.tsx).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { destinationPath } from '../../shared/flows/engine-destinations.ts';
import { formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { Decline } from '../../shared/pricing/decline-reasons.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { fetchValuation, generatePricing, PricingCallError, runCreditCheck } from '../api/pricing-api.ts';
import { Outcome, type PanelContext, useArrivalWork, Working } from '../flow-engine/panel-work.tsx';
import { storedProduct } from './stored-offer.ts';

const DeclinedOffers = lazy(() => import('./declined-offers.tsx'));

/** The declined screen (its own chunk), once pricing said why nothing can be offered. */
function Declined(
  props: { flow: PanelContext['flow']; application: PanelContext['application'] } & {
    declines: Decline[];
    retry?: () => void;
  },
) {
  return (
    <Suspense fallback={<Working>Finding your options…</Working>}>
      <DeclinedOffers {...props} />
    </Suspense>
  );
}

/**
 * select-offer/generate-credit: the soft pull; ok moves on. A thin or frozen file cannot be offered a loan: pricing
 * records why (and the notice of action) and the declined screen shows it; a frozen file can be checked again.
 */
export function CreditCheck({ flow, application, goTo }: PanelContext) {
  const http = useHttpClient();
  const [declines, setDeclines] = useState<Decline[] | null>(null);
  const { work, retry } = useArrivalWork(async (live) => {
    try {
      const result = await runCreditCheck(http, application.appId);
      if (!live()) return null;
      if (result.status === 'ok') {
        await goTo();
        return null;
      }
      // Without a decision from pricing (it could not run), the bureau's message alone is shown.
      const priced = await generatePricing(http, application.appId).catch(() => null);
      if (!live()) return null;
      setDeclines(priced && priced.products.length === 0 ? priced.declines : null);
      return { kind: 'stopped', messages: [result.message] };
    } catch (error) {
      // No consent, or no verified identity yet: both are given on the consent screen.
      if (
        error instanceof PricingCallError &&
        (error.code === 'consent_required' || error.code === 'identity_unverified')
      ) {
        await goTo(destinationPath(flow, 'softPullConsent'));
        return null;
      }
      throw error;
    }
  });
  if (work.kind === 'stopped' && declines) {
    const frozen = declines.some((decline) => decline.code === 'frozenFile');
    return (
      <Declined flow={flow} application={application} declines={declines} {...(frozen ? { retry } : {})} />
    );
  }
  return <Outcome work={work} retry={retry} working="Checking your credit. This takes a few seconds…" />;
}

/**
 * select-offer/generate: prices the offers; no property value → the detour; nothing offered → why, what can change,
 * who to call and the notice of action (declined-offers.tsx).
 */
export function PricingRun({ flow, application, goTo }: PanelContext) {
  const http = useHttpClient();
  const [declines, setDeclines] = useState<Decline[] | null>(null);
  const { work, retry } = useArrivalWork(async (live) => {
    try {
      const result = await generatePricing(http, application.appId);
      if (!live()) return null;
      if (result.products.length === 0) {
        const reasons = result.ineligibleReasons.length
          ? result.ineligibleReasons
          : ['We could not find an offer for this home and amount.'];
        setDeclines(result.declines ?? []);
        return { kind: 'stopped', messages: reasons };
      }
      await goTo();
      return null;
    } catch (error) {
      if (error instanceof PricingCallError && error.code === 'property_value_needed') {
        const valuation = await fetchValuation(http, application.appId);
        if (!live()) return null;
        await goTo(destinationPath(flow, valuation.avmValue ? 'valueAgreement' : 'valueOptions'));
        return null;
      }
      throw error;
    }
  });
  if (work.kind === 'stopped' && declines) {
    return <Declined flow={flow} application={application} declines={declines} />;
  }
  return <Outcome work={work} retry={retry} working="Finding your offers…" />;
}

/** The chosen offer as a borrower reads it: what each figure is, one per line. */
export function offerSummaryRows(product: PricedProduct): [string, string][] {
  const line = creditLineOf(product);
  return [
    ['Product', product.productName],
    ...(line === null
      ? [['Loan amount', formatUsd(product.loanAmount)] as [string, string]]
      : [
          ['Credit line', formatUsd(line)] as [string, string],
          ['Initial draw', formatUsd(product.loanAmount)] as [string, string],
        ]),
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
