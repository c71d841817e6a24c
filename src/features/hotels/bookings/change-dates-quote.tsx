import Typography from '@mui/material/Typography';

import {
  ChangeQuoteFrame,
  ChangeSummaryCard,
} from '@/components/checkout/change/change-quote-frame';

import type { HotelBooking, HotelChangeQuote } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { paidAtHotel, useBookedPriceLine } from './use-booked-price-line';

/** One stay, now or as it would be: its dates, nights and total. */
function StaySummary({ heading, stay }: { heading: string; stay: HotelBooking }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const { checkIn, checkOut, nights } = stay.details;
  return (
    <ChangeSummaryCard heading={heading} price={stay.price}>
      <Typography variant="body2">
        {t('bookingChange.stay', {
          from: format.date(checkIn),
          to: format.date(checkOut),
          count: nights,
          value: format.number(nights),
        })}
      </Typography>
    </ChangeSummaryCard>
  );
}

/**
 * A quoted change of dates: the stay now and as it would be, the new price's lines, and the
 * difference in words (the hotel's local tax is still paid at the hotel).
 */
export function ChangeQuote({ quote }: { quote: HotelChangeQuote }) {
  const { t } = useHotelsTranslation();
  const priceLine = useBookedPriceLine();
  const { current, proposed, difference } = quote;
  const moneyLine = (line: HotelBooking['price']['lines'][number]) => ({
    id: line.code,
    label: priceLine(line),
    amount: line.amount,
  });
  const atHotel = proposed.price.lines.filter(paidAtHotel);

  return (
    <ChangeQuoteFrame
      current={<StaySummary heading={t('bookingChange.now')} stay={current} />}
      proposed={<StaySummary heading={t('bookingChange.proposed')} stay={proposed} />}
      currency={proposed.price.currency}
      lines={proposed.price.lines.filter((line) => !paidAtHotel(line)).map(moneyLine)}
      later={atHotel.map(moneyLine)}
      difference={difference}
      note={atHotel.length > 0 ? t('bookingChange.localTax') : undefined}
    />
  );
}
