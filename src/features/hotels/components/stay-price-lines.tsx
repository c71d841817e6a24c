import { PriceLines } from '@/components/price/price-lines';

import type { HotelRate } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { stayPrice } from '../model/price-breakdown';

interface StayPriceLinesProps {
  rates: readonly HotelRate[];
  currency: string;
  nights: number;
}

/** §9's breakdown of a stay: the rooms, the service fee, the tax paid at the hotel, the total. */
export function StayPriceLines({ rates, currency, nights }: StayPriceLinesProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const price = stayPrice(rates);
  const money = (amount: number) => format.price(amount, currency);
  return (
    <PriceLines
      dense
      lines={[
        {
          id: 'rooms',
          label: t('details.book.rooms', {
            nights: t('card.nights', { count: nights, value: format.number(nights) }),
          }),
          value: money(price.rooms),
        },
        { id: 'fee', label: t('details.book.serviceFee'), value: money(price.serviceFee) },
        ...(price.atProperty > 0
          ? [{ id: 'tax', label: t('details.book.atProperty'), value: money(price.atProperty) }]
          : []),
      ]}
      total={{ label: t('details.book.total'), value: money(price.total) }}
    />
  );
}
