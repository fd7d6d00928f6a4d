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
import { creditLineOf } from '../../shared/pricing/credit-line.ts';
import type { Decline } from '../../shared/pricing/decline-reasons.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { fetchValuation, generatePricing, runCreditCheck } from '../api/pricing-api.ts';
import { PricingCallError } from '../api/pricing-call-error.ts';
import { Outcome, type PanelContext, useArrivalWork, Working } from '../flow-engine/panel-work.tsx';
import { type OfferWords, useOfferWords } from './offer-words.ts';
import { storedProduct } from './stored-offer.ts';

const DeclinedOffers = lazy(() => import('./declined-offers.tsx'));

/** The declined screen (its own chunk), once pricing said why nothing can be offered. */
function Declined(
  props: { flow: PanelContext['flow']; application: PanelContext['application'] } & {
    declines: Decline[];
    retry?: () => void;
  },
) {
  const { t } = useOfferWords();
  return (
    <Suspense fallback={<Working>{t('working.options')}</Working>}>
      <DeclinedOffers {...props} />
    </Suspense>
  );
}

/**
 * select-offer/generate-credit: the soft pull; ok moves on. A thin or frozen file cannot be offered a loan: pricing
 * records why (and the notice of action) and the declined screen shows it; a frozen file can be checked again.
 */
export function CreditCheck({ flow, application, goTo }: PanelContext) {
  const { t } = useOfferWords();
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
  return <Outcome work={work} retry={retry} working={t('working.credit')} />;
}

/**
 * select-offer/generate: prices the offers; no property value → the detour; nothing offered → why, what can change,
 * who to call and the notice of action (declined-offers.tsx).
 */
export function PricingRun({ flow, application, goTo }: PanelContext) {
  const { t } = useOfferWords();
  const http = useHttpClient();
  const [declines, setDeclines] = useState<Decline[] | null>(null);
  const { work, retry } = useArrivalWork(async (live) => {
    try {
      const result = await generatePricing(http, application.appId);
      if (!live()) return null;
      if (result.products.length === 0) {
        const reasons = result.ineligibleReasons.length ? result.ineligibleReasons : [t('noOffer')];
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
  return <Outcome work={work} retry={retry} working={t('working.offers')} />;
}

/** The chosen offer as a borrower reads it: what each figure is, one per line, in their language. */
export function offerSummaryRows(product: PricedProduct, words: OfferWords): [string, string][] {
  const { t, format } = words;
  const line = creditLineOf(product);
  return [
    [t('summary.product'), words.product(product)],
    ...(line === null
      ? [[t('summary.loanAmount'), format.usd(product.loanAmount)] as [string, string]]
      : [
          [t('summary.creditLine'), format.usd(line)] as [string, string],
          [t('summary.initialDraw'), format.usd(product.loanAmount)] as [string, string],
        ]),
    [t('summary.rate'), format.percent(product.rate)],
    [t('summary.apr'), format.percent(product.apr)],
    [t('summary.monthly'), format.usd(product.monthlyPayment, { cents: true })],
    [t('summary.fee'), format.usd(product.originationFee, { cents: true })],
    [t('summary.term'), words.term(product.termMonths)],
  ];
}

/** select-offer/done: the prequalified message and the chosen offer. */
export function OfferSummary({ application }: PanelContext) {
  const words = useOfferWords();
  const { t } = words;
  const product = storedProduct(application);
  const firstName = (application as unknown as { contactInfo?: { firstName?: string } }).contactInfo
    ?.firstName;
  if (!product) {
    return (
      <Alert severity="info" role="status">
        {t('summary.none')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert severity="success" role="status">
        {firstName ? t('summary.congratulationsNamed', { firstName }) : t('summary.congratulations')}
      </Alert>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}
      >
        {offerSummaryRows(product, words).map(([term, value]) => (
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
  const { t, format } = useOfferWords();
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
  if (value === undefined) return <Working>{t('working.value')}</Working>;
  return (
    <Box sx={{ py: 1 }}>
      <Typography color="text.secondary">{t('avm.label')}</Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
        {value === null ? t('avm.none') : format.usd(value)}
      </Typography>
    </Box>
  );
}
