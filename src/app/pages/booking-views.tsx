import type { Booking } from '@server/modules/bookings/schemas.ts';

import type { BookingKindViews } from '@/components/checkout/booking-kind-view';
import type { FlightBooking } from '@/features/flights/api/booking-api';
import { carBookingView } from '@/features/cars/bookings/car-booking-view';
import { flightBookingView } from '@/features/flights/bookings/flight-booking-view';
import { hotelBookingView } from '@/features/hotels/bookings/hotel-booking-view';

import { FlightNextSearches } from './flight-next-searches';

/** A flight's row offers the hotel and car searches for its trip, as its confirmation does. */
const FlightRowNextSearches = ({ booking }: { booking: Booking }) => (
  <FlightNextSearches booking={booking as FlightBooking} compact />
);

/** Each kind's booking row, from its own feature: My Bookings and Find my booking show them. */
export const BOOKING_VIEWS: BookingKindViews = {
  flight: { ...flightBookingView, NextSteps: FlightRowNextSearches },
  hotel: hotelBookingView,
  car: carBookingView,
};
