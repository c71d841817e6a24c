import type { InsuranceTier } from '@server/modules/cars/constants.ts';
import type { BookingPrice } from '@server/modules/bookings/schemas.ts';

import { PriceLines } from '@/components/price/price-lines';

import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { usePriceLineText } from '../hooks/use-price-line-text';

interface RentalPriceLinesProps {
  price: Pick<BookingPrice, 'lines' | 'total'> & { currency: string };
  /** The insurance chosen, to name its line. */
  insurance?: InsuranceTier;
  dense?: boolean;
}

/** §9's breakdown of a rental: the car's days, every mandatory fee, the add-ons, the total. */
export function RentalPriceLines({ price, insurance, dense = true }: RentalPriceLinesProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const lineText = usePriceLineText(insurance);
  const money = (amount: string) => format.price(amount, price.currency);
  return (
    <PriceLines
      dense={dense}
      lines={price.lines.map((line) => ({
        id: line.code,
        label: lineText(line),
        value: money(line.amount),
      }))}
      total={{ label: t('price.total'), value: money(price.total) }}
    />
  );
}
