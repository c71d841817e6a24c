import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { CheckedRates } from '../api/hotel-types';
import { StayPriceLines } from '../components/stay-price-lines';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { stayNights } from '../model/hotel-search';

import { checkedRatesOf } from './booking-form';

/** The summary beside the wizard: the hotel, the stay, and the price as last re-checked. */
export function BookingSummary({ checked }: { checked: CheckedRates }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const { hotel, currency } = checked;
  const nights = stayNights(checked);
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
          {t('zoneInCity', { zone: hotel.zoneName, city: hotel.destinationName })}
        </Typography>
        <Typography variant="body2">
          {t('booking.stay.dates', {
            checkIn: format.date(checked.checkIn),
            checkOut: format.date(checked.checkOut),
          })}
        </Typography>
        {hotel.rooms.flatMap((room) =>
          room.rates.map((rate) => (
            <Typography key={rate.rateKey} variant="body2">
              {t('details.book.choice', {
                rooms: format.number(rate.rooms),
                room: room.name,
                board: t(`boards.${rate.boardCode}`),
              })}
            </Typography>
          )),
        )}
        <StayPriceLines rates={checkedRatesOf(checked)} currency={currency} nights={nights} />
      </Stack>
    </Card>
  );
}
