import type { BookingDescription, BookingKindView } from '@/components/checkout/booking-kind-view';

import type { Booking } from '../api/booking-types';

import { useBookingFormat } from './use-booking-format';
import { useBookingsTranslation } from './use-bookings-translation';

/** A booking of a kind that has no view yet: its title, its start, no party. */
function useGenericDescription(booking: Booking): BookingDescription {
  const { t } = useBookingsTranslation();
  const format = useBookingFormat();
  const date = format.date(booking.date);
  return {
    title: booking.title,
    label: booking.title,
    when: [date],
    party: '',
    cancelSummary: t('cancel.generic', { title: booking.title, date }),
    priceLine: (line) => line.code,
  };
}

/** The row's words: the kind's view, or the booking's own title when its kind has none. */
export function useBookingDescription(booking: Booking, view: BookingKindView | undefined) {
  // One row keeps one kind, so the same hook runs on every render of it.
  const useDescription = view?.useDescription ?? useGenericDescription;
  return useDescription(booking);
}
