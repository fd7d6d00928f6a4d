import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fillFigures, type OfferExplanations } from '../../shared/flows/offer-explanations.ts';
import { offerCost } from '../../shared/pricing/offer-costs.ts';
import type { PricedProduct } from '../../shared/pricing/pricing-types.ts';
import { useOfferWords } from './offer-words.ts';

/** Under one offer: its total cost, what its fee buys, and whether it is the lowest payment or cost of all offers. */
export function OfferCostLines({
  offer,
  all,
  texts,
  lowestMonthly,
  lowestTotal,
}: {
  offer: PricedProduct;
  all: readonly PricedProduct[];
  texts: OfferExplanations;
  lowestMonthly: boolean;
  lowestTotal: boolean;
}) {
  const { format, term } = useOfferWords();
  const money = (cents: number) => format.usd(cents / 100, { cents: true });
  const cost = offerCost(offer, all);
  const fee = format.usd(offer.originationFee, { cents: offer.originationFee % 1 !== 0 });
  const feeLine =
    cost.breakEvenMonths !== null && cost.monthlySavingsCents !== null
      ? fillFigures(texts.breakEven, {
          months: String(cost.breakEvenMonths),
          savings: money(cost.monthlySavingsCents),
          fee,
        })
      : cost.monthlySavingsCents !== null && texts.noSaving
        ? fillFigures(texts.noSaving, { fee })
        : null;
  const marks = [lowestMonthly ? texts.lowestMonthly : null, lowestTotal ? texts.lowestTotal : null].filter(
    (mark): mark is string => mark !== null,
  );
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">
        {fillFigures(texts.totalCostLabel, { term: term(offer.termMonths) })}:{' '}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {money(cost.totalCostCents)}
        </Box>
      </Typography>
      {feeLine ? <Typography variant="body2">{feeLine}</Typography> : null}
      {marks.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {marks.map((mark) => (
            <Typography
              key={mark}
              variant="body2"
              component="span"
              sx={{ px: 1, borderRadius: 1, bgcolor: 'success.dark', color: 'common.white', fontWeight: 600 }}
            >
              {mark}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The plain-words explanation under the offers: the kinds of loan, APR, the fee, total cost and the lowest offers. */
export function OfferExplanationsText({
  texts,
  offers,
  lowest,
}: {
  texts: OfferExplanations;
  offers: readonly PricedProduct[];
  lowest: { monthly?: string; total?: string };
}) {
  const { offerName } = useOfferWords();
  const monthly = offers.find((offer) => offer.id === lowest.monthly);
  const total = offers.find((offer) => offer.id === lowest.total);
  return (
    <Box component="section" aria-labelledby="offer-explanations" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="offer-explanations" component="h2" variant="h6">
        {texts.heading}
      </Typography>
      {monthly && total ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {fillFigures(texts.lowestSummary, { monthly: offerName(monthly), total: offerName(total) })}
        </Typography>
      ) : null}
      {[texts.kinds, texts.apr, texts.fee, texts.totalCost].map((text) => (
        <Typography key={text} variant="body2">
          {text}
        </Typography>
      ))}
    </Box>
  );
}
