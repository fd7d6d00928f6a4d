import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { formatPercent, formatTerm, formatUsd } from '../../shared/format.ts';
import { amountBounds, clampAmount, offerGroups } from '../../shared/pricing/offer-choices.ts';
import type { PricedProduct, PricingResult } from '../../shared/pricing/pricing-types.ts';

/** The chosen toggle filled with the primary colour (the theme's tint of it is too pale for its text). */
const SELECTED_CONTRAST = {
  '& .MuiToggleButton-root.Mui-selected': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '&:hover': { bgcolor: 'primary.dark' },
  },
} as const;

export interface OfferChooserProps {
  result: PricingResult;
  amount: number;
  onAmountChange: (amount: number) => void;
  selectedId: string | null;
  onSelect: (product: PricedProduct) => void;
  /** True while offers for a new amount are on their way. */
  updating: boolean;
}

/**
 * Spec 5 (options): the amount between the minimum and the maximum in steps of 1,000, then the offers
 * of one product and term compared by rate, APR, monthly payment and fee.
 */
export function OfferChooser({
  result,
  amount,
  onAmountChange,
  selectedId,
  onSelect,
  updating,
}: OfferChooserProps) {
  const bounds = amountBounds(result);
  const groups = useMemo(() => offerGroups(result.products), [result.products]);
  const chosen = result.products.find((product) => product.id === selectedId) ?? null;
  // The toggles show the chosen offer's product and term (the first offer's before a pick); no rate and fee
  // option is checked until the borrower picks one.
  const selected = chosen ?? result.products[0];
  const productTypes = [...new Set(groups.map((group) => group.productType))];
  const currentType = selected?.productType ?? productTypes[0];
  const terms = groups.filter((group) => group.productType === currentType);
  const currentGroup = terms.find((group) => group.termMonths === selected?.termMonths) ?? terms[0];
  const amountLabelId = useId();
  const offersLabelId = useId();

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
      <Box>
        <Typography id={amountLabelId} component="h2" variant="h6">
          Loan amount: {formatUsd(amount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          From {formatUsd(bounds.min)} up to {formatUsd(bounds.max)}, in steps of {formatUsd(bounds.step)}.
        </Typography>
        <Slider
          aria-labelledby={amountLabelId}
          value={amount}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          onChange={(_event, value) => onAmountChange(clampAmount(value as number, bounds))}
          getAriaValueText={(value) => formatUsd(value)}
          sx={{ mt: 2 }}
        />
      </Box>

      {productTypes.length > 1 && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={currentType}
          aria-label="Kind of loan"
          sx={SELECTED_CONTRAST}
          onChange={(_event, value: string | null) =>
            value && pick(value, currentGroup?.termMonths ?? 360, selected?.originationFeePercent ?? 0)
          }
        >
          {productTypes.map((type) => (
            <ToggleButton key={type} value={type}>
              {groups.find((group) => group.productType === type)?.productName}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}

      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={currentGroup?.termMonths}
        aria-label="Term"
        sx={SELECTED_CONTRAST}
        onChange={(_event, value: number | null) =>
          value && pick(currentType ?? '', value, selected?.originationFeePercent ?? 0)
        }
      >
        {terms.map((group) => (
          <ToggleButton key={group.termMonths} value={group.termMonths}>
            {formatTerm(group.termMonths)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <FormControl>
        <FormLabel id={offersLabelId}>Choose your rate and fee</FormLabel>
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
            <OfferOption key={offer.id} offer={offer} checked={offer.id === chosen?.id} />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}

function OfferOption({ offer, checked }: { offer: PricedProduct; checked: boolean }) {
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
          <Figure label="Rate" value={formatPercent(offer.rate)} />
          <Figure label="APR" value={formatPercent(offer.apr)} />
          <Figure label="Monthly payment" value={formatUsd(offer.monthlyPayment, { cents: true })} />
          <Figure
            label={`Fee (${offer.originationFeePercent}%)`}
            value={formatUsd(offer.originationFee, { cents: offer.originationFee % 1 !== 0 })}
          />
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
