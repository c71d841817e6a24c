import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PRICE_PER_DAY_RANGE } from '@server/modules/cars/constants.ts';
import { useState } from 'react';

import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

interface PricePerDayFilterProps {
  min: number | null;
  max: number | null;
  currency: string;
  /** A bound left at its end of the slider is no filter (null). */
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}

const { min: LOW, max: HIGH } = PRICE_PER_DAY_RANGE;
const STEP = 5;

/**
 * §2's price slider, per rental day from 0 to 500: two thumbs, applied when a thumb is let go
 * (by pointer or keys), so dragging asks nothing of the server.
 */
export function PricePerDayFilter({ min, max, currency, onChange }: PricePerDayFilterProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const applied: [number, number] = [min ?? LOW, Math.min(max ?? HIGH, HIGH)];
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const value = dragged ?? applied;
  const price = (amount: number) => format.price(amount, currency);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('filters.pricePerDay')}
      </Typography>
      {/* Room above the thumbs for the value they show while moved. */}
      <Box sx={{ px: 1.5, pt: 3.5 }}>
        <Slider
          value={value}
          min={LOW}
          max={HIGH}
          step={STEP}
          disableSwap
          getAriaLabel={(index) => t(index === 0 ? 'filters.minPrice' : 'filters.maxPrice')}
          getAriaValueText={price}
          valueLabelFormat={price}
          valueLabelDisplay="auto"
          onChange={(_, next) => setDragged(next as [number, number])}
          onChangeCommitted={(_, next) => {
            const [from = LOW, to = HIGH] = next as number[];
            setDragged(null);
            onChange({ minPrice: from > LOW ? from : null, maxPrice: to < HIGH ? to : null });
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(value[1] < HIGH ? 'filters.priceRange' : 'filters.priceFrom', {
          min: price(value[0]),
          max: price(value[1]),
        })}
      </Typography>
    </Box>
  );
}
