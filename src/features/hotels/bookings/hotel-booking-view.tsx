import HotelIcon from '@mui/icons-material/Hotel';
import type { Booking, PriceLine } from '@server/modules/bookings/schemas.ts';
import type { HotelPriceLine } from '@server/modules/hotels/constants.ts';
import { useCallback } from 'react';

import type { BookingDescription, BookingKindView } from '@/components/checkout/booking-kind-view';

import type { HotelBookingDetails } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

// The local tax the hotel collects on arrival: in the total, never charged online.
const LOCAL_TAX_LINE: HotelPriceLine = 'LOCAL_TAX_AT_HOTEL';

const detailsOf = (booking: Booking) => booking.details as Partial<HotelBookingDetails>;

/**
 * What My Bookings says of a hotel stay: the hotel and its city, check-in and check-out (the
 * hotel's times), the rooms and guests, and the price lines in words (HOTEL_PRICE_LINES).
 */
function useHotelBookingDescription(booking: Booking): BookingDescription {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const details = detailsOf(booking);
  const city = details.hotel?.destinationName;
  const label = city ? t('bookingRow.title', { hotel: booking.title, city }) : booking.title;
  const { adults, children, rooms = 1 } = booking.party;
  const priceLine = useCallback(
    (line: PriceLine) =>
      t(`bookingRow.lines.${line.code}`, {
        value: format.number(line.quantity),
        count: line.quantity,
        defaultValue: line.code,
      }),
    [t, format],
  );
  return {
    title: label,
    label,
    when: [
      t('bookingRow.checkIn', { date: format.dateTime(booking.date) }),
      t('bookingRow.checkOut', { date: format.dateTime(booking.endDate) }),
    ],
    party: [
      t('search.rooms.roomsCount', { count: rooms, value: format.number(rooms) }),
      t('search.rooms.adultsCount', { count: adults, value: format.number(adults) }),
      ...(children
        ? [t('search.rooms.childrenCount', { count: children, value: format.number(children) })]
        : []),
    ].join(' · '),
    cancelSummary: t('bookingRow.cancelSummary', {
      hotel: booking.title,
      date: format.date(booking.date),
    }),
    priceLine,
    paidOnArrival: (line) => line.code === LOCAL_TAX_LINE,
  };
}

/** The hotel kind's row in My Bookings. */
export const hotelBookingView: BookingKindView = {
  Icon: HotelIcon,
  useDescription: useHotelBookingDescription,
};
