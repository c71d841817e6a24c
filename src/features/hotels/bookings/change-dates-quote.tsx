import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { MoneyLines } from '@/components/price/money-lines';
import { useMoneyFormat } from '@/components/price/use-money-format';

import type { HotelBooking, HotelChangeQuote } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { paidAtHotel, useBookedPriceLine } from './use-booked-price-line';

/** One stay, now or as it would be: its dates, nights and total. */
function StaySummary({ heading, stay }: { heading: string; stay: HotelBooking }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const money = useMoneyFormat();
  const { checkIn, checkOut, nights } = stay.details;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <Typography variant="body2">
        {t('bookingChange.stay', {
          from: format.date(checkIn),
          to: format.date(checkOut),
          count: nights,
          value: format.number(nights),
        })}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('bookingChange.total', { amount: money(stay.price.total, stay.price.currency) })}
      </Typography>
    </Paper>
  );
}

/**
 * A quoted change: the stay now and as it would be, the new price's lines, and the difference in
 * words: what is paid now or given back (the hotel's local tax is still paid at the hotel).
 */
export function ChangeQuote({ quote }: { quote: HotelChangeQuote }) {
  const { t } = useHotelsTranslation();
  const money = useMoneyFormat();
  const priceLine = useBookedPriceLine();
  const { current, proposed, difference } = quote;
  const { currency } = proposed.price;
  const moneyLine = (line: HotelBooking['price']['lines'][number]) => ({
    id: line.code,
    label: priceLine(line),
    amount: line.amount,
  });
  const atHotel = proposed.price.lines.filter(paidAtHotel);
  let differenceText = t('bookingChange.same');
  if (Number(difference.charge) > 0) {
    differenceText = t('bookingChange.payMore', {
      amount: money(difference.charge, difference.currency),
    });
  } else if (Number(difference.refund) > 0) {
    differenceText = t('bookingChange.refund', {
      amount: money(difference.refund, difference.currency),
    });
  }

  return (
    <Stack spacing={2} component="section" aria-label={t('bookingChange.quoteLabel')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <StaySummary heading={t('bookingChange.now')} stay={current} />
        <StaySummary heading={t('bookingChange.proposed')} stay={proposed} />
      </Stack>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('bookingChange.newPrice')}
        </Typography>
        <MoneyLines
          dense
          currency={currency}
          lines={proposed.price.lines.filter((line) => !paidAtHotel(line)).map(moneyLine)}
          later={atHotel.map(moneyLine)}
          totalLabel={t('bookingChange.newTotal')}
        />
      </Box>
      <Box role="status">
        <Typography sx={{ fontWeight: 700 }}>{differenceText}</Typography>
        {atHotel.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('bookingChange.localTax')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
