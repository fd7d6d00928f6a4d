import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useOfferWords } from './offer-words.ts';

/** One amount of the offer chooser (the loan, or a line's credit line or draw) with its limits, named by its heading. */
export function AmountSlider({
  label,
  help,
  value,
  bounds,
  onChange,
}: {
  label: string;
  help?: string;
  value: number;
  bounds: { min: number; max: number; step: number };
  onChange: (value: number) => void;
}) {
  const { t, format } = useOfferWords();
  const formatUsd = (dollars: number) => format.usd(dollars);
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} component="h2" variant="h6">
        {t('slider.heading', { label, amount: formatUsd(value) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help ? `${help} ` : ''}
        {t('slider.range', {
          min: formatUsd(bounds.min),
          max: formatUsd(bounds.max),
          step: formatUsd(bounds.step),
        })}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={value}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        disabled={bounds.max <= bounds.min}
        onChange={(_event, next) => onChange(next as number)}
        getAriaValueText={(next) => formatUsd(next)}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
