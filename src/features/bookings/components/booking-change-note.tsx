import Typography from '@mui/material/Typography';

import { formatDateTime, formatNumber } from '@/lib/format';
import { formatLocalDay, formatLocalWhen } from '@/lib/local-time';
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
  // When it changed, in the traveller's own time zone; the booking's times are the place's. A
  // booking of one day (a flight) was at a time, not between two days.
  const date = formatDateTime(new Date(last.at), language, CHANGED_ON);
  const total = format.money(last.from.total, last.currency);
  const oneDay = last.from.date.slice(0, 10) === last.from.endDate.slice(0, 10);
  return (
    <Typography variant="body2" color="text.secondary">
      {oneDay
        ? t('item.changedOneDay', { date, when: formatLocalWhen(last.from.date, language), total })
        : t('item.changed', {
            date,
            from: formatLocalDay(last.from.date, language),
            to: formatLocalDay(last.from.endDate, language),
            total,
          })}
      {count > 1 && ` · ${t('item.changes', { value: formatNumber(count, language) })}`}
    </Typography>
  );
}
