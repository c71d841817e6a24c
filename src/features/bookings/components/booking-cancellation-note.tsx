import Typography from '@mui/material/Typography';

import { whenDark } from '@/theme/color-scheme';

import type { Booking } from '../api/booking-types';
import { useBookingFormat } from '../hooks/use-booking-format';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';

/** What cancelling would do now, or what the cancellation gave back (the kind's rule, §9). */
export function BookingCancellationNote({ booking }: { booking: Booking }) {
  const { t } = useBookingsTranslation();
  const format = useBookingFormat();
  const { cancellation, refund, price } = booking;
  const amount = (value: string) => format.money(value, price.currency);
  let text: string | null = null;
  let free = false;
  if (booking.status === 'cancelled') {
    if (refund && Number(refund.amount) > 0) {
      text = t('item.refunded', { amount: format.money(refund.amount, refund.currency) });
    }
  } else if (!cancellation.allowed) {
    text = cancellation.reason === 'started' ? t('item.started') : null;
  } else if (cancellation.refund === price.total && cancellation.freeUntilLocal) {
    text = t('item.freeUntil', { date: format.date(cancellation.freeUntilLocal) });
    free = true;
  } else if (Number(cancellation.refund) > 0) {
    text = t('item.partialRefund', { amount: amount(cancellation.refund) });
  } else {
    text = t('item.noRefund');
  }
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      // Free cancellation is good news, in a green that reads at full contrast in both themes.
      sx={
        free
          ? (theme) => ({
              color: theme.vars.palette.success.dark,
              ...whenDark({ color: theme.vars.palette.success.light }),
            })
          : { color: 'text.secondary' }
      }
    >
      {text}
    </Typography>
  );
}
