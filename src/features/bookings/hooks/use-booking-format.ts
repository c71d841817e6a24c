import { useMemo } from 'react';

import { localDateTime } from '@/lib/local-time';
import { formatDateTime, formatNumber, formatPrice, type Language } from '@/lib/format';

import type { FlightBooking } from '../api/booking-types';

import { useBookingsTranslation } from './use-bookings-translation';

const DEPARTURE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};

/** What a booking shows, in the reader's language and digits. */
export function useBookingFormat() {
  const { t, i18n } = useBookingsTranslation();
  const language: Language = i18n.language === 'ar' ? 'ar' : 'en';
  return useMemo(
    () => ({
      /** Tue, Mar 10, 2026, 08:45 from the local departure 2026-03-10T08:45:00 */
      date: (at: string) => formatDateTime(localDateTime(at), language, DEPARTURE),
      passengers: (count: number) =>
        t('item.passengers', { count, value: formatNumber(count, language) }),
      price: (booking: FlightBooking) =>
        formatPrice(Number(booking.price.total), language, booking.price.currency),
    }),
    [t, language],
  );
}
