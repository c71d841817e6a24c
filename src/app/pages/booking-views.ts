import { carBookingView } from '@/features/cars/bookings/car-booking-view';
import { flightBookingView } from '@/features/flights/bookings/flight-booking-view';
import { hotelBookingView } from '@/features/hotels/bookings/hotel-booking-view';

/** Each kind's booking row, from its own feature: My Bookings and Find my booking show them. */
export const BOOKING_VIEWS = {
  flight: flightBookingView,
  hotel: hotelBookingView,
  car: carBookingView,
};
