import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

interface PriceRangeFilterProps {
  bounds: { min: number; max: number; currency: string };
  min: number | undefined;
  max: number | undefined;
  onChange: (range: { min_price?: number; max_price?: number }) => void;
}

/** Two thumbs between the cheapest and the dearest offer; a bound left at its end is no filter. */
export function PriceRangeFilter({ bounds, min, max, onChange }: PriceRangeFilterProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const low = Math.floor(bounds.min);
  const high = Math.ceil(bounds.max);
  const value = [Math.max(min ?? low, low), Math.min(max ?? high, high)] as [number, number];
  const price = (amount: number) => format.price(amount, bounds.currency);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('filters.price')}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={value}
          min={low}
          max={high}
          disabled={low === high}
          disableSwap
          getAriaLabel={(index) => t(index === 0 ? 'filters.minPrice' : 'filters.maxPrice')}
          getAriaValueText={price}
          valueLabelFormat={price}
          valueLabelDisplay="auto"
          onChange={(_, next) => {
            const [from, to] = next as number[];
            onChange({
              min_price: from !== undefined && from > low ? from : undefined,
              max_price: to !== undefined && to < high ? to : undefined,
            });
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('filters.priceRange', { min: price(value[0]), max: price(value[1]) })}
      </Typography>
    </Box>
  );
}
