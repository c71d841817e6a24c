import HotelIcon from '@mui/icons-material/Hotel';
import type { Booking } from '@server/modules/bookings/schemas.ts';

import type { BookingDescription, BookingKindView } from '@/components/checkout/booking-kind-view';

import type { HotelBookingDetails } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import { ChangeDatesAction } from './change-dates-action';
import { paidAtHotel, useBookedPriceLine } from './use-booked-price-line';

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
  const priceLine = useBookedPriceLine();
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
    paidOnArrival: paidAtHotel,
  };
}

/** The hotel kind's row in My Bookings. */
export const hotelBookingView: BookingKindView = {
  Icon: HotelIcon,
  useDescription: useHotelBookingDescription,
  ChangeAction: ChangeDatesAction,
};
