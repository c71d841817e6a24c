import type { Booking } from '@server/modules/bookings/schemas.ts';
import { useCallback } from 'react';

import { useBookingChange } from '@/components/checkout/change/use-booking-change';

import { useLazyHotelRatesQuery } from '../api/hotels-api';
import type {
  HotelBooking,
  HotelBookingDetails,
  HotelChangeQuote,
  HotelChangeRequest,
} from '../api/hotel-types';

import { changeAvailability, changeRooms, type StayDates } from './change-dates-request';

// The hotel's own answers to a change (its words in bookingChange.failures); 'unavailable' reads
// as sold out.
const HOTEL_FAILURES = ['sold_out', 'unavailable', 'change_not_allowed', 'other_hotel'];

/**
 * New dates for a booked stay, on the shared change flow: "See the new price" finds the same
 * room, board and class at the hotel for those dates (noRate when it has none) and quotes it.
 */
export function useChangeDates(booking: Booking, onChanged: (booking: HotelBooking) => void) {
  const details = booking.details as HotelBookingDetails;
  const [findRates] = useLazyHotelRatesQuery();

  const request = useCallback(
    async (dates: StayDates, version: number) => {
      const rates = await findRates(changeAvailability(details, dates));
      const rooms = rates.data ? changeRooms(details, rates.data) : null;
      if (!rooms) return { failure: rates.error ? 'unknown' : 'noRate' };
      return { body: { version, rooms } };
    },
    [details, findRates],
  );

  return useBookingChange<StayDates, HotelChangeRequest, HotelChangeQuote, HotelBooking>({
    reference: booking.reference,
    path: 'api/hotelbeds/booking/',
    version: booking.version,
    request,
    kindFailures: HOTEL_FAILURES,
    onChanged,
  });
}
