import type { InsuranceTier } from '@server/modules/cars/constants.ts';
import type { BookingPrice } from '@server/modules/bookings/schemas.ts';

import { MoneyLines } from '@/components/price/money-lines';

import { useCarsTranslation } from '../hooks/use-cars-translation';
import { usePriceLineText } from '../hooks/use-price-line-text';

interface RentalPriceLinesProps {
  price: Pick<BookingPrice, 'lines'> & { currency: string };
  /** The insurance chosen, to name its line. */
  insurance?: InsuranceTier;
  dense?: boolean;
}

/** §9's breakdown of a rental: the car's days, every mandatory fee, the add-ons, the total. */
export function RentalPriceLines({ price, insurance, dense = true }: RentalPriceLinesProps) {
  const { t } = useCarsTranslation();
  const lineText = usePriceLineText(insurance);
  return (
    <MoneyLines
      dense={dense}
      currency={price.currency}
      lines={price.lines.map((line) => ({
        id: line.code,
        label: lineText(line),
        amount: line.amount,
      }))}
      totalLabel={t('price.total')}
    />
  );
}
