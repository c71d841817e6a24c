import { MoneyLines } from '@/components/price/money-lines';

import type { HotelRate } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { stayPrice } from '../model/price-breakdown';

interface StayPriceLinesProps {
  rates: readonly HotelRate[];
  currency: string;
  nights: number;
}

/**
 * §9's breakdown of a stay: the rooms and the service fee (paid when booking), the local tax
 * paid at the hotel, the total, and what is paid now when part of it is paid at the hotel.
 */
export function StayPriceLines({ rates, currency, nights }: StayPriceLinesProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const price = stayPrice(rates);
  return (
    <MoneyLines
      dense
      currency={currency}
      lines={[
        {
          id: 'rooms',
          label: t('details.book.rooms', {
            nights: t('card.nights', { count: nights, value: format.number(nights) }),
          }),
          amount: price.rooms,
        },
        { id: 'fee', label: t('details.book.serviceFee'), amount: price.serviceFee },
      ]}
      later={
        price.atProperty > 0
          ? [{ id: 'tax', label: t('details.book.atProperty'), amount: price.atProperty }]
          : []
      }
      totalLabel={t('details.book.total')}
      nowLabel={(amount) => t('details.book.payNow', { amount })}
    />
  );
}
