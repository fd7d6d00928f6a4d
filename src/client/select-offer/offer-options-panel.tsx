/**
 * select-offer/options: the offer chooser over the server's pricing. Its own chunk: the chooser's slider and
 * toggles load only on this step (flow-engine/step-panel.tsx).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState } from 'react';
import { amountBounds, clampAmount } from '../../shared/pricing/offer-choices.ts';
import type { PricedProduct, PricingResult } from '../../shared/pricing/pricing-types.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import { chooseOffer, generatePricing, repriceAt } from '../api/pricing-api.ts';
import { Outcome, type PanelContext, Working } from '../flow-engine/panel-work.tsx';
import { offerChoices } from './offer-choice-store.ts';
import { OfferChooser } from './offer-chooser.tsx';
import { useOfferWords } from './offer-words.ts';
import { storedProduct } from './stored-offer.ts';

const sameOption = (a: PricedProduct, b: PricedProduct) =>
  a.productType === b.productType &&
  a.termMonths === b.termMonths &&
  a.originationFeePercent === b.originationFeePercent;

/** How long the amount rests before offers are priced again. */
export const REPRICE_DELAY_MS = 300;

/** select-offer/options: the offer chooser over the server's pricing; a pick is posted at once. */
export function OfferOptions({ application, document }: PanelContext) {
  const { t } = useOfferWords();
  const http = useHttpClient();
  const { appId } = application;
  const [result, setResult] = useState<PricingResult | null>(null);
  const [amount, setAmount] = useState(0);
  // A line of credit's credit line as the borrower set it; null: as large as the draw (the server's default).
  const [line, setLine] = useState<number | null>(null);
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
        done: chooseOffer(http, appId, product),
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
    const load = async () => {
      const first = await generatePricing(http, appId);
      // The server keeps a choice only while the answers it was priced on hold: a stale one is chosen again.
      const stored = first.chosen === undefined ? storedProduct(application) : first.chosen;
      const storedLine = stored?.lineAmount ?? null;
      const firstLine = first.products.find((product) => product.lineAmount !== undefined)?.lineAmount;
      if (
        stored &&
        (stored.loanAmount !== first.products[0]?.loanAmount || (storedLine && storedLine !== firstLine))
      ) {
        const bounds = amountBounds(first);
        const at = clampAmount(stored.loanAmount, bounds);
        return { priced: await repriceAt(http, appId, at, storedLine), stored };
      }
      return { priced: first, stored };
    };
    load().then(
      ({ priced, stored }) => {
        if (!live) return;
        selectedRef.current = stored;
        setSelected(stored);
        setLine(stored?.lineAmount ?? null);
        setAmount(priced.products[0]?.loanAmount ?? amountBounds(priced).max);
        setResult(priced);
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof Error ? error.message : t('loadFailed'));
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** A new amount (or draw) and line: the line never below the draw, so a draw raised past it takes it along. */
  const changeAmounts = (next: number, nextLine: number | null) => {
    const keptLine = nextLine === null ? null : Math.max(nextLine, next);
    setAmount(next);
    setLine(keptLine);
    setUpdating(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const mine = ++request.current;
      repriceAt(http, appId, next, keptLine).then(
        (priced) => {
          if (mine !== request.current) return;
          setUpdating(false);
          showOffers(priced);
        },
        (error: unknown) => {
          if (mine !== request.current) return;
          setUpdating(false);
          setFailure(error instanceof Error ? error.message : t('updateFailed'));
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
  if (!result) return <Working>{t('working.loading')}</Working>;
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
        onAmountChange={(next) => changeAmounts(next, line)}
        line={line}
        onLineChange={(next) => changeAmounts(Math.min(amount, next), next)}
        explanations={document?.offerExplanations}
        selectedId={current?.id ?? null}
        onSelect={pick}
        updating={updating}
      />
    </Box>
  );
}
