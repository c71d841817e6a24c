import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { PriceLines } from '@/components/price/price-lines';

import type { CheckedRates } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { stayNights } from '../model/hotel-search';
import { stayPrice } from '../model/price-breakdown';

import { checkedRatesOf } from './booking-form';

/** The summary beside the wizard: the hotel, the stay, and the price as last re-checked. */
export function BookingSummary({ checked }: { checked: CheckedRates }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const { hotel, currency } = checked;
  const price = stayPrice(checkedRatesOf(checked));
  const nights = stayNights(checked);
  const money = (amount: number) => format.price(amount, currency);
  return (
    <Card component="aside" aria-labelledby="hotel-summary-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id="hotel-summary-heading" variant="h6" component="h2">
          {t('booking.summary')}
        </Typography>
        <Rating
          value={hotel.rating}
          readOnly
          size="small"
          aria-label={t('card.stars', { count: hotel.rating, value: format.number(hotel.rating) })}
        />
        <Typography sx={{ fontWeight: 700 }}>{hotel.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {`${hotel.zoneName}, ${hotel.destinationName}`}
        </Typography>
        <Typography variant="body2">
          {t('booking.stay.dates', {
            checkIn: format.date(checked.checkIn),
            checkOut: format.date(checked.checkOut),
          })}
        </Typography>
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
      </Stack>
    </Card>
  );
}
