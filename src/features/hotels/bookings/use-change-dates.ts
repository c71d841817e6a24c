import type { Booking } from '@server/modules/bookings/schemas.ts';

import { useBookingChange } from '@/components/checkout/change/use-booking-change';

import type { HotelBooking, HotelChangeQuote, HotelChangeRequest } from '../api/hotel-types';

import type { StayDates } from './change-dates-request';

// The hotel's own answers to a change (its words in bookingChange.failures); 'unavailable' reads
// as sold out.
const HOTEL_FAILURES = ['sold_out', 'unavailable', 'change_not_allowed', 'other_hotel'];

// The change for new dates: only the dates, for the rooms as booked.
const newDates = async (dates: StayDates, version: number) => ({ body: { version, ...dates } });

/**
 * New dates for a booked stay, on the shared change flow: "See the new price" quotes the rooms as
 * booked on those dates. The server finds them with the booking's own rooms given back (a search
 * would count them as sold, and a traveller holding the last room would find nothing), and
 * answers sold_out when the hotel has none.
 */
export function useChangeDates(booking: Booking, onChanged: (booking: HotelBooking) => void) {
  return useBookingChange<StayDates, HotelChangeRequest, HotelChangeQuote, HotelBooking>({
    reference: booking.reference,
    path: 'api/hotelbeds/booking/',
    version: booking.version,
    request: newDates,
    kindFailures: HOTEL_FAILURES,
    onChanged,
  });
}
