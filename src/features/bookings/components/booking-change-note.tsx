import Typography from '@mui/material/Typography';

import { formatDateTime, formatNumber } from '@/lib/format';
import { formatLocalDay } from '@/lib/local-time';
import { languageOf } from '@/lib/language';

import type { Booking } from '../api/booking-types';
import { useBookingFormat } from '../hooks/use-booking-format';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';

const CHANGED_ON: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * A changed booking's history under its dates: the last change (when, and the dates and total it
 * had before), and how many changes there were when more than one (so never a singular).
 */
export function BookingChangeNote({ booking }: { booking: Booking }) {
  const { t, i18n } = useBookingsTranslation();
  const format = useBookingFormat();
  const language = languageOf(i18n.language);
  const last = booking.changes.at(-1);
  if (!last) return null;
  const count = booking.changes.length;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('item.changed', {
        // When it changed, in the traveller's own time zone; the stay's dates are the place's.
        date: formatDateTime(new Date(last.at), language, CHANGED_ON),
        from: formatLocalDay(last.from.date, language),
        to: formatLocalDay(last.from.endDate, language),
        total: format.money(last.from.total, last.currency),
      })}
      {count > 1 && ` · ${t('item.changes', { value: formatNumber(count, language) })}`}
    </Typography>
  );
}
