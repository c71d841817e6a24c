import type { InsuranceTier } from '@server/modules/cars/constants.ts';
import type { PriceLine } from '@server/modules/bookings/schemas.ts';
import { useCallback } from 'react';

import { useCarFormat } from './use-car-format';
import { useCarsTranslation } from './use-cars-translation';

/**
 * A line of a car's price in words (CAR_PRICE_LINES): "Car rental × 3 days", "Child seat",
 * "Comprehensive insurance". An unknown line is named by its code.
 */
export function usePriceLineText(insurance?: InsuranceTier) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  return useCallback(
    (line: PriceLine) =>
      line.code === 'INSURANCE' && insurance && insurance !== 'none'
        ? t(`insurance.tiers.${insurance}`)
        : t(`priceLines.${line.code}`, {
            count: line.quantity,
            value: format.number(line.quantity),
            defaultValue: line.code,
          }),
    [t, format, insurance],
  );
}
