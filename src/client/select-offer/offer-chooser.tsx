import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo } from 'react';
import type { OfferExplanations } from '../../shared/flows/offer-explanations.ts';
import { amountBounds, clampAmount, offerGroups } from '../../shared/pricing/offer-choices.ts';
import { lowestOffers } from '../../shared/pricing/offer-costs.ts';
import type { PricedProduct, PricingResult } from '../../shared/pricing/pricing-types.ts';
import { AmountSlider } from './amount-slider.tsx';
import { OfferCostLines, OfferExplanationsText } from './offer-explanations-view.tsx';
import { useOfferWords } from './offer-words.ts';

/**
 * The chosen toggle filled with the primary colour (the theme's tint of it is too pale for its text); the others in
 * text.secondary, since MUI's grey (action.active) falls to 4.2:1 on its hover background (WCAG 1.4.3: an axe run
 * with the pointer resting on a term button found it).
 */
const SELECTED_CONTRAST = {
  '& .MuiToggleButton-root': { color: 'text.secondary' },
  '& .MuiToggleButton-root.Mui-selected': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '&:hover': { bgcolor: 'primary.dark' },
  },
} as const;

export interface OfferChooserProps {
  result: PricingResult;
  /** The loan amount, or a line's initial draw. */
  amount: number;
  onAmountChange: (amount: number) => void;
  /** The credit line the borrower set (null: as large as the draw), shown before its offers arrive. */
  line: number | null;
  /** A new credit line (a line of credit's offers). */
  onLineChange: (line: number) => void;
  /** The step file's explanation texts; without them the offers show their figures alone. */
  explanations?: OfferExplanations | undefined;
  selectedId: string | null;
  onSelect: (product: PricedProduct) => void;
  /** True while offers for a new amount are on their way. */
  updating: boolean;
}

/**
 * Spec 5 (options): the amount between the minimum and the maximum in steps of 1,000 (for a line of credit the
 * line, then the initial draw up to it), then the offers of one product and term compared by rate, APR, monthly
 * payment, fee and total cost, with the lowest payment and cost of all offers marked and explained.
 */
export function OfferChooser({
  result,
  amount,
  onAmountChange,
  line,
  onLineChange,
  explanations,
  selectedId,
  onSelect,
  updating,
}: OfferChooserProps) {
  const { t, term, product, stateRuleNote } = useOfferWords();
  const bounds = amountBounds(result);
  const stateNote = stateRuleNote(result.stateRule);
  const groups = useMemo(() => offerGroups(result.products), [result.products]);
  const chosen = result.products.find((product) => product.id === selectedId) ?? null;
  // The toggles show the chosen offer's product and term (the first offer's before a pick); no rate and fee
  // option is checked until the borrower picks one.
  const selected = chosen ?? result.products[0];
  const productTypes = [...new Set(groups.map((group) => group.productType))];
  const currentType = selected?.productType ?? productTypes[0];
  const terms = groups.filter((group) => group.productType === currentType);
  const currentGroup = terms.find((group) => group.termMonths === selected?.termMonths) ?? terms[0];
  const offersLabelId = useId();
  const lowest = useMemo(() => lowestOffers(result.products), [result.products]);
  const lineOffer = currentGroup?.offers.find((offer) => offer.lineAmount !== undefined);
  const lineMax = Math.max(bounds.min, ...(currentGroup?.offers.map((offer) => offer.maxLoanAmount) ?? []));

  const pick = (productType: string, termMonths: number, feePercent: number) => {
    const group = groups.find(
      (candidate) => candidate.productType === productType && candidate.termMonths === termMonths,
    );
    const offer =
      group?.offers.find((candidate) => candidate.originationFeePercent === feePercent) ?? group?.offers[0];
    if (offer) onSelect(offer);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {stateNote && (
        <Typography variant="body2" data-testid="state-rules">
          {stateNote}
        </Typography>
      )}
      {lineOffer?.lineAmount === undefined ? (
        <AmountSlider
          label={t('slider.loanAmount')}
          value={amount}
          bounds={bounds}
          onChange={(value) => onAmountChange(clampAmount(value, bounds))}
        />
      ) : (
        <>
          <AmountSlider
            label={t('slider.creditLine')}
            help={t('slider.creditLineHelp')}
            value={Math.min(line ?? lineOffer.lineAmount, lineMax)}
            bounds={{ ...bounds, max: lineMax }}
            onChange={(value) => onLineChange(clampAmount(value, { ...bounds, max: lineMax }))}
          />
          <AmountSlider
            label={t('slider.initialDraw')}
            help={t('slider.initialDrawHelp')}
            value={amount}
            bounds={{ ...bounds, max: lineMax }}
            onChange={(value) => onAmountChange(clampAmount(value, { ...bounds, max: lineMax }))}
          />
        </>
      )}

      {productTypes.length > 1 && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={currentType}
          aria-label={t('kindOfLoan')}
          sx={SELECTED_CONTRAST}
          onChange={(_event, value: string | null) =>
            value && pick(value, currentGroup?.termMonths ?? 360, selected?.originationFeePercent ?? 0)
          }
        >
          {productTypes.map((type) => {
            const group = groups.find((candidate) => candidate.productType === type);
            return (
              <ToggleButton key={type} value={type}>
                {group ? product(group) : type}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      )}

      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={currentGroup?.termMonths}
        aria-label={t('termLabel')}
        sx={SELECTED_CONTRAST}
        onChange={(_event, value: number | null) =>
          value && pick(currentType ?? '', value, selected?.originationFeePercent ?? 0)
        }
      >
        {terms.map((group) => (
          <ToggleButton key={group.termMonths} value={group.termMonths}>
            {term(group.termMonths)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {explanations?.estimateStatement ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {explanations.estimateStatement}
        </Typography>
      ) : null}
      <FormControl>
        <FormLabel id={offersLabelId}>{t('chooseRateAndFee')}</FormLabel>
        <RadioGroup
          aria-labelledby={offersLabelId}
          aria-busy={updating}
          value={chosen?.id ?? ''}
          onChange={(event) => {
            const offer = currentGroup?.offers.find((candidate) => candidate.id === event.target.value);
            if (offer) onSelect(offer);
          }}
        >
          {currentGroup?.offers.map((offer) => (
            <OfferOption
              key={offer.id}
              offer={offer}
              checked={offer.id === chosen?.id}
              extra={
                explanations ? (
                  <OfferCostLines
                    offer={offer}
                    all={result.products}
                    texts={explanations}
                    lowestMonthly={lowest.monthly === offer.id}
                    lowestTotal={lowest.total === offer.id}
                  />
                ) : null
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {explanations ? (
        <OfferExplanationsText texts={explanations} offers={result.products} lowest={lowest} />
      ) : null}
    </Box>
  );
}

function OfferOption({
  offer,
  checked,
  extra,
}: {
  offer: PricedProduct;
  checked: boolean;
  extra: ReactNode;
}) {
  const { t, format } = useOfferWords();
  return (
    <FormControlLabel
      value={offer.id}
      control={<Radio />}
      sx={{
        alignItems: 'flex-start',
        m: 0,
        mt: 1.5,
        p: 1.5,
        border: 2,
        borderColor: checked ? 'primary.main' : 'divider',
        borderRadius: 2,
        '& .MuiFormControlLabel-label': { flex: 1 },
      }}
      label={
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
            gap: 1,
            pt: 1,
          }}
        >
          <Figure label={t('figure.rate')} value={format.percent(offer.rate)} />
          <Figure label={t('figure.apr')} value={format.percent(offer.apr)} />
          <Figure label={t('figure.monthly')} value={format.usd(offer.monthlyPayment, { cents: true })} />
          <Figure
            label={t('figure.fee', { percent: offer.originationFeePercent })}
            value={format.usd(offer.originationFee, { cents: offer.originationFee % 1 !== 0 })}
          />
          {extra}
        </Box>
      }
    />
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body1" component="span" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}
